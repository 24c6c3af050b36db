/**
 * The catalogues hold together: German has exactly English's ids, area by area; every message is
 * valid ICU MessageFormat; both languages take the same arguments, of the same kinds; and a German
 * message that reads like the English one says only words both languages share (the allow-list).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { areas } from './catalogue.js';

/** Words German writes as English does: names, units, codes, command-line words. */
const sameInBothLanguages = new Set(
  [
    'PDF',
    'CSV',
    'PrintDesk',
    'printdesk',
    // German says "Hooks" and "Webhook" too.
    'Hooks',
    'preflight',
    'Preflight',
    'sync',
    'mm',
    'in',
    'ppi',
    'MB',
    'MiB',
    's',
  ].map((word) => word.toLowerCase()),
);

/** The command line's texts show `<localDir>` and the like as text: its messages are parsed without tags. */
const parseOf = (area: string, message: string) => parse(message, { ignoreTag: area === 'cli' });

/** Each argument a message takes, with its kind ("count:plural", "file:argument"). */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.argument:
        return [`${element.value}:argument`];
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [`${element.value}:${TYPE[element.type]}`];
      case TYPE.select:
      case TYPE.plural:
        return [
          `${element.value}:${TYPE[element.type]}`,
          ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
        ];
      case TYPE.tag:
        return [`<${element.value}>:tag`, ...argumentsOf(element.children)];
      default:
        return [];
    }
  });
}

/** The words a message writes itself (outside its arguments). */
function wordsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return element.value.match(/\p{L}+/gu) ?? [];
    if (element.type === TYPE.select || element.type === TYPE.plural)
      return Object.values(element.options).flatMap((option) => wordsOf(option.value));
    if (element.type === TYPE.tag) return wordsOf(element.children);
    return [];
  });
}

const unique = (list: readonly string[]) => [...new Set(list)].sort();

describe.each(Object.entries(areas))('the %s catalogue', (area, { en, de }) => {
  it('has the same ids in German as in English, each starting with the area', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) expect(id.startsWith(`${area}.`), id).toBe(true);
  });

  it.each(Object.entries(en))('%s parses in both languages with the same arguments', (id, english) => {
    const german = (de as Record<string, string>)[id]!;
    const englishArguments = unique(argumentsOf(parseOf(area, english)));
    expect(unique(argumentsOf(parseOf(area, german)))).toEqual(englishArguments);
  });

  it.each(Object.entries(en))('%s is translated, or says only words both languages share', (id, english) => {
    const german = (de as Record<string, string>)[id]!;
    if (german !== english) return;
    const untranslated = wordsOf(parseOf(area, english)).filter(
      (word) => !sameInBothLanguages.has(word.toLowerCase()),
    );
    expect(untranslated, `${id}: "${english}"`).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('see an argument German lost and a word left in English', () => {
    const english = argumentsOf(parse('{count, plural, one {# file} other {# files}} in {folder}'));
    expect(unique(argumentsOf(parse('{count, plural, one {# Datei} other {# Dateien}}')))).not.toEqual(
      unique(english),
    );
    expect(wordsOf(parse('Upload {file}'))).toEqual(['Upload']);
  });
});
