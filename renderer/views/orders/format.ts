/**
 * How money, dates and order facts read in the Quotes and Orders views. The service prices in US
 * dollars; its zone-less timestamps are its own local time and are shown as written.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Unit prices can be fractions of a cent: up to four digits, as the service sends them. */
const unitUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

export function money(amount: number): string {
  return usd.format(amount);
}

export function unitMoney(amount: number): string {
  return unitUsd.format(amount);
}

const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const dateOnly = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** A timestamp as a calendar date; "—" when absent or the service's "never" (0001-01-01). */
export function day(timestamp: string | null | undefined): string {
  const date = parse(timestamp);
  return date ? dateOnly.format(date) : '—';
}

function parse(timestamp: string | null | undefined): Date | null {
  if (!timestamp || timestamp.startsWith('0001-01-01')) return null;
  // A zone-less value is the service's local wall-clock time: read it as a local time so it shows as written.
  const date = new Date(hasZone.test(timestamp) ? timestamp : timestamp.replace(/\.\d+$/, ''));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Order statuses by their JSON number (the service's names; electron/print-service/models.ts). */
const statusNames: Record<number, string> = {
  1: 'Submitted',
  18: 'Canceled',
  19: 'Shipped',
  24: 'Processing',
  100: 'Current',
  101: 'Saved',
  102: 'Scheduled',
  103: 'Pending',
  104: 'Expired',
};

export function orderStatusName(status: number): string {
  return statusNames[status] ?? `Status ${status}`;
}

const statusNumber = (name: string): number =>
  Number(Object.entries(statusNames).find(([, candidate]) => candidate === name)?.[0]);

/** The steps every order goes through, in order (status numbers). */
export const orderSteps: readonly number[] = ['Submitted', 'Processing', 'Shipped'].map(statusNumber);

/** Offering groups in the order the service lists them, with names a buyer reads. */
export const offeringGroups = [
  ['PrintOptions', 'Print options'],
  ['BindingAndCovers', 'Binding and covers'],
  ['TabsAndInserts', 'Tabs and inserts'],
  ['CustomOptions', 'Custom options'],
  ['Other', 'Other'],
] as const;
