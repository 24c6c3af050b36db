import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EngineEvents } from './engine-events.js';
import { FileLedger } from './file-ledger.js';
import { allowedTransitions, IllegalTransition } from './file-transitions.js';
import { Journal } from './journal.js';
import { emptyCounts, type FileState } from '../shared/sync/status.js';

/** The arrows of the file-state diagram (the first mermaid block of docs/sync-engine.md), `[*]` read as `new`. */
function diagramArrows(): Set<string> {
  const doc = readFileSync(path.join(import.meta.dirname, '../../docs/sync-engine.md'), 'utf8');
  const block = /```mermaid\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/sync-engine.md has no mermaid block');
  const arrows = new Set<string>();
  for (const line of block.split('\n')) {
    const arrow = /^\s*(\S+)\s*-->\s*([^\s:]+)/.exec(line);
    if (arrow) arrows.add(`${arrow[1] === '[*]' ? 'new' : arrow[1]} → ${arrow[2]}`);
  }
  return arrows;
}

function tableArrows(): Set<string> {
  return new Set(
    Object.entries(allowedTransitions).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`)),
  );
}

describe('the file state machine', () => {
  it('is drawn in docs/sync-engine.md arrow for arrow', () => {
    const drawn = diagramArrows();
    const allowed = tableArrows();
    expect(
      [...allowed].filter((a) => !drawn.has(a)),
      'allowed but not drawn',
    ).toEqual([]);
    expect(
      [...drawn].filter((a) => !allowed.has(a)),
      'drawn but not allowed',
    ).toEqual([]);
  });

  describe('FileLedger.transition', () => {
    let dir: string;
    let journal: Journal;
    let events: EngineEvents;
    let ledger: FileLedger;

    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-transitions-'));
      journal = await Journal.open(path.join(dir, 'journal.log'));
      const idle = { ...emptyCounts(), state: 'idle', bytesTotal: 0, bytesSent: 0 } as const;
      events = new EngineEvents({ status: () => idle, uploads: () => [], bytesTotal: () => 0 }, 100);
      ledger = new FileLedger(journal, 100, events);
    });
    afterEach(async () => {
      events.close();
      await journal.close();
      await rm(dir, { recursive: true, force: true });
    });

    const version = { linkId: 'link', relPath: 'a.pdf', remoteFolder: 'Hot', size: 10, mtimeMs: 1 };

    it('refuses a move the table lacks, and journals, counts and announces nothing', async () => {
      const announced: string[] = [];
      events.on('file', (e) => announced.push(`${e.previous ?? 'new'} → ${e.entry.state}`));
      await ledger.transition('link:a.pdf', { ...version, state: 'queued' });
      await ledger.transition('link:a.pdf', { state: 'uploading', attempts: 1 });
      await ledger.transition('link:a.pdf', { state: 'uploaded', fileId: 'f1' });
      const onDisk = await readFile(path.join(dir, 'journal.log'), 'utf8');

      const refused = ledger.transition('link:a.pdf', { state: 'uploading', attempts: 2 });
      await expect(refused).rejects.toThrow(IllegalTransition);
      await expect(refused).rejects.toThrow('link:a.pdf cannot go from uploaded to uploading');
      await expect(ledger.transition('link:b.pdf', { ...version, state: 'uploaded' })).rejects.toThrow(
        'cannot go from new to uploaded',
      );

      expect(ledger.get('link:a.pdf')).toMatchObject({ state: 'uploaded', attempts: 1, fileId: 'f1' });
      expect(ledger.get('link:b.pdf')).toBeUndefined();
      expect(ledger.totals()).toMatchObject({ uploaded: 1, uploading: 0 });
      expect(await readFile(path.join(dir, 'journal.log'), 'utf8')).toBe(onDisk);
      expect(announced).toEqual(['new → queued', 'queued → uploading', 'uploading → uploaded']);
    });

    it('takes every move the table has, from every state', async () => {
      for (const [from, tos] of Object.entries(allowedTransitions)) {
        for (const to of tos) {
          const key = `link:${from}-${to}.pdf`;
          // The journal (not the ledger) places the file in its starting state, whatever led there.
          if (from !== 'new') {
            await journal.put({ ...version, key, state: from as FileState, attempts: 0, updatedAt: 1 });
          }
          const next = await ledger.transition(key, { ...version, state: to });
          expect(next.state, `${from} → ${to}`).toBe(to);
        }
      }
    });
  });
});
