/** File and folder operations (`/dir/StorageService`): folders, store items, documents. */
import { z } from 'zod';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { checkRequest } from './http.js';
import type { CallOptions, ServiceConnection } from './http.js';
import { encodeFolderPath, folderPathSegments } from './folder-path.js';
import { servicePaths } from '../shared/models/service-paths.js';
import { Document, DocumentCreateReply, DocumentRequest, SavedDocument } from '../shared/models/documents.js';
import { Guid } from '../shared/models/primitives.js';
import {
  CreateFolderRequest,
  GetFolderRequest,
  GetStoreItemRequest,
  StoreFolder,
  StoreItem,
  StoreItemSearchCriteria,
  StoreItemSearchResult,
  UpdateFolderRequest,
} from '../shared/models/storage.js';

export interface StorageApi {
  findStoreItems(criteria: StoreItemSearchCriteria, options?: CallOptions): Promise<StoreItemSearchResult>;
  createFolder(request: CreateFolderRequest, options?: CallOptions): Promise<StoreFolder>;
  getFolder(request: GetFolderRequest, options?: CallOptions): Promise<StoreFolder>;
  updateFolder(request: UpdateFolderRequest, options?: CallOptions): Promise<void>;
  getStoreItem(request: GetStoreItemRequest, options?: CallOptions): Promise<StoreItem>;
  /** Stores a new document under a folder path ("Documents/Brochures"); returns it with its new Id. */
  createDocument(
    folderPath: string,
    document: DocumentRequest,
    options?: CallOptions,
  ): Promise<SavedDocument>;
  updateDocument(document: DocumentRequest, options?: CallOptions): Promise<void>;
  /** The document's XML rendering, as the service sends it. */
  getDocumentXml(document: DocumentRequest, options?: CallOptions): Promise<string>;
  /** A blank document for a document template. */
  newDocument(documentTemplateId: string, options?: CallOptions): Promise<Document>;
  /** Deletes the print file named `fileName` in the folder at `folderPath` ("Marketing/Flyers"). */
  deletePrintFile(folderPath: string, fileName: string, options?: CallOptions): Promise<void>;
  /** Deletes the document `documentId` of the folder at `folderPath`. */
  deleteDocument(folderPath: string, documentId: string, options?: CallOptions): Promise<void>;
}

const json = <T>(schema: z.ZodType<T, unknown>) => ({ kind: 'json', schema }) as const;
const TemplateId = z.object({ documentTemplateId: Guid });
const FileName = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[^/\\]*$/, 'has no / or \\'),
});
const DocumentId = z.object({ documentId: Guid });

export function storageApi(service: ServiceConnection): StorageApi {
  return {
    findStoreItems: async (criteria, options) =>
      service.call(
        {
          operation: 'FindStoreItems',
          method: 'POST',
          path: servicePaths.findStoreItems,
          json: checkRequest('FindStoreItems', StoreItemSearchCriteria, criteria),
          expect: json(StoreItemSearchResult),
          idempotent: true,
        },
        options,
      ),
    createFolder: async (request, options) =>
      service.call(
        {
          operation: 'CreateFolder',
          method: 'POST',
          path: servicePaths.createFolder,
          json: checkRequest('CreateFolder', CreateFolderRequest, request),
          expect: json(StoreFolder),
          idempotent: false,
        },
        options,
      ),
    getFolder: async (request, options) =>
      service.call(
        {
          operation: 'GetFolder',
          method: 'POST',
          path: servicePaths.getFolder,
          json: checkRequest('GetFolder', GetFolderRequest, request),
          expect: json(StoreFolder),
          idempotent: true,
        },
        options,
      ),
    updateFolder: async (request, options) =>
      service.call(
        {
          operation: 'UpdateFolder',
          method: 'POST',
          path: servicePaths.updateFolder,
          json: checkRequest('UpdateFolder', UpdateFolderRequest, request),
          expect: { kind: 'none' },
          // Setting the same name/description twice has the same effect as once.
          idempotent: true,
        },
        options,
      ),
    getStoreItem: async (request, options) =>
      service.call(
        {
          operation: 'GetStoreItem',
          method: 'POST',
          path: servicePaths.getStoreItem,
          json: checkRequest('GetStoreItem', GetStoreItemRequest, request),
          expect: json(StoreItem),
          idempotent: true,
        },
        options,
      ),
    async createDocument(folderPath, document, options) {
      const body = checkRequest('CreateDocument', DocumentRequest, document);
      const query = new URLSearchParams({
        filePath: folderPathSegments('CreateDocument', folderPath).join('/'),
      });
      const reply = await service.call(
        {
          operation: 'CreateDocument',
          method: 'POST',
          path: `${servicePaths.document}?${query.toString()}`,
          json: body,
          expect: json(DocumentCreateReply),
          idempotent: false,
        },
        options,
      );
      if ('Id' in reply) return reply;
      // The folder form names only the new document's id: the rest is what we sent.
      const saved = reply.Documents[reply.Documents.length - 1]!;
      return SavedDocument.parse({ ...body, Id: saved.FileId, Name: saved.Name || body.Name });
    },
    updateDocument: async (document, options) =>
      service.call(
        {
          operation: 'UpdateDocument',
          method: 'PUT',
          path: servicePaths.document,
          json: checkRequest('UpdateDocument', DocumentRequest, document),
          expect: { kind: 'none' },
          idempotent: true,
        },
        options,
      ),
    async getDocumentXml(document, options) {
      const text = await service.call<string>(
        {
          operation: 'GetDocumentXml',
          method: 'POST',
          path: servicePaths.getDocumentXml,
          json: checkRequest('GetDocumentXml', DocumentRequest, document),
          expect: { kind: 'text' },
          // The reply is a document in XML: ask for XML, whatever the rest of the API speaks.
          accept: 'application/xml, text/xml;q=0.9, */*;q=0.1',
          idempotent: true,
        },
        options,
      );
      const xml = unwrapJsonString(text);
      if (xml.trim() === '') {
        throw new PrintServiceError({
          kind: 'invalid-response',
          operation: 'GetDocumentXml',
          requestSent: true,
          message: 'The print service sent an empty document to GetDocumentXml.',
        });
      }
      return xml;
    },
    async newDocument(documentTemplateId, options) {
      const { documentTemplateId: id } = checkRequest('NewDocument', TemplateId, { documentTemplateId });
      return service.call(
        {
          operation: 'NewDocument',
          method: 'GET',
          path: servicePaths.newDocumentPrefix + encodeURIComponent(id),
          expect: json(Document),
          idempotent: true,
        },
        options,
      );
    },
    async deletePrintFile(folderPath, fileName, options) {
      const { fileName: name } = checkRequest('DeletePrintFile', FileName, { fileName });
      await service.call(
        {
          operation: 'DeletePrintFile',
          method: 'DELETE',
          path: `${servicePaths.uploadPrefix}${encodeFolderPath('DeletePrintFile', folderPath)}/${encodeURIComponent(name)}`,
          expect: { kind: 'none' },
          // A repeat answers 404: a retry after a lost reply would report a delete that happened as a failure.
          idempotent: false,
        },
        options,
      );
    },
    async deleteDocument(folderPath, documentId, options) {
      const { documentId: id } = checkRequest('DeleteDocument', DocumentId, { documentId });
      await service.call(
        {
          operation: 'DeleteDocument',
          method: 'DELETE',
          path: `${servicePaths.document}/${encodeFolderPath('DeleteDocument', folderPath)}/${encodeURIComponent(id)}`,
          expect: { kind: 'none' },
          idempotent: false,
        },
        options,
      );
    },
  };
}

/** A JSON reply may carry the XML as one JSON string; an XML reply is the text itself. */
function unwrapJsonString(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('"')) return text;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}
