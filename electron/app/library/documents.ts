/** Documents built from the service's templates: the templates, a new document, saving and updating it. */
import type { PrintServiceClient } from '../../print-service/client.js';
import { StoreItemLevelOfDetail, WellKnownFolder } from '../../print-service/models/enums.js';
import type { Document, DocumentRequest } from '../../print-service/models/documents.js';
import type { DocumentTemplate } from '../../ipc/contract/documents.js';
import { AppError } from '../../ipc/errors.js';
import type { Thumbnails } from '../pictures/thumbnails.js';

export interface DocumentsOptions {
  /** The client in use; throws AppError('not-connected') without one. */
  client: () => PrintServiceClient;
  thumbnails: Pick<Thumbnails, 'recordDocument'>;
}

export type Documents = ReturnType<typeof createDocuments>;

export function createDocuments({ client, thumbnails }: DocumentsOptions) {
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
      const saved = await storage().createDocument(folderPath, document);
      // The service cannot tell us a document's sections later: remember the first for its picture.
      const first = document.Product.Content[0];
      if (first) await thumbnails.recordDocument(saved.Id, first.Source);
      return saved;
    },
    async update(document: DocumentRequest): Promise<void> {
      if (!document.Id)
        throw new AppError('invalid-input', 'Save the document before updating it (it has no Id yet).');
      await storage().updateDocument(document);
    },
    xml: (document: DocumentRequest) => storage().getDocumentXml(document),
  };
}
