/** Wire models of documents: store items built from a document template out of print-file pages. */
import { z } from 'zod';
import { Guid, WireGuid, guidOrNull, list, maxCopies, text, timestampOrNull, wireInt } from './primitives.js';

/** A section of a document: which pages (`Range`, e.g. "[1,10]") of which print file (`Source` = FileId). */
export const DocumentSection = z.object({
  Id: guidOrNull,
  Source: text,
  Range: text,
});
export type DocumentSection = z.infer<typeof DocumentSection>;

export const DocumentProduct = z.object({
  Content: list(DocumentSection),
  Template: text,
  ApplicationId: guidOrNull,
  DocumentTemplateId: guidOrNull,
  Quantity: wireInt,
  DocumentTemplateName: text,
});
export type DocumentProduct = z.infer<typeof DocumentProduct>;

/** A document store item built from a template (response form; also NewDocument). */
export const Document = z.object({
  Id: guidOrNull,
  Name: text,
  Description: text,
  ReferenceData: text,
  Product: DocumentProduct.nullish().transform((v) => v ?? null),
});
export type Document = z.infer<typeof Document>;

/**
 * A document as we send it (create, update, GetDocumentXml), and as the UI hands it to the core:
 * bounded and strict, so a bad document is refused before it crosses the IPC boundary.
 */
export const DocumentRequest = z.strictObject({
  Id: Guid.optional(),
  Name: z
    .string()
    .trim()
    .min(1, 'Give the document a name.')
    .max(255, 'A document name has at most 255 characters.'),
  Description: z.string().max(2000).optional(),
  ReferenceData: z.string().max(1000).optional(),
  Product: z.strictObject({
    Content: z
      .array(
        z.strictObject({
          Id: Guid.optional(),
          /** The FileId of a print file of the library. */
          Source: Guid,
          /** Pages as "[first,last]", e.g. "[1,12]". */
          Range: z
            .string()
            .regex(
              /^\[\s*[1-9]\d{0,5}\s*,\s*[1-9]\d{0,5}\s*\]$/,
              'pages are whole numbers from 1 to 999999 (a page range looks like [1,12])',
            ),
        }),
      )
      .max(200, 'A document has at most 200 sections.'),
    Template: z.string().max(64).optional(),
    ApplicationId: Guid.optional(),
    DocumentTemplateId: Guid,
    /** 0: none chosen yet (the service's blank document). */
    Quantity: z.int().min(0).max(maxCopies).optional(),
    DocumentTemplateName: z.string().max(255).optional(),
  }),
});
export type DocumentRequest = z.infer<typeof DocumentRequest>;

/** A document the service has stored: its Id is set. */
export const SavedDocument = Document.extend({ Id: WireGuid });
export type SavedDocument = z.infer<typeof SavedDocument>;

/** The 2012 form of a create-document reply (docs/service-facts.md §4.1): the folder with the new `DocumentFile`. */
export const DocumentFolderResult = z.object({
  FolderId: WireGuid,
  Name: text,
  Created: timestampOrNull,
  Documents: z
    .array(
      z.object({
        FileId: WireGuid,
        Name: text,
        DateCreated: timestampOrNull,
        LastModified: timestampOrNull,
        LastUsed: timestampOrNull,
      }),
    )
    .min(1),
});
export type DocumentFolderResult = z.infer<typeof DocumentFolderResult>;

/**
 * The reply to a Document POST (not shown by the spec): either the stored document, or the
 * folder form of the 2012 service. The client turns both into a `SavedDocument`.
 */
export const DocumentCreateReply = z.union([SavedDocument, DocumentFolderResult]);
export type DocumentCreateReply = z.infer<typeof DocumentCreateReply>;
