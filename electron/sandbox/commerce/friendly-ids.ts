/**
 * Friendly ids as the real service writes them, `NN-NNNN-NNNNN-NNNNN` (docs/service-facts.md §9): the first group is
 * the kind (`00` order, `01` line item), the second an account group shared by an order and its lines,
 * the third a sequence, the fourth a random check group — e.g. order `00-0054-00071-36703` with line
 * item `01-0054-00073-79185`.
 */
import { randomInt } from 'node:crypto';

const PATTERN = /^(\d{2})-(\d{4})-(\d{5})-(\d{5})$/;

const kindPrefix = { order: '00', lineItem: '01' } as const;
export type FriendlyIdKind = keyof typeof kindPrefix;

export function isFriendlyId(value: string, kind?: FriendlyIdKind): boolean {
  const match = PATTERN.exec(value);
  return match !== null && (kind === undefined || match[1] === kindPrefix[kind]);
}

function digits(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A fresh order friendly id that `isTaken` does not know yet. */
export function newOrderFriendlyId(isTaken: (friendlyId: string) => boolean): string {
  for (;;) {
    const candidate = `00-${digits(randomInt(10_000), 4)}-${digits(randomInt(100_000), 5)}-${digits(randomInt(100_000), 5)}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** The friendly id of the `index`th line item of an order: same account group, the sequence numbers after the order's. */
export function lineItemFriendlyId(orderFriendlyId: string, index: number): string {
  const match = PATTERN.exec(orderFriendlyId);
  if (!match) throw new Error(`not an order friendly id: ${orderFriendlyId}`);
  const sequence = (Number(match[3]) + 2 + index) % 100_000;
  return `01-${match[2]}-${digits(sequence, 5)}-${digits(randomInt(100_000), 5)}`;
}
