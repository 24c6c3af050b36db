import { randomUUID } from 'node:crypto';
import { getHeapSnapshot } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { fileKey, keyNames, relPathOfKey, splitKey } from './link-paths.js';

/** The live heap, as V8 describes it. */
async function heapSnapshot(): Promise<string> {
  let json = '';
  for await (const chunk of getHeapSnapshot()) json += String(chunk);
  return json;
}

/** The V8 types of the strings in `json` whose text is `text`; a rope's text is not in a snapshot. */
function stringTypesIn(json: string, text: string): string[] {
  const snapshot = JSON.parse(json) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const [typeAt, nameAt] = [fields.indexOf('type'), fields.indexOf('name')];
  const found: string[] = [];
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.strings[snapshot.nodes[i + nameAt]!] === text)
      found.push(types[snapshot.nodes[i + typeAt]!]!);
  }
  return found;
}

describe('fileKey', () => {
  it('names a file by its link and relative path, and splits back', () => {
    const linkId = randomUUID();
    expect(splitKey(fileKey(linkId, 'Jobs/2026/flyer: final.pdf'))).toEqual([
      linkId,
      'Jobs/2026/flyer: final.pdf',
    ]);
  });

  it('is a flat string from the start, not a rope that V8 would copy the first time it is read', async () => {
    const linkId = randomUUID();
    const relPath = `batch-${randomUUID()}/file.pdf`;
    const key = fileKey(linkId, relPath);
    // Nothing reads the key before the snapshot: reading a rope would flatten it there and then.
    const json = await heapSnapshot();
    expect(stringTypesIn(json, `${linkId}:${relPath}`)).toEqual(['string']);
    expect(key).toBe(`${linkId}:${relPath}`);
  });

  it('knows when a key names a path, so the path need not be kept', () => {
    const linkId = randomUUID();
    const key = `${linkId}:Jobs/a:b.pdf`;
    expect(keyNames(key, linkId, 'Jobs/a:b.pdf')).toBe(true);
    expect(relPathOfKey(key, linkId)).toBe('Jobs/a:b.pdf');
    expect(keyNames(key, linkId, 'Jobs/a:b.PDF')).toBe(false);
    expect(keyNames(key, linkId, 'b.pdf')).toBe(false);
    expect(keyNames(key, linkId, undefined)).toBe(false);
    expect(keyNames(key, randomUUID(), 'Jobs/a:b.pdf')).toBe(false);
    expect(relPathOfKey(key, linkId.slice(0, 8))).toBeUndefined();
  });
});
