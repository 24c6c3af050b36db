/** Contract shapes of the account, the environment and the settings. */
import { z } from 'zod';
import { MarketId } from '../models/markets.js';
import {
  Environment,
  MarketSource,
  ProxySetting,
  SyncPreferences,
  UploadPreferences,
} from '../settings/schema.js';
import { RESTUser } from '../models/account.js';
import { text } from './fields.js';
import { Language } from '../settings/locale.js';

/** Where the subscription key is kept, in words the user knows. */
export const KeyStorage = z.strictObject({
  kind: z.enum(['keychain', 'safe-storage', 'environment', 'memory', 'embedded']),
  /** e.g. "GNOME Keyring (Secret Service)", "PRINTDESK_KEY environment variable". */
  label: z.string(),
  /** false when the key will be forgotten on exit. */
  persistent: z.boolean(),
});
export type KeyStorage = z.infer<typeof KeyStorage>;

export const AccountUser = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AccountUser = z.infer<typeof AccountUser>;

/** The whole user record as the service has it, but its password field (never shown). */
export const UserRecord = RESTUser.omit({ Password: true });
export type UserRecord = z.infer<typeof UserRecord>;

export const AccountStatus = z.strictObject({
  environment: Environment,
  /** The base URL in use ("" while the embedded sandbox is starting). */
  baseUrl: z.string(),
  /**
   * The market of the service in use: every amount it sends is in its currency, its sizes in its
   * units, its zone-less times on its clock (models/markets.ts). Decided by the app layer, never
   * guessed by the renderer: from the base URL's host, else the Account choice (`marketFrom`).
   */
  market: MarketId,
  marketFrom: MarketSource,
  connected: z.boolean(),
  keyStorage: KeyStorage.nullable(),
  /** Where a key connected now would be kept (the secret store), and why it is a fall-back, if it is. */
  keyStore: KeyStorage.extend({ fallbackReason: z.string().optional() }),
  user: AccountUser.nullable(),
  /** A sentence to show when something needs the user (e.g. the stored key was refused). */
  notice: z.string().optional(),
});
export type AccountStatus = z.infer<typeof AccountStatus>;

/** The proxy setting and whether a manual proxy's password is kept (the password never leaves the core). */
export const ProxyView = z.strictObject({ setting: ProxySetting, passwordStored: z.boolean() });
export type ProxyView = z.infer<typeof ProxyView>;

/** Without `change`, account.proxy only reads. `password` replaces the kept one ('' forgets it); absent, it stays. */
export const ProxyInput = z.strictObject({
  change: z.strictObject({ setting: ProxySetting, password: text(512).optional() }).optional(),
});
export type ProxyInput = z.infer<typeof ProxyInput>;

export const SettingsView = z.strictObject({
  environment: Environment,
  sync: SyncPreferences,
  /** Files sent by hand: the preflight profile they are checked with. */
  uploads: UploadPreferences,
  /** The language setting; the renderer resolves `system` from `navigator.languages` (shared/settings/locale.ts). */
  language: Language,
  /** Where PrintDesk keeps its settings, journal and embedded sandbox. */
  dataDir: z.string(),
  platform: z.enum(['electron', 'headless']),
  /** The first-run welcome was closed (it is shown until then). */
  welcomeDismissed: z.boolean(),
});
export type SettingsView = z.infer<typeof SettingsView>;
