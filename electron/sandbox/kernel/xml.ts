/**
 * Writes a reply as XML the way the real service's DataContract serializer does (docs/service-facts.md §3):
 * elements in the JSON key order, one default namespace on the root, enums as names, empty strings
 * as self-closing elements, null members omitted, arrays as a wrapper element with one child per item.
 * The JSON and XML names differ in places; `XmlNaming` carries those differences per reply, on top of
 * the storage defaults below.
 */

/** A name -> number enumeration (the shape of the enum constants in shared/models/enums.ts). */
export type EnumMap = Readonly<Record<string, number>>;

export interface XmlEnum {
  readonly values: EnumMap;
  /** Flags: a value is written as the space-separated names of its bits (DataContract style). */
  readonly flags?: boolean;
}

export interface XmlNaming {
  /** Root element name, e.g. `StoreFolder`. */
  readonly root: string;
  /** Default namespace of the root (docs/service-facts.md §3.2). */
  readonly ns?: string;
  /** JSON key -> XML element name, wherever the key occurs. */
  readonly rename?: Readonly<Record<string, string>>;
  /** JSON key of an array -> element name of each item (default: the key made singular). */
  readonly items?: Readonly<Record<string, string>>;
  /** JSON key -> enumeration whose numbers are written as names. */
  readonly enums?: Readonly<Record<string, XmlEnum>>;
}

export const XML_NS = {
  storage: 'http://schemas.mimeo.com/MimeoConnect/2012/02/StorageService',
  orders: 'http://schemas.mimeo.com/MimeoConnect/2012/02/Orders',
  account: 'http://schemas.mimeo.com/MimeoConnect/2012/02/AccountService',
  eslOrder: 'http://schemas.mimeo.com/EnterpriseServices/2008/09/OrderService',
  eslOrderHistory: 'http://schemas.mimeo.com/EnterpriseServices/2008/09/OrderHistoryService',
  eslStorage: 'http://schemas.mimeo.com/EnterpriseServices/2008/09/StorageService',
  arrays: 'http://schemas.microsoft.com/2003/10/Serialization/Arrays',
  instance: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

interface Resolved {
  rename: Readonly<Record<string, string>>;
  items: Readonly<Record<string, string>>;
  enums: Readonly<Record<string, XmlEnum>>;
}

export function toXml(value: unknown, naming: XmlNaming, defaults: Omit<XmlNaming, 'root'> = {}): string {
  const resolved: Resolved = {
    rename: { ...defaults.rename, ...naming.rename },
    items: { ...defaults.items, ...naming.items },
    enums: { ...defaults.enums, ...naming.enums },
  };
  const ns = naming.ns ?? defaults.ns;
  const attrs = `${ns ? ` xmlns="${escape(ns)}"` : ''} xmlns:i="${XML_NS.instance}"`;
  const out: string[] = ['<?xml version="1.0" encoding="utf-8"?>'];
  if (Array.isArray(value)) {
    out.push(`<${naming.root}${attrs}>`);
    writeItems(out, naming.root, value, resolved);
    out.push(`</${naming.root}>`);
  } else {
    writeElement(out, naming.root, value, resolved, attrs, naming.root);
  }
  return out.join('');
}

function writeElement(
  out: string[],
  name: string,
  value: unknown,
  r: Resolved,
  attrs: string,
  key: string,
): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push(`<${name}${attrs} />`);
      return;
    }
    out.push(`<${name}${attrs}>`);
    writeItems(out, key, value, r);
    out.push(`</${name}>`);
    return;
  }
  if (typeof value === 'object') {
    out.push(`<${name}${attrs}>`);
    for (const [childKey, child] of Object.entries(value as Record<string, unknown>)) {
      if (childKey.startsWith('__')) continue;
      writeElement(out, r.rename[childKey] ?? childKey, child, r, '', childKey);
    }
    out.push(`</${name}>`);
    return;
  }
  const text = scalarText(key, value, r);
  out.push(text === '' ? `<${name}${attrs} />` : `<${name}${attrs}>${escape(text)}</${name}>`);
}

function writeItems(out: string[], key: string, items: unknown[], r: Resolved): void {
  const primitive = items.every((item) => item === null || typeof item !== 'object');
  const itemName = r.items[key] ?? (primitive ? 'string' : singular(r.rename[key] ?? key));
  const attrs = primitive && !r.items[key] ? ` xmlns="${XML_NS.arrays}"` : '';
  for (const item of items) writeElement(out, itemName, item, r, attrs, key);
}

function scalarText(key: string, value: unknown, r: Resolved): string {
  const enumeration = r.enums[key];
  if (enumeration && typeof value === 'number') return enumName(enumeration, value);
  return String(value);
}

/** The name of an enum value; flags combine as space-separated names, unknown numbers stay numbers. */
export function enumName(enumeration: XmlEnum, value: number): string {
  const entries = Object.entries(enumeration.values);
  const exact = entries.find(([, n]) => n === value);
  if (exact) return exact[0];
  if (!enumeration.flags) return String(value);
  const names = entries.filter(([, n]) => n !== 0 && (value & n) === n).map(([name]) => name);
  return names.length > 0 ? names.join(' ') : String(value);
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return `${name}Item`;
}

function escape(text: string): string {
  // Control characters cannot appear in XML 1.0 at all, so a name holding one must not break the reply.
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '') // eslint-disable-line no-control-regex
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
