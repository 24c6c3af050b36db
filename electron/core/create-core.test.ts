/**
 * Every channel of the contract, end to end: a real core on a temp data folder, talking to a real
 * sandbox over HTTP. (Malformed inputs are covered per channel in ipc/router.test.ts.)
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFile, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from './create-core.js';
import type { Core } from './create-core.js';
import type { EventName, EventPayload, Input, Output, RequestChannel } from '../shared/contract/channels.js';
import { requestChannels } from '../shared/contract/channels.js';
import type { IpcError } from '../shared/contract/app-errors.js';
import { storedOrders } from '../sandbox/test-support/stored-records.js';
import { startTestSandbox } from '../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { freePort } from '../print-service/test-support/proxies.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { signatureMatches } from '../app/hooks/delivery/signature.js';
import { TestReceiver } from '../app/hooks/delivery/test-support/receiver.js';
import { samplePdf, writeLetterPdf } from '../../test/sample-pdfs.js';

const letterPdf = await writeLetterPdf(2);
const run = promisify(execFile);
const brochurePdf = join(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');

let sandbox: TestSandbox;
let core: Core;
let dataDir: string;
const events: Array<{ event: EventName; payload: unknown; seq: number }> = [];
const exercised = new Set<RequestChannel>();
/** The file names the save dialog was asked to suggest, and whether the person cancels it. */
const savedAs: string[] = [];
let cancelSave = false;

async function call<C extends RequestChannel>(channel: C, input: Input<C>): Promise<Output<C>> {
  exercised.add(channel);
  const result = await core.router.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as Output<C>;
}

async function refusal<C extends RequestChannel>(channel: C, input: Input<C>): Promise<IpcError> {
  exercised.add(channel);
  const result = await core.router.invoke(channel, input);
  if (result.ok) throw new Error(`${channel} unexpectedly succeeded`);
  return result.error;
}

/** Resolves with the first event (already seen or still to come) that matches. */
function waitForEvent<E extends EventName>(
  event: E,
  match: (payload: EventPayload<E>) => boolean,
  since = 0,
): Promise<EventPayload<E>> {
  const seen = events.find((e) => e.seq > since && e.event === event && match(e.payload as EventPayload<E>));
  if (seen) return Promise.resolve(seen.payload as EventPayload<E>);
  return new Promise((resolve) => {
    const off = core.on((...[name, payload]) => {
      if (name === event && match(payload as EventPayload<E>)) {
        off();
        resolve(payload as EventPayload<E>);
      }
    });
  });
}

const lastSeq = () => events.at(-1)?.seq ?? 0;

beforeAll(async () => {
  // As the real service: no order look-up by reference (docs/service-facts.md §4.2).
  sandbox = await startTestSandbox({ without: ['FindOrders'] });
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-core-'));
  core = await createCore({
    dataDir,
    platform: 'headless',
    secretStore: memorySecretStore(),
    log: () => {},
    syncTiming: { stabilityMs: 300 },
    chooseSaveFile: async (fileName) => {
      savedAs.push(fileName);
      return cancelSave ? null : join(dataDir, fileName);
    },
  });
  core.on((event, payload, seq) => events.push({ event, payload, seq }));
});

afterAll(async () => {
  await core?.close();
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a fresh core', () => {
  it('connects to its embedded sandbox with the sandbox’s own key', async () => {
    const status = await call('account.status', {});
    expect(status).toMatchObject({
      environment: { kind: 'embedded' },
      connected: true,
      keyStorage: { kind: 'embedded' },
    });
    expect(status.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(status.user?.email).toContain('@');
  });

  it('saves diagnostics: the logs and facts in one file', async () => {
    const { file } = await call('account.saveDiagnostics', {});
    try {
      expect(file).toMatch(/printdesk-diagnostics-\d{8}-\d{6}\.tar\.gz$/);
      expect((await stat(file)).size).toBeGreaterThan(0);
    } finally {
      await rm(file, { force: true });
    }
  });

  it('reads the settings it runs with', async () => {
    expect(await call('settings.get', {})).toMatchObject({
      environment: { kind: 'embedded' },
      dataDir,
      platform: 'headless',
      welcomeDismissed: false,
    });
  });

  it('remembers that the welcome was closed', async () => {
    expect((await call('settings.dismissWelcome', {})).welcomeDismissed).toBe(true);
    const settingsFile = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'));
    expect(settingsFile).toMatchObject({ welcomeDismissed: true });
  });
});

describe('account and environment', () => {
  it('switches to a custom service and asks for a key there', async () => {
    const view = await call('settings.setEnvironment', {
      environment: { kind: 'custom', baseUrl: sandbox.url },
    });
    expect(view.environment).toEqual({ kind: 'custom', baseUrl: sandbox.url, market: 'us' });
    expect(await call('account.status', {})).toMatchObject({
      baseUrl: sandbox.url,
      connected: false,
      user: null,
    });
    expect(await refusal('library.tree', {})).toMatchObject({ code: 'not-connected' });
  });

  it('refuses a wrong key with the service’s message and stores nothing', async () => {
    const error = await refusal('account.connect', { key: 'not-a-real-key' });
    expect(error.code).toBe('auth');
    expect(error.message).not.toContain('not-a-real-key');
    expect((await call('account.status', {})).connected).toBe(false);
  });

  it('connects with a valid key and says whose it is and where it is kept', async () => {
    const since = lastSeq();
    const status = await call('account.connect', { key: sandbox.key });
    expect(status).toMatchObject({ connected: true, keyStorage: { kind: 'memory', persistent: false } });
    expect(status.user?.name).toBeTruthy();
    await waitForEvent('account.changed', (s) => s.connected, since);
  });

  it('checks a key against a custom service before switching to it', async () => {
    await call('settings.setEnvironment', { environment: { kind: 'embedded' } });
    const wrongKey = await refusal('account.connectService', {
      baseUrl: sandbox.url,
      key: 'not-a-real-key',
      market: 'us',
    });
    expect(wrongKey.code).toBe('auth');
    const nobody = `http://127.0.0.1:${await freePort()}`;
    expect(
      (await refusal('account.connectService', { baseUrl: nobody, key: sandbox.key, market: 'us' })).code,
    ).toBe('network');
    // A plain http:// address of another computer: nothing sent there unless the user confirmed it.
    const inClear = await refusal('account.connectService', {
      baseUrl: 'http://192.0.2.1/api',
      key: sandbox.key,
      market: 'us',
    });
    expect(inClear).toMatchObject({ code: 'insecure-http', details: { baseUrl: 'http://192.0.2.1/api' } });
    // None of the refusals left the service in use.
    expect(await call('account.status', {})).toMatchObject({
      environment: { kind: 'embedded' },
      connected: true,
    });

    const status = await call('account.connectService', {
      baseUrl: sandbox.url,
      key: sandbox.key,
      market: 'us',
    });
    expect(status).toMatchObject({
      environment: { kind: 'custom', baseUrl: sandbox.url },
      baseUrl: sandbox.url,
      connected: true,
    });
    expect(status.user?.email).toContain('@');
  });

  it('signs out, then back in', async () => {
    expect(await call('account.signOut', {})).toMatchObject({ connected: false, user: null });
    expect((await call('account.connect', { key: sandbox.key })).connected).toBe(true);
  });

  it('changes sync preferences and announces it', async () => {
    const since = lastSeq();
    const view = await call('settings.setSyncPreferences', { concurrency: 2, afterUpload: 'move' });
    expect(view.sync).toMatchObject({ concurrency: 2, afterUpload: 'move', notifications: true });
    await waitForEvent('settings.changed', (v) => v.sync.concurrency === 2, since);
  });

  it('changes one preference and leaves the others as they were', async () => {
    await call('settings.setSyncPreferences', { notifications: false });
    const view = await call('settings.setSyncPreferences', { concurrency: 3 });
    expect(view.sync).toMatchObject({ concurrency: 3, afterUpload: 'move', notifications: false });
    expect((await call('settings.setUploadPreferences', { preflightProfile: 'strict' })).uploads).toEqual({
      preflightProfile: 'strict',
    });
    expect((await call('settings.setSyncPreferences', { notifications: true })).uploads).toEqual({
      preflightProfile: 'strict',
    });
  });

  it('keeps the language setting, announces it and refuses one it does not speak', async () => {
    expect((await call('settings.get', {})).language).toBe('system');
    const since = lastSeq();
    expect((await call('settings.setLanguage', { language: 'de' })).language).toBe('de');
    await waitForEvent('settings.changed', (v) => v.language === 'de', since);
    const refused = await core.router.invoke('settings.setLanguage', { language: 'fr' });
    expect(refused).toMatchObject({ ok: false });
    expect((await call('settings.setLanguage', { language: 'system' })).language).toBe('system');
  });

  it('takes a manual proxy at once, keeps its password out of the settings file, and goes direct again', async () => {
    expect(await call('account.proxy', {})).toEqual({ setting: { mode: 'system' }, passwordStored: false });
    const port = await freePort();
    const manual = { mode: 'manual' as const, url: `http://127.0.0.1:${port}`, username: 'printroom' };
    expect(await call('account.proxy', { change: { setting: manual, password: 'proxy-s3cret' } })).toEqual({
      setting: manual,
      passwordStored: true,
    });
    const settingsFile = await readFile(join(dataDir, 'settings.json'), 'utf8');
    expect(JSON.parse(settingsFile)).toMatchObject({ proxy: manual });
    expect(settingsFile).not.toContain('proxy-s3cret');
    // The stored key is kept: only the route changed, and the error names the proxy.
    expect(await call('account.status', {})).toMatchObject({ connected: true });
    const error = await refusal('library.tree', {});
    expect(error).toMatchObject({ code: 'proxy' });
    expect(error.message).toContain(`Cannot reach the proxy 127.0.0.1:${port}`);

    const none = await call('account.proxy', { change: { setting: { mode: 'none' }, password: '' } });
    expect(none).toEqual({ setting: { mode: 'none' }, passwordStored: false });
    expect((await call('library.tree', {})).id).toBeTruthy();
    expect(
      await refusal('account.proxy', { change: { setting: { ...manual, url: 'http://u:p@proxy:1' } } }),
    ).toMatchObject({
      code: 'invalid-input',
    });
  });
});

describe('library', () => {
  let folderId: string;

  it('lists the folder tree with paths', async () => {
    const root = await call('library.tree', {});
    expect(root.path).toBe('');
    expect(root.subFolders.length).toBeGreaterThan(0);
    for (const sub of root.subFolders) expect(sub.path).toBe(sub.name);
  });

  it('creates a folder and renames it', async () => {
    const root = await call('library.tree', {});
    const created = await call('library.createFolder', { parentId: root.id, name: 'Channel test' });
    expect(created).toMatchObject({ name: 'Channel test', path: 'Channel test', parentId: root.id });
    folderId = created.id;
    expect(await call('library.renameFolder', { folderId, name: 'Channel tests' })).toEqual({ ok: true });
    const renamed = (await call('library.tree', {})).subFolders.find((f) => f.id === folderId);
    expect(renamed?.name).toBe('Channel tests');
  });

  it('uploads a file by path and reports its progress to the end', async () => {
    const since = lastSeq();
    // Picked or dropped in the window: the host grants the path (electron/app/path-grants/).
    expect(await refusal('uploads.add', { folderPath: 'Channel tests', paths: [letterPdf] })).toMatchObject({
      code: 'not-granted',
    });
    core.pathGrants.grant(letterPdf);
    const { uploads } = await call('uploads.add', { folderPath: 'Channel tests', paths: [letterPdf] });
    expect(uploads).toMatchObject([{ name: 'letter-2p.pdf', folderPath: 'Channel tests' }]);
    const done = await waitForEvent(
      'upload.changed',
      (u) => u.id === uploads[0]!.id && u.state === 'done',
      since,
    );
    expect(done.result).toMatchObject({ name: 'letter-2p.pdf', pageCount: 2, isBroken: false });
    // Its pictures come from the local file it was sent from, drawn once and then cached by content.
    const first = await call('library.thumbnail', { itemId: done.result!.fileId });
    expect(first?.dataUrl).toMatch(/^data:image\/png;base64,/);
    const second = await call('library.thumbnail', { itemId: done.result!.fileId, page: 2, size: 320 });
    expect(second?.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(second?.dataUrl).not.toBe(first?.dataUrl);
    expect(await call('library.thumbnail', { itemId: '0b8f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e' })).toBeNull();
    expect((await call('uploads.list', {})).uploads.map((u) => u.id)).toContain(done.id);
    expect(await call('uploads.cancel', { uploadId: done.id })).toEqual({ cancelled: false });
  });

  it('searches a folder with paging and shows an item’s details', async () => {
    const page = await call('library.search', { folderId, text: 'letter', page: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    const [item] = page.items;
    expect(item).toMatchObject({ name: 'letter-2p.pdf', type: 'Printfile', folderId });
    const details = await call('library.item', { itemId: item!.id });
    expect(details).toMatchObject({ id: item!.id, name: item!.name, isDeleted: false });
  });

  it('searches by the advanced criteria and deletes a print file and a document', async () => {
    const byName = await call('library.search', { name: 'letter', description: '', folderScope: 'own' });
    expect(byName.items.map((i) => i.name)).toEqual(['letter-2p.pdf']);
    const account = await call('account.status', {});
    const mine = await call('library.search', {
      createdBy: account.user!.id,
      folderOwnerUserId: account.user!.id,
    });
    expect(mine.items.map((i) => i.name)).toContain('letter-2p.pdf');
    const templates = await call('library.search', { folderScope: 'all', offeringCode: 'Color Printing' });
    expect(templates.total).toBeGreaterThan(0);
    expect(templates.items.every((i) => i.type === 'Document')).toBe(true);

    const [file] = byName.items;
    expect(await call('library.deleteItem', { itemId: file!.id })).toEqual({ ok: true });
    expect((await call('library.search', { name: 'letter' })).total).toBe(0);
    expect(await call('library.item', { itemId: file!.id })).toMatchObject({ isDeleted: true });
    const [document] = (await call('library.search', { type: 'Document', pageSize: 1 })).items;
    await call('library.deleteItem', { itemId: document!.id });
    expect((await call('library.search', { type: 'Document' })).items.map((i) => i.id)).not.toContain(
      document!.id,
    );
    expect(await refusal('library.deleteItem', { itemId: file!.id })).toMatchObject({ code: 'not-found' });
  });
});

describe('hot folders', () => {
  let hotDir: string;
  let linkId: string;

  beforeAll(async () => {
    hotDir = await mkdtemp(join(tmpdir(), 'printdesk-hot-'));
  });
  afterAll(async () => {
    await rm(hotDir, { recursive: true, force: true });
  });

  it('links a local folder and refuses to link it twice', async () => {
    const link = await call('sync.addLink', { localPath: hotDir, remotePath: 'Hot folders/Channel test' });
    expect(link).toMatchObject({ localPath: hotDir, types: ['pdf'], afterUpload: 'keep', paused: false });
    linkId = link.id;
    // Refused with the reason, on the form's local folder field (not "changed in the meantime").
    expect(await refusal('sync.addLink', { localPath: hotDir, remotePath: 'Elsewhere' })).toMatchObject({
      code: 'invalid-input',
      message: 'This folder is already a hot folder, linked to "Hot folders/Channel test".',
      details: { fields: [{ path: 'localPath' }] },
    });
    // The same folder through a symbolic link is the same files.
    const alias = `${hotDir}-alias`;
    await symlink(hotDir, alias);
    try {
      expect(await refusal('sync.addLink', { localPath: alias, remotePath: 'Elsewhere' })).toMatchObject({
        code: 'invalid-input',
        message: expect.stringContaining('already a hot folder'),
      });
    } finally {
      await rm(alias);
    }
    // Headless there is no system dialog: the UI browses the home folder instead.
    expect(await refusal('sync.pickFolder', {})).toMatchObject({ code: 'unavailable' });
    const places = await call('sync.browseFolders', {});
    expect(places.roots[0]).toMatchObject({ name: 'Home folder' });
    expect((await call('sync.browseFolders', { path: '~' })).path).toBe(places.roots[0]!.path);
    const { links } = await call('sync.links', {});
    expect(links.map((l) => l.link.id)).toContain(linkId);
  });

  it('uploads a print file written into the folder', async () => {
    const since = lastSeq();
    await copyFile(letterPdf, join(hotDir, 'letter.pdf'));
    const uploaded = await waitForEvent(
      'sync.file',
      (f) => f.linkId === linkId && f.state === 'uploaded',
      since,
    );
    expect(uploaded).toMatchObject({
      name: 'letter.pdf',
      path: 'letter.pdf',
      remoteFolder: 'Hot folders/Channel test',
    });
    const picture = await call('library.thumbnail', { itemId: uploaded.remoteFileId!, size: 320 });
    expect(picture?.dataUrl).toMatch(/^data:image\/png;base64,/);
    // Its pages are marked from the same local copy; an item never uploaded from here says why not.
    const found = await call('library.findings', { itemId: uploaded.remoteFileId! });
    expect(found).toMatchObject({ checked: true });
    expect(found.checked && found.findings.map((f) => [f.check, f.pages])).toContainEqual([
      'font-not-embedded',
      [1, 2],
    ]);
    const oldest = { pageSize: 1, sort: { by: 'created', direction: 'asc' } } as const;
    const seeded = (await call('library.search', oldest)).items[0]!;
    expect(await call('library.findings', { itemId: seeded.id })).toEqual({
      checked: false,
      why: 'unknown',
    });
    const activity = await call('sync.activity', { linkId, states: ['uploaded'] });
    expect(activity.entries.map((e) => e.name)).toContain('letter.pdf');
    const csv = await call('sync.exportCsv', { linkId });
    expect(csv.fileName).toMatch(/\.csv$/);
    expect(csv.csv).toContain('letter.pdf');
    expect((await call('sync.status', {})).uploaded).toBeGreaterThanOrEqual(1);
  });

  it('preflights a print file of a linked folder without a grant, and nothing else there', async () => {
    // The Hot folders view checks the files of its activity rows: the engine found them in a linked folder.
    expect(
      await call('sync.preflight', { path: join(hotDir, 'letter.pdf'), withThumbnail: false }),
    ).toMatchObject({ pageCount: 2 });
    const secret = join(hotDir, 'secret.txt');
    await writeFile(secret, 'not a print file, never in the journal');
    expect(await refusal('sync.preflight', { path: secret })).toMatchObject({ code: 'not-granted' });
    expect(await refusal('sync.preflight', { path: join(hotDir, '..', 'elsewhere.pdf') })).toMatchObject({
      code: 'not-granted',
    });
  });

  it('edits, pauses, resumes, retries and removes a link', async () => {
    expect(await call('sync.editLink', { id: linkId, changes: { includeSubfolders: true } })).toMatchObject({
      includeSubfolders: true,
    });
    // An edit changes what it names and keeps the rest.
    await call('sync.editLink', { id: linkId, changes: { watchMode: 'polling' } });
    expect(await call('sync.editLink', { id: linkId, changes: { afterUpload: 'keep' } })).toMatchObject({
      includeSubfolders: true,
      watchMode: 'polling',
    });
    await call('sync.pause', { linkId });
    expect((await call('sync.links', {})).links.find((l) => l.link.id === linkId)?.link.paused).toBe(true);
    await call('sync.resume', { linkId });
    expect((await call('sync.links', {})).links.find((l) => l.link.id === linkId)?.link.paused).toBe(false);
    expect((await call('sync.retry', {})).failed).toBe(0);
    expect(await call('sync.removeLink', { id: linkId })).toEqual({ ok: true });
    expect(await refusal('sync.removeLink', { id: linkId })).toMatchObject({ code: 'not-found' });
  });

  it('preflights a PDF: pages, size and a thumbnail', async () => {
    core.pathGrants.grant(letterPdf);
    const result = await call('sync.preflight', { path: letterPdf });
    expect(result).toMatchObject({
      type: 'pdf',
      pageCount: 2,
      // Points only: the window names the paper, in the market's units (i18n/sizes.ts).
      pageSize: { widthPt: 612, heightPt: 792 },
    });
    expect(result.pageSize).not.toHaveProperty('name');
    expect(result.thumbnail).toMatch(/^data:image\/png;base64,/);
  });

  it("checks a file sent by hand with the Account's profile, with pictures of the pages concerned", async () => {
    const flyer = samplePdf('summer-sale-flyer.pdf');
    const input = { path: flyer, withThumbnail: false, withPagePictures: true };
    core.pathGrants.grant(flyer);
    await call('settings.setUploadPreferences', { preflightProfile: 'off' });
    expect(await call('sync.preflight', input)).toMatchObject({
      profile: 'off',
      findings: [],
      pagePictures: [],
    });
    await call('settings.setUploadPreferences', { preflightProfile: 'standard' });
    const checked = await call('sync.preflight', input);
    expect(checked.profile).toBe('standard');
    expect(checked.findings[0]).toMatchObject({ check: 'font-not-embedded', severity: 'error', pages: [1] });
    expect(checked.pagePictures).toEqual([
      { page: 1, dataUrl: expect.stringMatching(/^data:image\/png;base64,/) },
    ]);
  });

  it('preflights a file that is not a print file', async () => {
    const path = join(hotDir, 'notes.txt');
    await writeFile(path, 'hello');
    expect(await refusal('sync.preflight', { path })).toMatchObject({ code: 'not-granted' });
    core.pathGrants.grant(path);
    expect(await call('sync.preflight', { path })).toMatchObject({
      type: null,
      pageCount: null,
      thumbnail: null,
    });
  });
});

describe('documents, quotes, orders and addresses', () => {
  let templateId: string;
  let printFileId: string;

  beforeAll(async () => {
    const page = await call('library.search', { type: 'Printfile', text: 'letter', page: 1, pageSize: 1 });
    printFileId = page.items[0]!.id;
  });

  it('lists document templates and makes a document from one', async () => {
    const { templates } = await call('documents.templates', {});
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.map((t) => t.id).sort()).toEqual([...sandbox.documentTemplateIds].sort());
    expect(templates.every((t) => t.name !== '' && t.description !== '')).toBe(true);
    templateId = sandbox.documentTemplateIds[0]!;
    const document = await call('documents.new', { templateId });
    expect(document.Product?.DocumentTemplateId).toBe(templateId);
  });

  it('saves a document, updates it and shows its XML', async () => {
    const document = {
      Name: 'Channel test brochure',
      Product: {
        DocumentTemplateId: templateId,
        Quantity: 1,
        Content: [{ Source: printFileId, Range: '[1,2]' }],
      },
    };
    const saved = await call('documents.save', { folderPath: 'Channel tests', document });
    expect(saved.Id).toBeTruthy();
    // A document's picture is its first section's: that print file's local copy is gone by now (its
    // hot folder was removed), but the same content was drawn before and the cache has it.
    expect((await call('library.thumbnail', { itemId: saved.Id! }))?.dataUrl).toMatch(/^data:image\/png;/);
    expect(
      await call('documents.update', { document: { ...document, Id: saved.Id!, Description: 'v2' } }),
    ).toEqual({
      ok: true,
    });
    // Reopened as last saved from here, in its folder; a document made elsewhere has no known content.
    expect(await call('documents.open', { itemId: saved.Id! })).toEqual({
      folderPath: 'Channel tests',
      document: { ...document, Id: saved.Id!, Description: 'v2' },
    });
    const elsewhere = await call('library.search', { type: 'Document', page: 1, pageSize: 50 });
    const seeded = elsewhere.items.find((item) => item.id !== saved.Id)!;
    expect(await call('documents.open', { itemId: seeded.id })).toEqual({ folderPath: null, document: null });
    expect((await call('documents.xml', { document: { ...document, Id: saved.Id! } })).xml).toContain(
      'Channel test brochure',
    );
  });

  it('creates an address and lists it with the main one', async () => {
    const main = await call('addresses.main', {});
    const created = await call('addresses.create', {
      address: {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Street: '1501 4th Ave',
        City: 'Seattle',
        StateOrProvince: 'WA',
        PostalCode: '98101',
        Country: 'us',
      },
    });
    expect(created).toMatchObject({ City: 'Seattle', IsUserMainAddress: false });
    const { addresses } = await call('addresses.list', {});
    expect(addresses.map((a) => a.Id)).toContain(created.Id);
    if (main) expect(addresses[0]?.Id).toBe(main.Id);
  });

  it('gives order templates, delivery choices, an order quote and an item quote', async () => {
    expect(await call('quotes.newOrderTemplate', {})).toHaveProperty('LineItems');
    expect(await call('quotes.newProductTemplate', { documentTemplateId: templateId })).toHaveProperty(
      'Product',
    );
    const draft = {
      lines: [{ storeItemId: printFileId, quantity: 10 }],
      recipient: { kind: 'main' as const },
    };
    const { methods } = await call('quotes.delivery', draft);
    expect(methods.length).toBeGreaterThan(0);
    // Needed by the day the first method arrives: the cheapest that makes it is chosen.
    const needBy = methods[0]!.arrives;
    const choice = await call('quotes.delivery', { ...draft, needBy });
    const making = choice.methods.filter((m) => m.arrives <= needBy);
    expect(choice.chosenId).toBe([...making].sort((a, b) => a.charge - b.charge)[0]!.id);
    expect(choice.methods.map((m) => m.makesDate)).toEqual(choice.methods.map((m) => m.arrives <= needBy));
    const quote = await call('quotes.order', { ...draft, shippingMethodId: methods[0]!.id });
    expect(quote.FinancialDetail.Total).toBeGreaterThan(0);
    expect(await refusal('quotes.order', draft)).toMatchObject({ code: 'invalid-input' });
    const item = await call('quotes.item', { documentTemplateId: templateId, quantity: 25 });
    expect(item.PricingDetails.Price).toBeGreaterThan(0);
  });

  it('places an order, finds it among recent orders and reads its history', async () => {
    const draft = {
      lines: [{ storeItemId: printFileId, quantity: 5 }],
      recipient: { kind: 'main' as const },
      shippingMethodId: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
    };
    const receipt = await call('orders.place', draft);
    expect(receipt.OrderFriendlyId).toMatch(/^\d{2}-\d{4}-\d{5}-\d{5}$/);
    const { orders } = await call('orders.recent', {});
    expect(orders[0]).toMatchObject({ friendlyId: receipt.OrderFriendlyId, source: 'placed' });
    const history = await call('orders.history', { friendlyId: receipt.OrderFriendlyId });
    expect(history.Order.FriendlyId).toBe(receipt.OrderFriendlyId);
  });

  it('reorders a past order: its lines and recipients, quoted again, placed as a new order', async () => {
    const { orders } = await call('orders.recent', {});
    const past = orders.find((order) => order.source === 'placed')!.friendlyId;
    const reorder = await call('orders.reorder', { friendlyId: past });
    expect(reorder.lines).toEqual([expect.objectContaining({ storeItemId: printFileId, quantity: 5 })]);
    expect(reorder.recipients).toHaveLength(1);
    const draft = {
      lines: reorder.lines.map(({ storeItemId, quantity }) => ({ storeItemId, quantity })),
      recipient: { kind: 'addresses' as const, addresses: reorder.recipients },
      shippingMethodId: reorder.shippingMethodId!,
    };
    expect((await call('quotes.order', draft)).FinancialDetail.Total).toBeGreaterThan(0);
    const receipt = await call('orders.place', draft);
    expect(receipt.OrderFriendlyId).not.toBe(past);
  });

  it('reads where orders stand: a fresh one is submitted without tracking, a seeded one has shipped', async () => {
    const { orders } = await call('orders.recent', {});
    const placed = orders.find((order) => order.source === 'placed')!.friendlyId;
    expect(await call('orders.status', { friendlyId: placed })).toEqual({ status: 1 });
    expect(await call('orders.tracking', { friendlyId: placed })).toEqual([]);
    const seeded = sandbox.orderFriendlyIds[0]!;
    expect(await call('orders.status', { friendlyId: seeded })).toEqual({ status: 19 });
    const [recipient] = await call('orders.tracking', { friendlyId: seeded });
    expect(recipient?.Value[0]?.TrackingUrl).toMatch(/^https:\/\/tracking\.example\//);
  });

  it('says plainly when an order does not exist', async () => {
    expect(await refusal('orders.history', { friendlyId: '00-0000-00000-00000' })).toMatchObject({
      code: 'not-found',
    });
  });
});

describe('distribution lists and the whole order form', () => {
  const header = 'First Name,Last Name,Street,City,State,ZIP,Country';
  const rows = Array.from(
    { length: 500 },
    (_, i) => `Reader ${i + 1},"Branch, No. ${i + 1}",${i + 1} Main St,Springfield,IL,${60000 + i},US`,
  );
  let printFileId: string;

  beforeAll(async () => {
    const page = await call('library.search', { type: 'Printfile', text: 'letter', page: 1, pageSize: 1 });
    printFileId = page.items[0]!.id;
  });

  it('previews a CSV import of 500 rows, naming the row and field of each error', async () => {
    const preview = await call('lists.previewImport', { csv: [header, ...rows].join('\n') });
    expect(preview).toMatchObject({ rowCount: 500, errors: [] });
    expect(preview.recipients[1]).toMatchObject({ FirstName: 'Reader 2', LastName: 'Branch, No. 2' });
    const broken = await call('lists.previewImport', {
      csv: [header, rows[0], 'Ada,Lovelace,,London,,,GB'].join('\n'),
    });
    expect(broken.errors.map((e) => e.message)).toEqual([
      'Row 3: Street: Enter the street and number.',
      'Row 3: PostalCode: Enter the postal code.',
    ]);
  });

  it('saves, edits, lists and deletes a list, then quotes and places an order to all 500 rows', async () => {
    const { recipients } = await call('lists.previewImport', { csv: [header, ...rows].join('\n') });
    const saved = await call('lists.save', { name: 'Branches', recipients: recipients.slice(0, 2) });
    const edited = await call('lists.save', { id: saved.id, name: 'All branches', recipients });
    expect((await call('lists.get', { listId: saved.id })).recipients).toHaveLength(500);
    expect((await call('lists.list', {})).lists).toContainEqual(
      expect.objectContaining({
        id: saved.id,
        name: 'All branches',
        recipientCount: 500,
        updated: edited.updated,
      }),
    );
    const draft = {
      lines: [{ storeItemId: printFileId, quantity: 2 }],
      recipient: { kind: 'list' as const, listId: saved.id },
      shippingMethodId: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
    };
    const quote = await call('quotes.order', draft);
    expect(quote.RecipientDetails).toHaveLength(500);
    const receipt = await call('orders.place', {
      ...draft,
      reference: 'PO-500',
      packingSlipMemo: 'With our compliments',
      specialInstructionCodes: ['ESI-O-0002'],
      notifications: { ShouldNotifyRecipients: true },
      shipFrom: { CompanyName: 'Print Room' },
      payment: {
        kind: 'card',
        nameOnCard: 'Dana Whitfield',
        number: '4111-1111-1111-1111',
        expires: '2030-09',
        billingPostalCode: '10016',
      },
    });
    const history = await call('orders.history', { friendlyId: receipt.OrderFriendlyId });
    expect(history.Order.Recipients).toHaveLength(500);
    const user = await call('account.user', {});
    expect(user).toMatchObject({ Email: expect.stringContaining('@'), Enabled: true });
    expect(user).not.toHaveProperty('Password');
    expect(history.Order).toMatchObject({
      ReferenceData: 'PO-500',
      PackagingSlip: { Memo: 'With our compliments' },
      ShipFromInfo: { CompanyName: 'Print Room' },
      PaymentMethod: { PaymentMethodType: 3 },
      SpecialInstructionCodes: [{ Code: 'ESI-O-0002' }],
      Options: { RecipientNotificationOptions: { ShouldNotifyRecipients: true, SendShippingAlerts: false } },
    });
    expect(await call('lists.delete', { listId: saved.id })).toEqual({ ok: true });
    expect(await refusal('lists.get', { listId: saved.id })).toMatchObject({ code: 'not-found' });
  });
});

describe('a hot folder that is also a printer', () => {
  it('runs a printer on its own port while on, whose jobs are the folder’s files, named after their titles', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'printdesk-core-printer-'));
    const port = await freePort();
    const since = lastSeq();
    const link = await call('sync.addLink', {
      localPath: folder,
      remotePath: 'Hot folders/Printed',
      printer: { enabled: true, port },
    });
    const uri = `ipp://127.0.0.1:${port}/ipp/print`;
    const name = `PrintDesk ${folder.split('/').pop()}`;
    const on = await waitForEvent('printers.changed', (p) => p.printers.length > 0, since);
    expect(on.printers).toEqual([{ linkId: link.id, name, uri, state: 'on' }]);
    expect((await call('printers.list', {})).printers).toEqual(on.printers);
    // Printed with CUPS' ipptool: the job is the file "Q3 Report.pdf" of the folder, and follows it.
    const test = join(folder, '..', `${link.id}.test`);
    await writeFile(
      test,
      `{
  OPERATION Print-Job
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR naturalLanguage attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR name requesting-user-name tester
  ATTR name job-name "Q3 Report"
  ATTR mimeMediaType document-format application/pdf
  FILE $filename
  STATUS successful-ok
}
{
  OPERATION Get-Job-Attributes
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR naturalLanguage attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR integer job-id $job-id
  STATUS successful-ok
  EXPECT job-state WITH-VALUE 9 REPEAT-NO-MATCH REPEAT-LIMIT 30
}
`,
    );
    const printed = await run('ipptool', ['-tf', brochurePdf, uri, test]);
    expect(printed.stdout).not.toContain('[FAIL]');
    await waitForEvent('sync.file', (f) => f.linkId === link.id && f.state === 'uploaded', since);
    const { entries } = await call('sync.activity', { linkId: link.id });
    expect(entries.map((e) => e.name)).toContain('Q3 Report.pdf');
    // Turned off, it stops listening, and keeps its port for the next time it is on.
    const off = await call('sync.editLink', { id: link.id, changes: { printer: { enabled: false } } });
    expect(off.printer).toEqual({ enabled: false, port });
    expect((await call('printers.list', {})).printers).toEqual([]);
    await expect(run('ipptool', ['-tf', brochurePdf, uri, test])).rejects.toThrow();
    await call('sync.removeLink', { id: link.id });
    await rm(folder, { recursive: true, force: true });
    await rm(test, { force: true });
  }, 120_000);
});

describe('hot-folder jobs', () => {
  const templateId = () => sandbox.documentTemplateIds[0]!;

  it('holds orders above the limit for approval: Place orders it, Discard drops it', async () => {
    const jobsDir = await mkdtemp(join(tmpdir(), 'printdesk-core-jobs-'));
    const link = await call('sync.addLink', {
      localPath: jobsDir,
      remotePath: 'Hot folders/Job test',
      preflightProfile: 'off', // the brochure's fonts are not embedded: these are about the steps after
      job: {
        action: 'order',
        templateId: templateId(),
        quantity: 1,
        spendLimit: { amount: 0, currency: 'USD' as const },
      },
    });
    const since = lastSeq();
    await copyFile(brochurePdf, join(jobsDir, 'brochure.pdf'));
    await copyFile(brochurePdf, join(jobsDir, 'flyer.pdf'));
    const heldOf = (document: string) =>
      waitForEvent(
        'jobs.changed',
        (j) => j.linkId === link.id && j.document === document && j.state === 'awaiting-approval',
        since,
      );
    const [held, other] = await Promise.all([heldOf('brochure'), heldOf('flyer')]);
    expect(held).toMatchObject({ path: 'brochure.pdf', action: 'order' });
    expect(held.total!.amount).toBeGreaterThan(0);
    // Held by its limit, not its preflight: its file is where it was, with nothing in Failed/ to open.
    expect(held.heldFile).toBeUndefined();
    expect(await refusal('jobs.heldFile', { id: held.id })).toMatchObject({
      code: 'not-found',
      message: expect.stringMatching(/brochure\.pdf is not waiting in Failed\//),
    });
    expect((await call('jobs.list', {})).jobs.map((j) => j.id)).toEqual(
      expect.arrayContaining([held.id, other.id]),
    );
    // Nor is there anything for a fix to clear: "Fix and go on" is refused, and the job still waits.
    expect(await refusal('jobs.fixAndGo', { id: held.id })).toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('cannot clear the errors'),
    });
    expect(await refusal('jobs.fixPreview', { id: held.id })).toMatchObject({ code: 'invalid-input' });
    // A file neither picked nor dropped (nor in a hot folder): the window may not have it fixed or sent.
    const elsewhere = await mkdtemp(join(tmpdir(), 'printdesk-core-unpicked-'));
    const unpicked = join(elsewhere, 'brochure.pdf');
    await copyFile(brochurePdf, unpicked);
    for (const refused of [
      await refusal('sync.fixPreview', { path: unpicked, from: 1 }),
      await refusal('uploads.addFixed', { folderPath: 'Hot folders/Job test', path: unpicked }),
    ])
      expect(refused.message).toMatch(/picked or dropped/);
    await rm(elsewhere, { recursive: true, force: true });

    expect((await call('jobs.approve', { id: held.id })).state).toBe('running');
    const done = await waitForEvent('jobs.changed', (j) => j.id === held.id && j.state === 'done', since);
    expect(done.orderFriendlyId).toBeTruthy();
    expect((await call('jobs.discard', { id: other.id })).state).toBe('discarded');
    expect(await refusal('jobs.discard', { id: held.id })).toMatchObject({ code: 'invalid-input' });
    expect(await refusal('jobs.approve', { id: 'no-such-job' })).toMatchObject({ code: 'not-found' });
    expect(held.waitingFor).toEqual([
      { kind: 'over-order-limit', total: held.total, limit: { amount: 0, currency: 'USD' } },
    ]);
    // Only an order whose answer was lost is settled or placed again by hand.
    expect(
      await refusal('jobs.settleOrder', { id: held.id, orderFriendlyId: done.orderFriendlyId! }),
    ).toMatchObject({ code: 'invalid-input' });
    expect(await refusal('jobs.placeAgain', { id: held.id })).toMatchObject({ code: 'invalid-input' });
    // On the record, who approved it; in the day's spending.
    const record = await call('jobs.orderRecord', {});
    expect(record.entries.find((e) => e.orderFriendlyId === done.orderFriendlyId)).toMatchObject({
      document: 'brochure',
      overrides: held.waitingFor!.map((reason) => ({
        reason,
        by: expect.objectContaining({ user: expect.any(String) }),
      })),
    });
    // Saved where the person chose in the save dialog, streamed; a cancelled dialog saves nothing.
    const exported = await call('jobs.exportOrderRecord', {});
    expect(exported.file).toBe(join(dataDir, savedAs.at(-1)!));
    expect(savedAs.at(-1)).toMatch(/^printdesk-hot-folder-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile(exported.file!, 'utf8')).toContain(done.orderFriendlyId);
    cancelSave = true;
    expect(await call('jobs.exportOrderRecord', {})).toEqual({ file: null });
    expect((await call('jobs.spending', {})).links).toContainEqual(
      expect.objectContaining({ linkId: link.id, spent: done.total }),
    );
    const deadline = Date.now() + 5000;
    let recent: string[] = [];
    while (!recent.includes(done.orderFriendlyId!) && Date.now() < deadline) {
      recent = (await call('orders.recent', {})).orders.map((o) => o.friendlyId);
    }
    expect(recent).toContain(done.orderFriendlyId);
    await call('sync.removeLink', { id: link.id });
    await rm(jobsDir, { recursive: true, force: true });
  });

  it('waits for a person when an order answer was lost: settled by its number, or placed again', async () => {
    const jobsDir = await mkdtemp(join(tmpdir(), 'printdesk-core-jobs-'));
    sandbox.setFaults({ rate: 1, kinds: ['reset-after'], routes: ['PlaceOrder'] });
    const link = await call('sync.addLink', {
      localPath: jobsDir,
      remotePath: 'Hot folders/Lost answers',
      preflightProfile: 'off', // the brochure's fonts are not embedded: these are about the steps after
      job: {
        action: 'order',
        templateId: templateId(),
        quantity: 1,
        spendLimit: { amount: 100_000, currency: 'USD' as const },
      },
    });
    const since = lastSeq();
    await copyFile(brochurePdf, join(jobsDir, 'lost.pdf'));
    await copyFile(brochurePdf, join(jobsDir, 'again.pdf'));
    const toCheck = (document: string) =>
      waitForEvent(
        'jobs.changed',
        (j) => j.linkId === link.id && j.document === document && j.state === 'check-order',
        since,
      );
    const [lost, again] = await Promise.all([toCheck('lost'), toCheck('again')]);
    sandbox.setFaults(null);
    expect(lost.reference).toMatch(/^PD-/);
    const placed = (await storedOrders(sandbox.dataDir)).find(
      (o) => o.history.Order.ReferenceData === lost.reference,
    )!;
    expect((await call('jobs.settleOrder', { id: lost.id, orderFriendlyId: placed.friendlyId })).state).toBe(
      'running',
    );
    const settled = await waitForEvent('jobs.changed', (j) => j.id === lost.id && j.state === 'done', since);
    expect(settled.orderFriendlyId).toBe(placed.friendlyId);
    expect((await call('jobs.placeAgain', { id: again.id })).state).toBe('running');
    await waitForEvent('jobs.changed', (j) => j.id === again.id && j.state === 'done', since);
    const byReference = (await storedOrders(sandbox.dataDir)).filter(
      (o) => o.history.Order.ReferenceData === again.reference,
    );
    expect(byReference).toHaveLength(2);
    await call('sync.removeLink', { id: link.id });
    await rm(jobsDir, { recursive: true, force: true });
  });

  it('shows a failed job with its reason, and retries it', async () => {
    const jobsDir = await mkdtemp(join(tmpdir(), 'printdesk-core-jobs-'));
    const link = await call('sync.addLink', {
      localPath: jobsDir,
      remotePath: 'Hot folders/Job failures',
      preflightProfile: 'off', // the brochure's fonts are not embedded: these are about the steps after
      // No such shipping method: the quote is refused.
      job: {
        action: 'quote',
        templateId: templateId(),
        shippingMethodId: '00000000-0000-4000-8000-000000000042',
      },
    });
    const since = lastSeq();
    await copyFile(brochurePdf, join(jobsDir, 'menu.pdf'));
    const failed = await waitForEvent(
      'jobs.changed',
      (j) => j.linkId === link.id && j.state === 'failed',
      since,
    );
    expect(failed.message).toBeTruthy();
    expect(failed.documentId).toBeTruthy();
    expect(await refusal('jobs.approve', { id: failed.id })).toMatchObject({ code: 'invalid-input' });
    expect((await call('jobs.retry', { id: failed.id })).state).toBe('running');
    await call('sync.removeLink', { id: link.id });
    await rm(jobsDir, { recursive: true, force: true });
  });
});

describe('upload bandwidth', () => {
  it('sets a limit, pauses and resumes the hot folders (kept in settings), and tells each change', async () => {
    const MiB = 1024 * 1024;
    const since = lastSeq();
    const limited = await call('bandwidth.set', { setting: { kind: 'limit', bytesPerSecond: 2 * MiB } });
    expect(limited).toMatchObject({ limit: 2 * MiB, text: '2M', source: 'settings', pause: null });
    await waitForEvent('bandwidth.changed', (s) => s.limit === 2 * MiB, since);
    const paused = await call('bandwidth.pause', { request: { kind: 'for', minutes: 60 } });
    expect((await call('sync.status', {})).state).toBe('paused');
    const saved = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')) as { pause?: unknown };
    expect(saved.pause).toEqual(paused.pause);
    expect((await call('bandwidth.resume', {})).pause).toBeNull();
    // Pausing everything from the tray is the same pause, until resumed.
    await call('sync.pause', {});
    expect((await call('bandwidth.status', {})).pause).toEqual({ until: 'resumed-by-hand' });
    await call('sync.resume', {});
    expect((await call('bandwidth.status', {})).pause).toBeNull();
    expect((await call('bandwidth.set', { setting: { kind: 'off' } })).limit).toBeNull();
  });
});

describe('event hooks', () => {
  it('sends a signed test event to the whole app’s webhook, lists the delivery and shows the secret', async () => {
    const receiver = await TestReceiver.reserve();
    await receiver.up();
    try {
      expect((await call('hooks.set', { hooks: { url: receiver.url } })).hooks.url).toBe(receiver.url);
      // Events in clear to another computer only when the hook says so.
      expect(await refusal('hooks.set', { hooks: { url: 'http://192.0.2.10/hooks' } })).toMatchObject({
        code: 'invalid-input',
      });
      const since = lastSeq();
      const { deliveries } = await call('hooks.test', {});
      expect(deliveries).toEqual([
        expect.objectContaining({
          type: 'hook.test',
          state: 'delivered',
          attempts: 1,
          answer: { ok: true, status: 204 },
        }),
      ]);
      await waitForEvent('hooks.delivery', (row) => row.type === 'hook.test', since);
      const { secret } = await call('hooks.secret', {});
      const [got] = receiver.received;
      expect(signatureMatches(got!.body, secret, got!.headers['x-printdesk-signature-256'] as string)).toBe(
        true,
      );
      expect((await call('hooks.status', {})).deliveries[0]).toMatchObject({
        type: 'hook.test',
        state: 'delivered',
      });
      await call('hooks.set', { hooks: {} });
      expect(await refusal('hooks.test', {})).toMatchObject({ code: 'invalid-input' });
    } finally {
      await receiver.down();
    }
  });
});

describe('what the core keeps in its data folder', () => {
  /** Every folder and file under `dir` (itself included) whose mode is not private: 0700 for folders, 0600 for files. */
  async function notPrivate(dir: string): Promise<string[]> {
    const found: string[] = [];
    const look = async (path: string): Promise<void> => {
      const info = await stat(path);
      const mode = info.mode & 0o777;
      if (mode !== (info.isDirectory() ? 0o700 : 0o600))
        found.push(`${relative(dir, path) || '.'} ${mode.toString(8)}`);
      if (!info.isDirectory()) return;
      for (const entry of await readdir(path, { withFileTypes: true }))
        if (!entry.isSymbolicLink()) await look(join(path, entry.name));
    };
    await look(dir);
    return found;
  }

  it('is private: folders 0700 and files 0600, the lists, journals, logs, pictures and the sandbox’s data included', async () => {
    // What the channels above wrote is all there.
    for (const written of [
      'settings.json',
      'distribution-lists.json',
      'recent-orders.json',
      'sync/journal.log',
      'jobs/journal.log',
      'hooks/outbox.jsonl',
      'hooks/signing-secret',
      'logs',
      'thumbnails/pages',
      'sandbox',
    ])
      await expect(stat(join(dataDir, written))).resolves.toBeTruthy();
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('never writes a key or a password to its log', async () => {
    const folder = join(dataDir, 'logs');
    const text = (
      await Promise.all((await readdir(folder)).map((n) => readFile(join(folder, n), 'utf8')))
    ).join('');
    // Uploads, the refused key and the proxy's failures were logged…
    expect(text).toContain('"event":"file"');
    expect(text).toContain('"event":"refusal"');
    // …and no secret used on the way, however it is spelled.
    for (const secret of [sandbox.key, 'proxy-s3cret']) {
      for (const variant of [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')])
        expect(text).not.toContain(variant);
    }
  });
});

describe('coverage', () => {
  it('exercised every channel of the contract', () => {
    expect(requestChannels.filter((c) => !exercised.has(c))).toEqual([]);
  });
});

describe('a core whose embedded sandbox cannot start', () => {
  it('still opens, says why, and answers service calls with "unavailable"', async () => {
    const brokenDir = await mkdtemp(join(tmpdir(), 'printdesk-core-broken-'));
    // A file where the sandbox's data folder should be: it cannot start there.
    await writeFile(join(brokenDir, 'sandbox'), 'not a folder');
    const broken = await createCore({
      dataDir: brokenDir,
      platform: 'headless',
      secretStore: memorySecretStore(),
      log: () => {},
    });
    try {
      const status = await broken.router.invoke('account.status', {});
      expect(status).toMatchObject({
        ok: true,
        value: { connected: false, notice: expect.stringContaining('could not start') },
      });
      expect(await broken.router.invoke('library.tree', {})).toMatchObject({
        ok: false,
        error: { code: 'unavailable' },
      });
      expect(await broken.router.invoke('settings.get', {})).toMatchObject({ ok: true });
    } finally {
      await broken.close();
      await rm(brokenDir, { recursive: true, force: true });
    }
  });
});

describe('a core whose stored key the service refuses', () => {
  it('opens without it and tells the user to connect a new one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'printdesk-core-refused-'));
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, environment: { kind: 'custom', baseUrl: sandbox.url } }),
    );
    const secrets = memorySecretStore();
    await secrets.set(sandbox.url, 'revoked-key');
    const refused = await createCore({
      dataDir: dir,
      platform: 'headless',
      secretStore: secrets,
      log: () => {},
    });
    try {
      const status = await refused.router.invoke('account.status', {});
      expect(status).toMatchObject({
        ok: true,
        value: { connected: false, user: null, notice: expect.stringContaining('refused the stored key') },
      });
      expect(await refused.router.invoke('library.tree', {})).toMatchObject({
        ok: false,
        error: { code: 'not-connected' },
      });
    } finally {
      await refused.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
