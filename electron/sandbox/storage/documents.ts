/** Documents built from templates: NewDocument, create (POST Document?filePath=), update (PUT Document), GetDocumentXml. */
import { randomUUID } from 'node:crypto';
import { emptyGuid } from '../../shared/models/enums.js';
import { SandboxError, invalidField, notFound } from '../kernel/errors.js';
import {
  optionalArray,
  optionalGuid,
  optionalInt,
  optionalObject,
  optionalString,
  requiredGuid,
  requiredString,
} from '../kernel/fields.js';
import type { RequestContext, Route } from '../kernel/routes.js';
import type { StateReader } from '../kernel/state.js';
import { XML_NS, toXml } from '../kernel/xml.js';
import { checkName, ensureFolderPath } from './folders.js';
import { templateItem } from './library.js';
import { NEVER, productWire } from './present.js';
import { ITEMS, visibleItem } from '../kernel/records.js';
import type { ItemRecord, ProductRecord, SectionRecord } from '../kernel/records.js';
import { uniqueName } from './upload.js';

type Body = Readonly<Record<string, unknown>>;

/** Where documents go when `filePath` is empty. */
export const DEFAULT_DOCUMENT_FOLDER = 'Documents';

const documentXml = { root: 'Document', ns: XML_NS.orders };

interface DocumentInput {
  readonly name: string;
  readonly description: string | undefined;
  readonly referenceData: string | undefined;
  readonly product: ProductRecord;
  readonly pageCount: number;
}

/** Parses `[first,last]`; the message names the field. */
export function parseRange(field: string, range: string): [number, number] {
  const match = /^\s*\[\s*(\d{1,9})\s*,\s*(\d{1,9})\s*\]\s*$/.exec(range);
  if (!match)
    throw invalidField(field, `"${range.slice(0, 40)}" is not a page range of the form [first,last]`);
  const first = Number(match[1]);
  const last = Number(match[2]);
  if (first < 1) throw invalidField(field, `${range} starts before page 1`);
  if (last < first) throw invalidField(field, `${range} ends before it starts`);
  return [first, last];
}

function readDocument(state: StateReader, userId: string, body: Body): DocumentInput {
  const name = checkName('Name', requiredString(body, 'Name'));
  const description = optionalString(body, 'Description');
  const referenceData = optionalString(body, 'ReferenceData');
  const product = optionalObject(body, 'Product');
  if (!product) throw invalidField('Product', 'is required (an object with DocumentTemplateId and Content)');
  const templateId = requiredGuid(product, 'DocumentTemplateId', 'Product');
  const template = templateItem(state, templateId);
  if (!template?.product)
    throw new SandboxError(404, 'NotFound', `Product.DocumentTemplateId: no document template ${templateId}`);
  const contentKey = product.Content !== undefined && product.Content !== null ? 'Content' : 'content';
  const content = optionalArray(product, contentKey, 'Product');
  if (!content || content.length === 0)
    throw invalidField('Product.Content', 'needs at least one section {Source, Range}');
  let pageCount = 0;
  const sections = content.map((raw, i): SectionRecord => {
    const field = `Product.${contentKey}[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw invalidField(field, 'expected an object {Source, Range}');
    const section = raw as Body;
    const source = requiredGuid(section, 'Source', field);
    const file = visibleItem(state, userId, source);
    if (!file || file.userId === null || file.type !== 'Printfile')
      throw new SandboxError(404, 'NotFound', `${field}.Source: no print file ${source}`);
    // Neither a broken file nor a range past the file's last page is known to be refused
    // (docs/sandbox-refusals.md): the section is taken as written and counts its range's pages.
    const range = requiredString(section, 'Range', field);
    const [first, last] = parseRange(`${field}.Range`, range);
    pageCount += last - first + 1;
    return { id: optionalGuid(section, 'Id', field) ?? randomUUID(), source, range: `[${first},${last}]` };
  });
  const maxPages = template.maxPages ?? 0;
  if (pageCount > maxPages)
    throw invalidField(
      'Product.Content',
      `${pageCount} pages in all, more than template "${template.name}" allows (${maxPages})`,
    );
  const template_ = optionalString(product, 'Template', 'Product');
  return {
    name,
    description,
    referenceData,
    pageCount,
    product: {
      templateId,
      templateName: template.name,
      template: template_ === undefined || template_ === '' ? 'Custom' : template_,
      applicationId: optionalGuid(product, 'ApplicationId', 'Product') ?? emptyGuid,
      quantity: optionalInt(product, 'Quantity', 'Product', { min: 0 }) ?? 0,
      sections,
    },
  };
}

/** The document as the Mimeo DOM sees it: template, quantity and each section's pages. */
function documentDom(state: StateReader, input: DocumentInput): Record<string, unknown> {
  return {
    Name: input.name,
    Template: { Id: input.product.templateId, Name: input.product.templateName },
    Quantity: input.product.quantity,
    PageCount: input.pageCount,
    Sections: input.product.sections.map((s) => {
      const [first, last] = parseRange('Range', s.range);
      const file = state.get<ItemRecord>(ITEMS, s.source);
      return {
        Source: { Id: s.source, Name: file?.name ?? '', PageCount: file?.pageCount ?? 0 },
        Range: s.range,
        FirstPage: first,
        LastPage: last,
      };
    }),
  };
}

async function createDocument(ctx: RequestContext): Promise<Record<string, unknown>> {
  const body = await ctx.json();
  const folderPath = ctx.query.get('filePath') ?? ctx.query.get('FilePath') ?? '';
  for (const segment of folderPath.split('/').filter((s) => s.trim() !== '')) checkName('filePath', segment);
  const { folder, item } = await ctx.state.transact((tx) => {
    const input = readDocument(tx, ctx.user.id, body);
    const folder = ensureFolderPath(
      tx,
      ctx.user.id,
      folderPath.trim() === '' ? DEFAULT_DOCUMENT_FOLDER : folderPath,
      'filePath',
      ctx.now(),
    );
    const now = ctx.now().toISOString();
    const item = tx.put<ItemRecord>(ITEMS, {
      id: randomUUID(),
      userId: ctx.user.id,
      folderId: folder.id,
      type: 'Document',
      name: uniqueName(tx, folder.id, input.name),
      description: input.description ?? '',
      referenceData: input.referenceData ?? '',
      systemDetails: `Document from template ${input.product.templateName}, ${input.pageCount} pages`,
      created: now,
      lastModified: now,
      lastUsed: null,
      version: 1,
      timesUsed: 0,
      isBroken: false,
      pageCount: input.pageCount,
      size: 0,
      createdBy: ctx.user.id,
      lastModifiedBy: ctx.user.id,
      product: input.product,
    });
    return { folder, item };
  });
  return {
    FolderId: folder.id,
    Name: folder.name,
    Created: folder.created,
    Documents: [
      {
        FileId: item.id,
        Name: item.name,
        DateCreated: item.created,
        LastModified: item.lastModified,
        LastUsed: NEVER,
      },
    ],
  };
}

export const documentRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/dir/StorageService/NewDocument/{documentTemplateId}',
    operation: 'NewDocument',
    handler(ctx) {
      const id = ctx.params.documentTemplateId ?? '';
      const templateId = optionalGuid({ documentTemplateId: id }, 'documentTemplateId');
      const template = templateId ? templateItem(ctx.state, templateId) : undefined;
      if (!template?.product) throw notFound('document template', id);
      return {
        body: {
          Id: emptyGuid,
          Name: '',
          Description: '',
          ReferenceData: '',
          Product: productWire(template.product),
        },
        xml: documentXml,
      };
    },
  },
  {
    method: 'POST',
    pattern: '/dir/StorageService/Document',
    operation: 'CreateDocument',
    async handler(ctx) {
      return { body: await createDocument(ctx), xml: { root: 'Folder', ns: XML_NS.storage } };
    },
  },
  {
    method: 'PUT',
    pattern: '/dir/StorageService/Document',
    operation: 'UpdateDocument',
    async handler(ctx) {
      const body = await ctx.json();
      const id = requiredGuid(body, 'Id');
      await ctx.state.transact((tx) => {
        const existing = visibleItem(tx, ctx.user.id, id);
        if (!existing || existing.userId === null || existing.type !== 'Document')
          throw notFound('document', id);
        const input = readDocument(tx, ctx.user.id, body);
        tx.put<ItemRecord>(ITEMS, {
          ...existing,
          name:
            input.name.toLowerCase() === existing.name.toLowerCase()
              ? input.name
              : uniqueName(tx, existing.folderId, input.name),
          description: input.description ?? existing.description,
          referenceData: input.referenceData ?? existing.referenceData,
          systemDetails: `Document from template ${input.product.templateName}, ${input.pageCount} pages`,
          pageCount: input.pageCount,
          product: input.product,
          version: existing.version + 1,
          lastModified: ctx.now().toISOString(),
          lastModifiedBy: ctx.user.id,
        });
      });
      return { body: {}, xml: { root: 'RESTStorageItem', ns: XML_NS.storage } };
    },
  },
  {
    method: 'POST',
    pattern: '/dir/StorageService/Document/GetDocumentXml',
    operation: 'GetDocumentXml',
    async handler(ctx) {
      const body = await ctx.json();
      const input = readDocument(ctx.state, ctx.user.id, body);
      const dom = documentDom(ctx.state, input);
      const xml = {
        root: 'Document',
        ns: 'http://schemas.mimeo.com/dom/3.0/Document.xsd',
        items: { Sections: 'Section' },
      };
      // The operation returns a document in XML; a JSON caller gets that XML as one JSON string (a WCF string result).
      return { body: ctx.accept === 'xml' ? dom : toXml(dom, xml), xml };
    },
  },
];
