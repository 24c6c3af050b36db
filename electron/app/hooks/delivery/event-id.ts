/**
 * An event's id, its idempotency key: derived from its type and what it is about (a file's uploaded
 * version, a job's n-th change of state, an order), never from the clock, so an event made again after
 * a crash has the id it had the first time.
 */
import { createHash } from 'node:crypto';

export function eventId(type: string, subject: string): string {
  return `evt_${createHash('sha256').update(`${type}\n${subject}`).digest('hex').slice(0, 32)}`;
}
