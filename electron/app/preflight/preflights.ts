/**
 * The preflight as the app uses it: a local file checked before it is sent by hand (with the
 * Account's profile), a file checked against a template's product (the hot-folder job's gate), and
 * the findings of a library item drawn from its local copy (the marks on its page pictures).
 */
import type { FileWork } from '../../file-work/pool.js';
import type { AppLocale } from '../../shared/settings/locale.js';
import type { ParsedInput } from '../../shared/contract/channels.js';
import type { ItemFindings } from '../../shared/contract/library.js';
import type { FixPreview } from '../../shared/contract/fix-preview.js';
import type { Preflight } from '../../shared/contract/sync.js';
import type { UploadEntry } from '../../shared/contract/uploads.js';
import type { ProfileName } from '../../shared/preflight/profiles.js';
import type { UnitSystem } from '../../shared/models/markets.js';
import type { Thumbnails } from '../pictures/thumbnails.js';
import { previewFix } from './fix-preview.js';
import { createItemFindings } from './item-findings.js';
import { uploadFix, uploadFixed, type SendStream } from './upload-fix.js';
import { preflight } from './preflight.js';
import type { ProductSizes } from './product-sizes.js';
import {
  templateFix,
  templatePreflight,
  type FixChoice,
  type FixForTemplate,
  type PreflightForTemplate,
} from './template-preflight.js';

export interface PreflightsOptions {
  fileWork: FileWork;
  productSizes: ProductSizes;
  /** The profile files sent by hand (and library items' local copies) are checked with (Account: uploads.preflightProfile). */
  uploadProfile: () => ProfileName;
  /** Where library items' local copies are. */
  thumbnails: Pick<Thumbnails, 'localFile'>;
  /** Throws unless the UI may name this local file (app/path-grants/). */
  mayRead: (path: string) => void;
  /** The app's language now (the setting, `system` resolved): a job's report is written in it. */
  locale: () => AppLocale;
  /** How the connected market measures: the sizes a job's report names are in its unit. */
  units: () => UnitSystem;
}

export interface Preflights {
  /** `sync.preflight`: a local file before it is sent by hand. */
  localFile(input: ParsedInput<'sync.preflight'>): Promise<Preflight>;
  /** The print checks of a file against the product of a document template, with a profile. */
  preflightForTemplate: PreflightForTemplate;
  /** The same, and the fixes its findings call for made on a copy, judged again (a hot-folder job's fixes). */
  fixForTemplate: FixForTemplate;
  /** `library.findings`: a library item's findings, from its local copy (or why there are none). */
  itemFindings(itemId: string): Promise<ItemFindings>;
  /** Pictures of pages `from` on of a file before and after the fixes `choice` allows against a template's product. */
  previewFixForTemplate(
    path: string,
    templateId: string,
    profile: ProfileName,
    choice: FixChoice,
    from: number,
  ): Promise<FixPreview>;
  /** `sync.fixPreview`: pictures of pages `from` on of a local file before and after the fixes "Fix and upload" makes. */
  localFixPreview(input: ParsedInput<'sync.fixPreview'>): Promise<FixPreview>;
  /** `uploads.addFixed`: a local file fixed and its copy sent as `<name>.fixed.pdf`, once the upload has ended. */
  uploadFixed(input: ParsedInput<'uploads.addFixed'>, send: SendStream): Promise<UploadEntry>;
}

export function createPreflights(options: PreflightsOptions): Preflights {
  const { fileWork } = options;
  const fixForTemplate = templateFix(options);
  return {
    localFile: async ({ path, withThumbnail, withPagePictures }) => {
      options.mayRead(path);
      return preflight(path, fileWork, {
        withThumbnail,
        withPagePictures,
        profile: options.uploadProfile(),
      });
    },
    preflightForTemplate: templatePreflight(options),
    fixForTemplate,
    itemFindings: createItemFindings({ ...options, profile: options.uploadProfile }),
    previewFixForTemplate: (path, templateId, profile, choice, from) =>
      previewFix(fileWork, {
        file: path,
        from,
        fix: (output) => fixForTemplate(path, templateId, profile, choice, output),
      }),
    localFixPreview: async ({ path, from }) => {
      options.mayRead(path);
      return previewFix(fileWork, { file: path, from, fix: uploadFix(options, path) });
    },
    uploadFixed: async ({ folderPath, path, name }, send) => {
      options.mayRead(path);
      return uploadFixed({ ...options, send }, folderPath, path, name);
    },
  };
}
