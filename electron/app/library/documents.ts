/** Documents built from the service's templates: the templates, a new document, saving and updating it. */
import type { PrintServiceClient } from '../../print-service/client.js';
import { StoreItemLevelOfDetail, WellKnownFolder } from '../../shared/models/enums.js';
import type { Document, DocumentRequest } from '../../shared/models/documents.js';
import type { DocumentTemplate } from '../../shared/contract/documents.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { Thumbnails } from '../pictures/thumbnails.js';
import type { SavedDocuments } from './saved-documents.js';

export interface DocumentsOptions {
  /** The client in use; throws AppError('not-connected') without one. */
  client: () => PrintServiceClient;
  thumbnails: Pick<Thumbnails, 'recordDocument'>;
  saved: SavedDocuments;
}

export type Documents = ReturnType<typeof createDocuments>;

export function createDocuments({ client, thumbnails, saved }: DocumentsOptions) {
  const storage = () => client().storage;
  return {
    /** Each template is a store item of the templates folder whose id is the DocumentTemplateId. */
    async templates(): Promise<DocumentTemplate[]> {
      const folder = await storage().getFolder({
        WellKnownFolder: WellKnownFolder.values.DocumentTemplatesFolder,
      });
      const found = await storage().findStoreItems({
        FolderId: folder.Id,
        PageInfo: { PageSize: 500, PageNumber: 1 },
        LevelOfDetail: StoreItemLevelOfDetail.values.All,
      });
      return found.Items.map((item) => ({ id: item.Id, name: item.Name, description: item.Description }));
    },
    create: (templateId: string) => storage().newDocument(templateId),
    async save(folderPath: string, document: DocumentRequest): Promise<Document> {
      const created = await storage().createDocument(folderPath, document);
      // The service cannot tell us a document's sections later: remember the first for its picture.
      const first = document.Product.Content[0];
      if (first) await thumbnails.recordDocument(created.Id, first.Source);
      await saved.remember(created.Id, folderPath, document);
      return created;
    },
    async update(document: DocumentRequest): Promise<void> {
      if (!document.Id)
        throw new AppError('invalid-input', 'Save the document before updating it (it has no Id yet).');
      await storage().updateDocument(document);
      await saved.remember(document.Id, null, document);
    },
    /** A library document to reopen: as PrintDesk saved it, or null content when it was made elsewhere. */
    async open(itemId: string): Promise<{ folderPath: string | null; document: DocumentRequest | null }> {
      const found = await saved.find(itemId);
      return found ?? { folderPath: null, document: null };
    },
    xml: (document: DocumentRequest) => storage().getDocumentXml(document),
  };
}
