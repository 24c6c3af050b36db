/** Making attributes of each syntax, and reading the ones a request carries. */
import type {
  IppAttribute,
  IppCollection,
  IppData,
  IppGroup,
  IppValue,
  Range,
  Resolution,
} from './ipp-codec.js';
import { Tag } from './ipp-constants.js';

const of = (name: string, tag: number, data: readonly IppData[]): IppAttribute => ({
  name,
  values: data.map((d) => ({ tag, data: d })),
});

export const keyword = (name: string, ...values: string[]) => of(name, Tag.keyword, values);
export const integer = (name: string, ...values: number[]) => of(name, Tag.integer, values);
export const enumeration = (name: string, ...values: number[]) => of(name, Tag.enum, values);
export const boolean = (name: string, value: boolean) => of(name, Tag.boolean, [value]);
export const text = (name: string, ...values: string[]) => of(name, Tag.textWithoutLanguage, values);
export const nameValue = (name: string, ...values: string[]) => of(name, Tag.nameWithoutLanguage, values);
export const uri = (name: string, ...values: string[]) => of(name, Tag.uri, values);
export const charset = (name: string, ...values: string[]) => of(name, Tag.charset, values);
export const language = (name: string, ...values: string[]) => of(name, Tag.naturalLanguage, values);
export const mimeType = (name: string, ...values: string[]) => of(name, Tag.mimeMediaType, values);
export const octets = (name: string, ...values: string[]) =>
  of(
    name,
    Tag.octetString,
    values.map((v) => new TextEncoder().encode(v)),
  );
export const dateTime = (name: string, value: Date) => of(name, Tag.dateTime, [value]);
export const resolution = (name: string, ...values: Resolution[]) => of(name, Tag.resolution, values);
export const range = (name: string, ...values: Range[]) => of(name, Tag.rangeOfInteger, values);
export const collection = (name: string, ...values: (readonly IppAttribute[])[]) =>
  of(
    name,
    Tag.begCollection,
    values.map((members): IppCollection => ({ members })),
  );
/** An attribute whose value is out of band: `no-value`, `unknown`, `unsupported`. */
export const outOfBand = (name: string, tag: number): IppAttribute => ({
  name,
  values: [{ tag, data: null }],
});

export const dpi = (x: number, y = x): Resolution => ({ x, y, units: 3 });

/** The attributes of one group tag, in order (a request may repeat a group: they are read as one). */
export function groupAttributes(groups: readonly IppGroup[], tag: number): IppAttribute[] {
  return groups.filter((g) => g.tag === tag).flatMap((g) => g.attributes);
}

export const find = (attributes: readonly IppAttribute[], name: string) =>
  attributes.find((a) => a.name === name);

/** The value's data when it has exactly one value of one of these tags; otherwise undefined. */
export function single(attribute: IppAttribute | undefined, ...tags: number[]): IppData | undefined {
  if (!attribute || attribute.values.length !== 1) return undefined;
  const value = attribute.values[0]!;
  return tags.includes(value.tag) ? value.data : undefined;
}

/** The text of a string value, with or without a language. */
export function stringOf(value: IppValue): string | undefined {
  const { data } = value;
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'text' in data) return data.text;
  return undefined;
}
