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
import { decisions as enDecisions } from './en/decisions.js';
import { desktop as enDesktop } from './en/desktop.js';
import { documents as enDocuments } from './en/documents.js';
import { format as enFormat } from './en/format.js';
import { hooks as enHooks } from './en/hooks.js';
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
import { decisions as deDecisions } from './de/decisions.js';
import { desktop as deDesktop } from './de/desktop.js';
import { documents as deDocuments } from './de/documents.js';
import { format as deFormat } from './de/format.js';
import { hooks as deHooks } from './de/hooks.js';
import { hotFolders as deHotFolders } from './de/hot-folders.js';
import { jobs as deJobs } from './de/jobs.js';
import { library as deLibrary } from './de/library.js';
import { orders as deOrders } from './de/orders.js';
import { preflight as dePreflight } from './de/preflight.js';
import { pricing as dePricing } from './de/pricing.js';
import { quotes as deQuotes } from './de/quotes.js';
import { shell as deShell } from './de/shell.js';
import type { Translation } from './en/translation.js';
import type { AppLocale } from '../shared/settings/locale.js';

/** One area in both languages: the German must translate this very English (checked when compiling). */
const area = <English>(en: English, de: NoInfer<Translation<English>>) => ({ en, de });

/** Each area's messages by language; an area's ids all start with `<area>.` (the tests check it). */
export const areas = {
  account: area(enAccount, deAccount),
  cli: area(enCli, deCli),
  common: area(enCommon, deCommon),
  decisions: area(enDecisions, deDecisions),
  desktop: area(enDesktop, deDesktop),
  documents: area(enDocuments, deDocuments),
  format: area(enFormat, deFormat),
  hooks: area(enHooks, deHooks),
  'hot-folders': area(enHotFolders, deHotFolders),
  jobs: area(enJobs, deJobs),
  library: area(enLibrary, deLibrary),
  orders: area(enOrders, deOrders),
  preflight: area(enPreflight, dePreflight),
  pricing: area(enPricing, dePricing),
  quotes: area(enQuotes, deQuotes),
  shell: area(enShell, deShell),
} as const;

type Areas = typeof areas;

/** Every message id PrintDesk has (English's). */
export type MessageId = { [Area in keyof Areas]: keyof Areas[Area]['en'] }[keyof Areas];

/** One language's messages, every area's joined in the order `areas` lists them. */
const catalogueOf = (locale: AppLocale): Readonly<Record<MessageId, string>> =>
  Object.assign({}, ...Object.values(areas).map((languages) => languages[locale]));

export const catalogues: Readonly<Record<AppLocale, Readonly<Record<MessageId, string>>>> = {
  en: catalogueOf('en'),
  de: catalogueOf('de'),
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
