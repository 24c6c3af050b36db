/**
 * The shape of PrintDesk's settings file and of a hot-folder link: defined once, here, and imported
 * by the settings store, the sync engine and the IPC contract. Environment-neutral (zod only).
 * The subscription key is never part of it: it lives in the keychain.
 */
import { z } from 'zod';
import { AddressRequest } from '../models/addresses.js';
import { parseBaseUrl, parseHookUrl } from '../models/base-url.js';
import { MarketId, defaultMarketId, marketOfBaseUrl, markets } from '../models/markets.js';
import type { Currency } from '../models/markets.js';
import { Money } from '../models/money.js';
import { Copies } from '../models/primitives.js';
import { BandwidthSetting, PauseSetting } from '../bandwidth/setting.js';

export { BandwidthSetting, PauseSetting } from '../bandwidth/setting.js';
import { FitMode } from '../preflight/findings.js';
import { ProfileName } from '../preflight/profiles.js';
import { Language } from './locale.js';

/** The print file types a hot folder can accept; PDF alone by default. */
export const PrintFileType = z.enum(['pdf', 'postscript', 'tiff', 'jpeg', 'png']);
export type PrintFileType = z.infer<typeof PrintFileType>;

/** The file name endings of each print file type (lower case): hot folders and drops take these. */
export const printFileExtensions: Record<PrintFileType, readonly string[]> = {
  pdf: ['.pdf'],
  postscript: ['.ps', '.eps'],
  tiff: ['.tif', '.tiff'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};

/** What happens to a local file once the service has confirmed its upload. */
export const AfterUpload = z.enum(['keep', 'move', 'delete']);
export type AfterUpload = z.infer<typeof AfterUpload>;

/**
 * How a hot folder is watched: 'auto' uses the system's file events, and polls a folder it finds
 * on a network share (whose events never report other computers' files); 'polling' always polls.
 */
export const WatchMode = z.enum(['auto', 'polling']);
export type WatchMode = z.infer<typeof WatchMode>;

/** A local folder linked to a folder of the print library (a "hot folder"). */
/**
 * Who a hot-folder job's order ships to: the account's main address, an address given in full, a
 * saved address (by its id), or a distribution list (by its id: one recipient per row).
 */
export const JobRecipient = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('main') }),
  z.strictObject({ kind: z.literal('address'), address: AddressRequest, addressId: z.guid().optional() }),
  z.strictObject({ kind: z.literal('saved'), addressId: z.guid() }),
  z.strictObject({ kind: z.literal('list'), listId: z.guid() }),
]);
export type JobRecipient = z.infer<typeof JobRecipient>;

const documentPreset = { templateId: z.guid() };
/** The most business days "Arrive within" may give. */
export const maxArriveWithinDays = 60;

const quotePreset = {
  ...documentPreset,
  quantity: Copies.default(1),
  shippingMethodId: z.guid().optional(),
  recipient: JobRecipient.default({ kind: 'main' }),
  /**
   * "Arrive within N business days" of the file's job (the service's business days): the job ships by
   * the cheapest method that makes that day (docs/hot-folder-jobs.md, "Need-by dates"); a ticket's
   * `needBy` comes first.
   */
  arriveWithin: z.int().min(1).max(maxArriveWithinDays).optional(),
};

/** A limit or budget of an order folder: an amount of 0 to a billion, in the currency it was set in. */
export const LimitAmount = Money.extend({ amount: z.number().min(0).max(1e9) });

/** The longest an approval timeout may wait: 91 days. */
export const maxApprovalWaitSeconds = 91 * 86_400;

/**
 * How long an order folder's job may wait for a person (its order held for approval, or its file's
 * preflight errors), and what then happens if nobody decided: it is declined (nothing is ordered),
 * or its order is placed if its total is at most `cap` (in the currency the cap was set in, as the
 * folder's limits) and it waited only for the folder's limit or budget; any other is declined. The
 * decision is recorded as the timeout's.
 */
export const ApprovalTimeout = z.discriminatedUnion('then', [
  z.strictObject({ then: z.literal('decline'), seconds: z.int().min(1).max(maxApprovalWaitSeconds) }),
  z.strictObject({
    then: z.literal('approve'),
    seconds: z.int().min(1).max(maxApprovalWaitSeconds),
    cap: LimitAmount,
  }),
]);
export type ApprovalTimeout = z.infer<typeof ApprovalTimeout>;

/** The order preset's amounts, each with its currency. */
type OrderLimits = {
  readonly spendLimit: Money;
  readonly dailyBudget?: Money;
  readonly approvalTimeout?: ApprovalTimeout;
};

/**
 * The currency an order folder's limits (its limit, budget and approval timeout's cap) are in when it
 * is not `currency` (the market's now): such a folder places no order on its own until its limits are
 * set in that currency. Null when they are in it (or the preset has no limits).
 */
export function limitsCurrencyOtherThan(
  preset: OrderLimits | { readonly action: string } | undefined,
  currency: Currency,
): Currency | null {
  if (!preset || !('spendLimit' in preset)) return null;
  const cap = preset.approvalTimeout?.then === 'approve' ? preset.approvalTimeout.cap : undefined;
  const other = [preset.spendLimit, preset.dailyBudget, cap].find(
    (limit) => limit && limit.currency !== currency,
  );
  return other?.currency ?? null;
}

/**
 * "Gather into one order": the order folder's files wait, after their document, to go into one order
 * of a line per document, at a time each working day (`HH:MM` on the service's clock and business
 * days, e.g. 13:30 before its cut-off) or once `files` of them wait (docs/hot-folder-jobs.md, "Batches").
 */
export const BatchRule = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('time'),
    at: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Give the time as HH:MM, such as 13:30.'),
  }),
  z.strictObject({ kind: z.literal('count'), files: z.int().min(2).max(500) }),
]);
export type BatchRule = z.infer<typeof BatchRule>;

/** A hot folder's action by name; every one but 'upload' makes a job (the contract's JobAction). */
export const PresetAction = z.enum(['upload', 'document', 'quote', 'order']);
export type PresetAction = z.infer<typeof PresetAction>;

/**
 * What a hot folder does with each file it uploads (docs/hot-folder-jobs.md): just upload it, make
 * a document of it, quote that document, or order it (placed at once up to `spendLimit` and within
 * `dailyBudget`, else held for approval).
 */
export const JobPreset = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal(PresetAction.enum.upload) }),
  z.strictObject({ action: z.literal(PresetAction.enum.document), ...documentPreset }),
  z.strictObject({ action: z.literal(PresetAction.enum.quote), ...quotePreset }),
  z.strictObject({
    action: z.literal(PresetAction.enum.order),
    ...quotePreset,
    /**
     * The most one order may cost without a person, in the currency it was set in: an order priced
     * in another currency is never judged by it (it waits until the limits are set in that currency).
     */
    spendLimit: LimitAmount,
    /**
     * What the orders this folder's jobs place on one local calendar day may total, across every
     * workstation on the folder (docs/hot-folder-jobs.md); an order that would pass it waits for approval.
     */
    dailyBudget: LimitAmount.optional(),
    /** A job ticket may ship to an address written in full without approval (otherwise it waits for one). */
    allowTicketAddresses: z.boolean().default(false),
    /** "Gather into one order" (absent: each file is an order of its own). */
    batch: BatchRule.optional(),
    /** How long an order may wait for a person, and what then happens (absent: it waits until one decides). */
    approvalTimeout: ApprovalTimeout.optional(),
  }),
]);
export type JobPreset = z.infer<typeof JobPreset>;

/** A webhook's address, as the parser reads it (a plain http:// one to another computer is refused unless allowed). */
export const HookUrl = z.string().transform((text, ctx) => {
  const read = parseHookUrl(text);
  if (read.ok) return read.url;
  ctx.addIssue({ code: 'custom', message: read.reason });
  return z.NEVER;
});

/**
 * Where the events of the whole app or of one hot folder go (docs/hooks.md): POSTed as signed JSON to
 * `url`, given on its standard input to `command` (run by the system's shell), or both.
 */
export const HookSetting = z
  .strictObject({
    url: HookUrl.optional(),
    command: z.string().trim().min(1).max(4096).optional(),
    /** Events may go to a plain http:// address of another computer (they travel in clear). */
    allowInsecureHttp: z.boolean().default(false),
  })
  .superRefine((hook, ctx) => {
    if (hook.url && !hook.allowInsecureHttp && hookInClear(hook.url))
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message:
          'Events would travel in clear to another computer: use https://, or allow plain http:// for this hook.',
      });
  });
export type HookSetting = z.infer<typeof HookSetting>;

/** A plain http:// address of another computer. */
export function hookInClear(url: string): boolean {
  const read = parseHookUrl(url);
  return read.ok && read.inClear;
}

/**
 * "Also as a printer": an IPP Everywhere printer on this computer (`ipp://127.0.0.1:<port>/ipp/print`)
 * whose jobs become this folder's print files (docs/printer.md). Its port is chosen once, when it is
 * first turned on, and kept (also while it is off), so the printer the system knows stays the same.
 */
export const LinkPrinter = z.strictObject({
  enabled: z.boolean(),
  port: z.int().min(1024).max(65535).optional(),
  /** What the print dialogs list; default "PrintDesk <folder name>". */
  name: z.string().trim().min(1).max(127).optional(),
});
export type LinkPrinter = z.infer<typeof LinkPrinter>;

/**
 * The fixes a job's file gets on a copy before its document is made (docs/preflight.md, "Fixes"): each
 * runs where its check found something; the job goes on with the fixed copy when that clears its errors.
 * Bleed and fonts are on by default; page size is off (it changes the page, so a person says so).
 * `fit` is how a page of other proportions goes on the product: whole with white margins, or cropped.
 */
export const LinkFixes = z.strictObject({
  pageSize: z.boolean().default(false),
  bleed: z.boolean().default(true),
  fonts: z.boolean().default(true),
  fit: FitMode.default('fit'),
});
export type LinkFixes = z.infer<typeof LinkFixes>;

/** A link's fixes when it says none: settings written before fixes existed read so. */
export const defaultLinkFixes: LinkFixes = LinkFixes.parse({});

export const HotFolderLink = z.strictObject({
  id: z.uuid(),
  /** Absolute path of the watched local folder. */
  localPath: z.string().min(1).max(4096),
  /** Remote folder path in the print library, segments separated by "/" (e.g. "Hot folders/Brochures"). */
  remotePath: z.string().min(1).max(1024),
  types: z.array(PrintFileType).min(1).default(['pdf']),
  /** Sub-folders are watched too and mirrored as remote sub-folders. */
  includeSubfolders: z.boolean().default(false),
  afterUpload: AfterUpload.default('keep'),
  paused: z.boolean().default(false),
  watchMode: WatchMode.default('auto'),
  /** The job run on each uploaded file; absent means upload only. */
  job: JobPreset.optional(),
  /** How strictly a job's file is checked before its document is made (docs/preflight.md). */
  preflightProfile: ProfileName.default('standard'),
  /** What the preflight fixes on a copy before the job goes on (docs/preflight.md). */
  fixes: LinkFixes.default(defaultLinkFixes),
  /** This hot folder's own event hooks, besides the whole app's (docs/hooks.md). */
  hooks: HookSetting.optional(),
  /** Also as a printer (absent: never turned on). */
  printer: LinkPrinter.optional(),
});
export type HotFolderLink = z.infer<typeof HotFolderLink>;

/**
 * An http(s) URL the user types, with messages the Account view shows as they are: they name the
 * field and what is wrong (nothing typed, another scheme, not a full URL).
 */
function httpUrl(field: string, example: string) {
  return z.url({
    protocol: /^https?$/,
    error: ({ input }) => {
      const typed = typeof input === 'string' ? input.trim() : '';
      if (typed === '') return `Enter the ${field}, such as ${example}.`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(typed) && !/^https?:\/\//i.test(typed))
        return `The ${field} must start with http:// or https://.`;
      return `Enter the full ${field}, starting with http:// or https://, such as ${example}.`;
    },
  });
}

/**
 * A custom print service's base URL, read by the one parser (`parseBaseUrl`): what it produces is
 * what is kept, checked and requested; what it would read otherwise is refused with the reason.
 */
export const BaseUrl = z.string().transform((text, ctx) => {
  const read = parseBaseUrl(text);
  if (read.ok) return read.url;
  ctx.addIssue({ code: 'custom', message: read.reason });
  return z.NEVER;
});

/**
 * Where the print service is: the embedded sandbox (default) or a custom base URL. Each has a
 * market (settings written before markets read as the US): the practice service runs in the one
 * chosen, and a custom service is in the one its host names, else in the one chosen.
 */
export const Environment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('embedded'), market: MarketId.default(defaultMarketId) }),
  z.strictObject({ kind: z.literal('custom'), baseUrl: BaseUrl, market: MarketId.default(defaultMarketId) }),
]);
export type Environment = z.infer<typeof Environment>;
/** What the user gives for an environment: its market may be left out (the US). */
export type EnvironmentInput = z.input<typeof Environment>;

/** How an environment's market was decided: by its base URL's host, or by the Account choice. */
export const MarketSource = z.enum(['base-url', 'setting']);
export type MarketSource = z.infer<typeof MarketSource>;

/** The market an environment's service is in, and how that was decided. */
export function environmentMarket(environment: Environment): { id: MarketId; from: MarketSource } {
  const detected = environment.kind === 'custom' ? marketOfBaseUrl(environment.baseUrl) : null;
  return detected ? { id: detected, from: 'base-url' } : { id: environment.market, from: 'setting' };
}

/**
 * The key would travel in clear: a plain http:// address that is not this computer (loopback:
 * 127.0.0.0/8, ::1, localhost). Such an address needs the user's confirmation in Account, and
 * `--allow-insecure-http` in `printdesk sync`.
 */
export function sendsKeyInClear(baseUrl: string): boolean {
  // Read as requests read it: nothing is sent to a base URL the parser refuses.
  const read = parseBaseUrl(baseUrl);
  return read.ok && !read.keyStaysPrivate;
}

export const SyncPreferences = z.strictObject({
  concurrency: z.int().min(1).max(16).default(3),
  /** Default after-upload action offered for new links. */
  afterUpload: AfterUpload.default('keep'),
  notifications: z.boolean().default(true),
  launchAtLogin: z.boolean().default(false),
});
export type SyncPreferences = z.infer<typeof SyncPreferences>;

/** Files sent by hand (dropped on the window or picked): how strictly they are checked first. */
export const UploadPreferences = z.strictObject({
  preflightProfile: ProfileName.default('standard'),
});
export type UploadPreferences = z.infer<typeof UploadPreferences>;

/** A manual proxy's address; its user and password have fields of their own. */
export const ProxyUrl = httpUrl('proxy address', 'http://proxy.example.com:3128').refine(
  (url) => !/^[a-z]+:\/\/[^/?#]*@/i.test(url),
  { error: 'Enter the proxy user and password in their own fields, not in the address.' },
);

/**
 * How PrintDesk reaches the internet: the system's proxy (desktop: the OS settings and PAC; command
 * line and headless: HTTP_PROXY/HTTPS_PROXY/NO_PROXY), none, or one proxy given here. A manual
 * proxy's password lives in the secret store, never here.
 */
export const ProxySetting = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('system') }),
  z.strictObject({ mode: z.literal('none') }),
  z.strictObject({
    mode: z.literal('manual'),
    url: ProxyUrl,
    username: z.string().max(256).optional(),
  }),
]);
export type ProxySetting = z.infer<typeof ProxySetting>;

export const WindowBounds = z.strictObject({
  x: z.int().optional(),
  y: z.int().optional(),
  width: z.int().min(400),
  height: z.int().min(300),
  maximized: z.boolean().default(false),
});
export type WindowBounds = z.infer<typeof WindowBounds>;

/**
 * Settings written before limits kept their currency hold bare amounts: they were set in the
 * currency of the market in use then, which is the one the file names.
 */
function withLimitCurrencies(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { links?: unknown }).links))
    return raw;
  const settings = raw as { links: unknown[]; environment?: unknown };
  const environment = Environment.safeParse(settings.environment ?? { kind: 'embedded' });
  const currency =
    markets[environment.success ? environmentMarket(environment.data).id : defaultMarketId].currency;
  const withCurrency = (amount: unknown) => (typeof amount === 'number' ? { amount, currency } : amount);
  const links = settings.links.map((link) => {
    const job = (link as { job?: Record<string, unknown> } | null)?.job;
    if (job?.action !== 'order') return link;
    const { spendLimit, dailyBudget, approvalTimeout } = job;
    const timeout = approvalTimeout as { cap?: unknown } | undefined;
    return {
      ...(link as object),
      job: {
        ...job,
        spendLimit: withCurrency(spendLimit),
        ...(dailyBudget === undefined ? {} : { dailyBudget: withCurrency(dailyBudget) }),
        ...(timeout?.cap === undefined
          ? {}
          : { approvalTimeout: { ...timeout, cap: withCurrency(timeout.cap) } }),
      },
    };
  });
  return { ...settings, links };
}

const SettingsFields = z.strictObject({
  version: z.literal(1).default(1),
  environment: Environment.default({ kind: 'embedded', market: defaultMarketId }),
  sync: SyncPreferences.default(SyncPreferences.parse({})),
  uploads: UploadPreferences.default(UploadPreferences.parse({})),
  links: z.array(HotFolderLink).default([]),
  proxy: ProxySetting.default({ mode: 'system' }),
  window: WindowBounds.optional(),
  /** The first-run welcome was closed: it is not shown again. */
  welcomeDismissed: z.boolean().default(false),
  /** The whole app's upload limit: none, a rate, or a timetable (docs/bandwidth.md). */
  bandwidth: BandwidthSetting.default({ kind: 'off' }),
  /** Hot folders paused until a time or until resumed; absent when they run. */
  pause: PauseSetting.optional(),
  /** The language of the window, tray, menus and notifications; `system` follows the computer (docs/i18n.md). */
  language: Language.default('system'),
  /** The whole app's event hooks: every hot folder's events, and those of no folder (docs/hooks.md). */
  hooks: HookSetting.default({ allowInsecureHttp: false }),
});

export const Settings = z.preprocess(withLimitCurrencies, SettingsFields);
export type Settings = z.infer<typeof Settings>;

export const defaultSettings = (): Settings => Settings.parse({});
