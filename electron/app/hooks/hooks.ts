/**
 * Event hooks as the app runs them (docs/hooks.md): where each event goes (the whole app's hooks and
 * its hot folder's own), the outbox and courier that deliver it at least once (delivery/), the
 * signing secret, and what the Hooks section asks: the last deliveries, the whole app's hooks
 * changed, a test event sent now, the secret shown. The events themselves come from hook-sources.ts.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Emit } from '../../shared/contract/channels.js';
import type { HookDeliveryRow, HookEvent, HookTarget, HooksView } from '../../shared/contract/hooks.js';
import { runCommandHook } from './delivery/command-hook.js';
import { HookCourier, targetKey, type CourierOptions } from './delivery/courier.js';
import { HookOutbox, type Cursor } from './delivery/outbox.js';
import { signingSecret } from './delivery/signing-secret.js';
import { postWebhook } from './delivery/webhook.js';
import type { ProxyRoute } from '../../print-service/proxy-route.js';
import { hookSecretAccount, type SecretStore } from '../../secrets/secret-store.js';
import { HookSetting, type HotFolderLink } from '../../shared/settings/schema.js';
import type { SettingsStore } from '../../settings/settings.js';
import { claimantIdentity } from '../../sync/shared-claims.js';
import { testEvent } from './hook-events.js';
import { followForHooks, type HookFollowing, type HookSourceParts } from './hook-sources.js';

export interface HooksOptions {
  readonly dataDir: string;
  readonly settings: SettingsStore;
  /** `printdesk sync --hook/--hook-command`: the whole app's hooks for this run, instead of the saved ones. */
  readonly override?: HookSetting;
  /** The hot folders in use (the saved ones, or the daemon's). */
  links(): readonly HotFolderLink[];
  readonly secrets: SecretStore;
  /** The route to an address, by the app's proxy setting. */
  route(url: string): Promise<ProxyRoute>;
  /** The name other systems know this workstation by (default the host name). */
  readonly workstation?: string;
  /** A secret handed out: the log scrubs it. */
  remember(secret: string): void;
  /** A delivery's row changed (the Hooks section follows it). */
  onDelivery?(row: HookDeliveryRow): void;
  log(message: string, error?: unknown): void;
  readonly backoff?: CourierOptions['backoff'];
  readonly webhookTimeoutMs?: number;
  readonly commandTimeoutMs?: number;
}

export interface Hooks {
  readonly workstation: string;
  /** The hot folders in use. */
  links(): readonly HotFolderLink[];
  /** Any target at all: without one, no event is made. */
  active(): boolean;
  /** Journals the event for the targets of its hot folder (or every target, for one of no folder) and sends it. */
  post(event: HookEvent, cursor?: Omit<Cursor, 'at'>): Promise<void>;
  /** A subject's last change that made (or would have made) an event. */
  cursor(subject: string): Cursor | undefined;
  moveCursor(cursor: Omit<Cursor, 'at'>): Promise<void>;
  has(id: string): boolean;
  view(): HooksView;
  setAppHooks(hooks: HookSetting): Promise<HooksView>;
  /** "Send a test event": to the whole app's hooks and a hot folder's (or every folder's), tried once, now. */
  test(linkId?: string): Promise<HookDeliveryRow[]>;
  /** The signing secret, for the person setting up a receiver. */
  secret(): Promise<string>;
  /** Makes the events of the engine's and the jobs' changes from now on (hook-sources.ts), after catching up. */
  follow(parts: HookSourceParts): void;
  /** Resolves once every change seen has its event journaled and nothing is being sent. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const testWaitMs = 30_000;

export async function openHooks(options: HooksOptions): Promise<Hooks> {
  // The signing secret is the data folder's: filed under its instance id (the one its claims carry).
  const { instanceId } = await claimantIdentity(path.join(options.dataDir, 'sync'));
  const outbox = await HookOutbox.open(options.dataDir);
  let secret: Promise<string> | undefined;
  const signing = () =>
    (secret ??= signingSecret(options.secrets, options.dataDir, hookSecretAccount(instanceId)).then(
      (kept) => {
        options.remember(kept.secret);
        return kept.secret;
      },
    ));
  const appHooks = () => options.override ?? options.settings.get().hooks;
  const targetsOf = (linkId: string | null | undefined) => {
    const map = new Map<string, HookTarget>();
    const add = (setting: HookSetting | undefined) => {
      for (const target of targetsOfSetting(setting)) map.set(targetKey(target), target);
    };
    add(appHooks());
    for (const link of options.links()) if (!linkId || link.id === linkId) add(link.hooks);
    return map;
  };
  const courier = new HookCourier({
    outbox,
    targets: () => targetsOf(undefined),
    send: async (target, event, body, signal) =>
      target.kind === 'url'
        ? postWebhook({
            url: target.address,
            body,
            eventId: event.id,
            eventType: event.type,
            secret: await signing(),
            route: await options.route(target.address),
            timeoutMs: options.webhookTimeoutMs ?? 15_000,
            signal,
          })
        : runCommandHook({
            command: target.address,
            body,
            eventId: event.id,
            eventType: event.type,
            timeoutMs: options.commandTimeoutMs ?? 60_000,
          }),
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.onDelivery ? { onDelivery: options.onDelivery } : {}),
    log: options.log,
  });
  courier.pump();
  const view = (): HooksView => ({ hooks: appHooks(), deliveries: courier.rows() });
  let following: HookFollowing | undefined;
  const hooks: Hooks = {
    workstation: options.workstation ?? hostname(),
    links: options.links,
    active: () => targetsOf(undefined).size > 0,
    async post(event, cursor) {
      const targets = [...targetsOf(event.link?.id).keys()];
      if (targets.length === 0) return;
      await courier.post(event, targets, { now: Date.now(), ...(cursor ? { cursor } : {}) });
    },
    cursor: (subject) => outbox.cursor(subject),
    moveCursor: (cursor) => outbox.moveCursor({ ...cursor, at: Date.now() }),
    has: (id) => outbox.has(id),
    view,
    async setAppHooks(hooks) {
      await options.settings.update((s) => ({ ...s, hooks: HookSetting.parse(hooks) }));
      courier.pump();
      return view();
    },
    async test(linkId) {
      const link = options.links().find((l) => l.id === linkId) ?? null;
      const targets = [...targetsOf(linkId).keys()];
      if (targets.length === 0) throw new Error('No hook is set up: enter an address or a command first.');
      const source = { workstation: hooks.workstation, now: Date.now() };
      const event = testEvent(source, randomUUID(), link);
      await courier.post(event, targets, { test: true, now: source.now });
      const deadline = Date.now() + testWaitMs;
      const rows = () => courier.rows(500).filter((row) => row.eventId === event.id);
      while (rows().some((row) => row.state === 'pending') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return rows();
    },
    secret: signing,
    follow(parts) {
      following ??= followForHooks(hooks, parts);
    },
    async idle() {
      await following?.settled();
      await courier.idle();
    },
    async close() {
      following?.stop();
      await following?.settled();
      await courier.close();
      await outbox.close();
    },
  };
  return hooks;
}

/** What `openApp` opens the hooks with: its options and the parts it has opened. */
export interface AppHookParts {
  readonly dataDir: string;
  readonly settingsStore: SettingsStore;
  /** The daemon's hooks for its run. */
  readonly hooks?: HookSetting;
  readonly hotFolders?: { readonly links?: readonly HotFolderLink[] };
  readonly secrets: SecretStore;
  readonly service: { readonly proxy: { routeFor(url: string): Promise<ProxyRoute> } };
  readonly workstationName?: string;
  readonly logging: { remember(secret: string): void };
  readonly emit: Emit;
  log(message: string, error?: unknown): void;
}

/** The app's hooks: its links (the saved ones, or the daemon's), its proxy's routes, its secret store. */
export function openAppHooks(o: AppHookParts): Promise<Hooks> {
  return openHooks({
    dataDir: o.dataDir,
    settings: o.settingsStore,
    ...(o.hooks ? { override: o.hooks } : {}),
    links: () => o.hotFolders?.links ?? o.settingsStore.get().links,
    secrets: o.secrets,
    route: (url) => o.service.proxy.routeFor(url),
    ...(o.workstationName ? { workstation: o.workstationName } : {}),
    remember: o.logging.remember,
    onDelivery: (row) => o.emit('hooks.delivery', row),
    log: o.log,
  });
}

/** The targets of one hooks setting: its address, its command, or both. */
export function targetsOfSetting(setting: HookSetting | undefined): HookTarget[] {
  return [
    ...(setting?.url ? [{ kind: 'url' as const, address: setting.url }] : []),
    ...(setting?.command ? [{ kind: 'command' as const, address: setting.command }] : []),
  ];
}
