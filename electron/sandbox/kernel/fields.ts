/**
 * Readers for fields of a JSON request body. Each returns the value or throws a 400 naming the
 * field (`PageInfo.PageSize: expected an integer, got "ten"`), so every handler validates the same way.
 */
import { emptyGuid } from '../../shared/models/enums.js';
import { WireGuid } from '../../shared/models/primitives.js';
import { invalidField } from './errors.js';

type Body = Readonly<Record<string, unknown>>;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.slice(0, 60)}"`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function label(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/** A GUID (with or without hyphens) -> lower-case 8-4-4-4-12; the all-zero GUID and absent -> undefined. */
export function optionalGuid(body: Body, name: string, prefix = ''): string | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  const guid = WireGuid.safeParse(value);
  if (!guid.success) throw invalidField(label(prefix, name), `expected a GUID, got ${describe(value)}`);
  return guid.data === emptyGuid ? undefined : guid.data;
}

export function requiredGuid(body: Body, name: string, prefix = ''): string {
  const value = optionalGuid(body, name, prefix);
  if (value === undefined) throw invalidField(label(prefix, name), 'is required (a GUID)');
  return value;
}

export function optionalString(body: Body, name: string, prefix = ''): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw invalidField(label(prefix, name), `expected a string, got ${describe(value)}`);
  return value;
}

export function requiredString(body: Body, name: string, prefix = ''): string {
  const value = optionalString(body, name, prefix);
  if (value === undefined || value.trim() === '')
    throw invalidField(label(prefix, name), 'is required (a non-empty string)');
  return value;
}

export function optionalInt(
  body: Body,
  name: string,
  prefix = '',
  range?: { min?: number; max?: number },
): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalidField(label(prefix, name), `expected an integer, got ${describe(value)}`);
  if (range?.min !== undefined && value < range.min)
    throw invalidField(label(prefix, name), `must be at least ${range.min}, got ${value}`);
  if (range?.max !== undefined && value > range.max)
    throw invalidField(label(prefix, name), `must be at most ${range.max}, got ${value}`);
  return value;
}

export function optionalBool(body: Body, name: string, prefix = ''): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    throw invalidField(label(prefix, name), `expected true or false, got ${describe(value)}`);
  return value;
}

export function optionalObject(body: Body, name: string, prefix = ''): Body | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidField(label(prefix, name), `expected an object, got ${describe(value)}`);
  return value as Body;
}

export function optionalArray(body: Body, name: string, prefix = ''): unknown[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value))
    throw invalidField(label(prefix, name), `expected an array, got ${describe(value)}`);
  return value;
}

/** A timestamp with or without a zone (a zone-less one is read as UTC) -> epoch milliseconds. */
export function optionalTimestamp(body: Body, name: string, prefix = ''): number | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
  const match = typeof value === 'string' ? iso.exec(value) : null;
  if (!match)
    throw invalidField(label(prefix, name), `expected an ISO 8601 timestamp, got ${describe(value)}`);
  // Date.parse wants `+05:00`, and reads a zone-less date-time as local time: make both explicit.
  const text = (value as string).replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(match[1] || text.length === 10 ? text : `${text}Z`);
  if (Number.isNaN(ms))
    throw invalidField(label(prefix, name), `expected an ISO 8601 timestamp, got ${describe(value)}`);
  return ms;
}
