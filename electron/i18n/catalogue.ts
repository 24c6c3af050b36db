/**
 * Every message PrintDesk shows, per locale: the one source of truth the renderer (react-intl), the
 * main process and the command line (@formatjs/intl) read. Each area has a file per language
 * (`en/<area>.ts`, `de/<area>.ts`) so that work on one area never edits another's; this file only
 * joins them. English is the source: its ids are the type `MessageId`, and each German area is
 * typed as a translation of its English one (same ids, no more, no fewer).
 */
import { account as enAccount } from './en/account.js';
import { cli as enCli } from './en/cli.js';
import { common as enCommon } from './en/common.js';
import { desktop as enDesktop } from './en/desktop.js';
import { documents as enDocuments } from './en/documents.js';
import { format as enFormat } from './en/format.js';
import { hotFolders as enHotFolders } from './en/hot-folders.js';
import { jobs as enJobs } from './en/jobs.js';
import { library as enLibrary } from './en/library.js';
import { orders as enOrders } from './en/orders.js';
import { preflight as enPreflight } from './en/preflight.js';
import { pricing as enPricing } from './en/pricing.js';
import { quotes as enQuotes } from './en/quotes.js';
import { shell as enShell } from './en/shell.js';
import { account as deAccount } from './de/account.js';
import { cli as deCli } from './de/cli.js';
import { common as deCommon } from './de/common.js';
import { desktop as deDesktop } from './de/desktop.js';
import { documents as deDocuments } from './de/documents.js';
import { format as deFormat } from './de/format.js';
import { hotFolders as deHotFolders } from './de/hot-folders.js';
import { jobs as deJobs } from './de/jobs.js';
import { library as deLibrary } from './de/library.js';
import { orders as deOrders } from './de/orders.js';
import { preflight as dePreflight } from './de/preflight.js';
import { pricing as dePricing } from './de/pricing.js';
import { quotes as deQuotes } from './de/quotes.js';
import { shell as deShell } from './de/shell.js';
import type { AppLocale } from './locale.js';

/** Each area's messages by language; an area's ids all start with `<area>.` (the tests check it). */
export const areas = {
  account: { en: enAccount, de: deAccount },
  cli: { en: enCli, de: deCli },
  common: { en: enCommon, de: deCommon },
  desktop: { en: enDesktop, de: deDesktop },
  documents: { en: enDocuments, de: deDocuments },
  format: { en: enFormat, de: deFormat },
  'hot-folders': { en: enHotFolders, de: deHotFolders },
  jobs: { en: enJobs, de: deJobs },
  library: { en: enLibrary, de: deLibrary },
  orders: { en: enOrders, de: deOrders },
  preflight: { en: enPreflight, de: dePreflight },
  pricing: { en: enPricing, de: dePricing },
  quotes: { en: enQuotes, de: deQuotes },
  shell: { en: enShell, de: deShell },
} as const;

const english = {
  ...enAccount,
  ...enCli,
  ...enCommon,
  ...enDesktop,
  ...enDocuments,
  ...enFormat,
  ...enHotFolders,
  ...enJobs,
  ...enLibrary,
  ...enOrders,
  ...enPreflight,
  ...enPricing,
  ...enQuotes,
  ...enShell,
};

/** Every message id PrintDesk has (English's). */
export type MessageId = keyof typeof english;

const german: Record<MessageId, string> = {
  ...deAccount,
  ...deCli,
  ...deCommon,
  ...deDesktop,
  ...deDocuments,
  ...deFormat,
  ...deHotFolders,
  ...deJobs,
  ...deLibrary,
  ...deOrders,
  ...dePreflight,
  ...dePricing,
  ...deQuotes,
  ...deShell,
};

export const catalogues: Readonly<Record<AppLocale, Readonly<Record<MessageId, string>>>> = {
  en: english,
  de: german,
};

// FormatJS types `formatMessage({ id })` against these ids everywhere (react-intl and @formatjs/intl).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- FormatJS's own augmentation point
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
