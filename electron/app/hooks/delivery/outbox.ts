/**
 * The hooks' outbox (`<dataDir>/hooks/outbox.jsonl`): every event is on disk (appended and
 * fdatasynced, platform/durable-append.ts) before it is sent to anyone, and so is every attempt's
 * answer, so a delivery goes on after a crash or a restart where it stood, and one acknowledged is
 * never sent again. It also keeps, per subject (a job, a folder, the key), which change of state the
 * last event was made for (a cursor), so that a change seen again after a crash makes the same
 * event, with the same id, and not a second one.
 *
 * Compacted when opened (a new file renamed over the old): events still to deliver whole, the last
 * finished ones whole (the Hooks section shows them), older ones as their id only for a week (an
 * event made again is recognised), and every cursor, except that of a subject that changes no more
 * (a job done or discarded) once it is a month old: a subject that may still change keeps its count,
 * or its next event would reuse an id already delivered. One process at a time: the app that holds
 * the data folder's sync journal.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HookAnswer, HookEvent } from '../../../shared/contract/hooks.js';
import { LineAppender, readJsonLines } from '../../../platform/durable-append.js';
import { writeFileAtomic } from '../../../platform/durable-files.js';
import { privateFolderMode } from '../../../platform/private-files.js';

/** A subject's last change of state that made an event: `n` counts them. */
export interface Cursor {
  readonly subject: string;
  readonly state: string;
  readonly n: number;
  readonly at: number;
  /** The subject changes no more (a job done or discarded): forgotten a month later. */
  readonly final?: true;
}

export interface Delivery {
  readonly target: string;
  attempts: number;
  lastAt?: number;
  answer?: HookAnswer;
  /** When it may be tried (again). */
  nextAt: number;
  state: 'pending' | 'delivered' | 'given-up';
}

export interface OutboxEvent {
  readonly event: HookEvent;
  /** Its place in the outbox: deliveries to one target go in this order. */
  readonly seq: number;
  readonly madeAt: number;
  /** A test event: tried once, never again. */
  readonly test: boolean;
  readonly deliveries: Map<string, Delivery>;
}

type SavedDelivery = Omit<Delivery, 'target'>;

type Line =
  | {
      t: 'event';
      event: unknown;
      targets: string[];
      at: number;
      test?: true;
      cursor?: Cursor;
      /** Written by compaction: where each delivery stood. */
      deliveries?: Record<string, SavedDelivery>;
    }
  | { t: 'attempt'; id: string; target: string; at: number; answer: unknown; next?: number }
  | ({ t: 'cursor' } & Cursor)
  | { t: 'seen'; id: string; at: number };

const recentKept = 100;
const seenKeptMs = 7 * 86_400_000;
const cursorKeptMs = 30 * 86_400_000;

export class HookOutbox {
  private readonly events = new Map<string, OutboxEvent>();
  /** Ids of events finished long ago, kept so an event made again is recognised. */
  private readonly seen = new Map<string, number>();
  private readonly cursors = new Map<string, Cursor>();
  private seq = 0;

  private constructor(
    readonly file: string,
    private appender: LineAppender | undefined,
  ) {}

  static async open(dataDir: string, now = Date.now()): Promise<HookOutbox> {
    const file = path.join(dataDir, 'hooks', 'outbox.jsonl');
    await mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
    const outbox = new HookOutbox(file, undefined);
    for (const line of await readJsonLines(file, (value) => value as Line)) outbox.replay(line);
    await writeFileAtomic(file, outbox.compacted(now).join(''));
    outbox.appender = await LineAppender.open(file);
    return outbox;
  }

  /** Whether an event with this id was ever made (and is still remembered). */
  has(id: string): boolean {
    return this.events.has(id) || this.seen.has(id);
  }

  cursor(subject: string): Cursor | undefined {
    return this.cursors.get(subject);
  }

  /**
   * Journals a new event for `targets`, with the cursor it moves; resolves once it is on disk.
   * An event already known is not added again (undefined), though its cursor is still recorded.
   */
  async add(
    event: HookEvent,
    targets: readonly string[],
    options: { test?: boolean; cursor?: Omit<Cursor, 'at'>; now: number },
  ): Promise<OutboxEvent | undefined> {
    const cursor = options.cursor && { ...options.cursor, at: options.now };
    if (this.has(event.id)) {
      if (cursor) await this.moveCursor(cursor);
      return undefined;
    }
    const line: Line = {
      t: 'event',
      event,
      targets: [...targets],
      at: options.now,
      ...(options.test ? { test: true as const } : {}),
      ...(cursor ? { cursor } : {}),
    };
    await this.append(line);
    this.replay(line);
    return this.events.get(event.id);
  }

  /** A change of state that makes no event (a job running again): the next one counts from it. */
  async moveCursor(cursor: Cursor): Promise<void> {
    await this.append({ t: 'cursor', ...cursor });
    this.cursors.set(cursor.subject, cursor);
  }

  /** One attempt's answer; `next`: when to try again (absent: it is over, delivered or given up). */
  async attempted(id: string, target: string, answer: HookAnswer, at: number, next?: number): Promise<void> {
    const line: Line = { t: 'attempt', id, target, at, answer, ...(next === undefined ? {} : { next }) };
    await this.append(line);
    this.replay(line);
  }

  /** Events with a delivery still to make, in the order they were made. */
  unfinished(): OutboxEvent[] {
    return [...this.events.values()].filter((e) =>
      [...e.deliveries.values()].some((d) => d.state === 'pending'),
    );
  }

  /** Every event kept whole, newest first. */
  all(): OutboxEvent[] {
    return [...this.events.values()].sort((a, b) => b.seq - a.seq);
  }

  async close(): Promise<void> {
    const appender = this.appender;
    this.appender = undefined;
    await appender?.close();
  }

  private append(line: Line): Promise<void> {
    if (!this.appender) return Promise.reject(new Error('The hooks outbox is closed.'));
    return this.appender.append([JSON.stringify(line)]);
  }

  private replay(line: Line): void {
    if (line.t === 'event') {
      const event = HookEvent.safeParse(line.event);
      if (!event.success || !Array.isArray(line.targets)) return;
      const deliveries = new Map<string, Delivery>();
      for (const target of line.targets) {
        const saved = line.deliveries?.[target];
        deliveries.set(target, { target, attempts: 0, nextAt: line.at, state: 'pending', ...saved });
      }
      this.events.set(event.data.id, {
        event: event.data,
        seq: ++this.seq,
        madeAt: line.at,
        test: line.test === true,
        deliveries,
      });
      if (line.cursor) this.cursors.set(line.cursor.subject, line.cursor);
    } else if (line.t === 'attempt') {
      const delivery = this.events.get(line.id)?.deliveries.get(line.target);
      const answer = HookAnswer.safeParse(line.answer);
      if (!delivery || !answer.success) return;
      delivery.attempts += 1;
      delivery.lastAt = line.at;
      delivery.answer = answer.data;
      if (line.next !== undefined) delivery.nextAt = line.next;
      else delivery.state = answer.data.ok ? 'delivered' : 'given-up';
    } else if (line.t === 'cursor') {
      const { t: _t, ...cursor } = line;
      this.cursors.set(cursor.subject, cursor);
    } else if (line.t === 'seen') {
      this.seen.set(line.id, line.at);
    }
  }

  /** The lines of the compacted file; what is dropped is dropped from memory too. */
  private compacted(now: number): string[] {
    const lines: Line[] = [];
    const unfinished = new Set(this.unfinished());
    const finished = this.all().filter((e) => !unfinished.has(e));
    const lastOf = (e: OutboxEvent) =>
      Math.max(e.madeAt, ...[...e.deliveries.values()].map((d) => d.lastAt ?? 0));
    for (const e of finished.slice(recentKept)) {
      this.events.delete(e.event.id);
      if (now - lastOf(e) < seenKeptMs) this.seen.set(e.event.id, lastOf(e));
    }
    for (const [id, at] of this.seen) {
      if (now - at < seenKeptMs) lines.push({ t: 'seen', id, at });
      else this.seen.delete(id);
    }
    for (const e of [...this.events.values()].sort((a, b) => a.seq - b.seq)) {
      const deliveries = Object.fromEntries(
        [...e.deliveries.values()].map(({ target, ...saved }) => [target, saved]),
      );
      lines.push({
        t: 'event',
        event: e.event,
        targets: [...e.deliveries.keys()],
        at: e.madeAt,
        ...(e.test ? { test: true as const } : {}),
        deliveries,
      });
    }
    for (const cursor of this.cursors.values()) {
      // A subject that may change again keeps its count, or its next event would reuse an old id.
      if (!cursor.final || now - cursor.at < cursorKeptMs) lines.push({ t: 'cursor', ...cursor });
      else this.cursors.delete(cursor.subject);
    }
    return lines.map((line) => `${JSON.stringify(line)}\n`);
  }
}
