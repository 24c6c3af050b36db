/** Contract shapes of documents built from templates (the document itself travels as the wire `DocumentRequest`). */
import { z } from 'zod';

export const DocumentTemplate = z.strictObject({
  /** The DocumentTemplateId to pass to documents.new and quotes.item. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplate>;
