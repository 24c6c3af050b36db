import { describe, expect, it } from 'vitest';
import { FolderAttributes, OrderStatus } from '../../shared/models/enums.js';
import { toXml } from './xml.js';

const body = (xml: string) => xml.replace(/^<\?xml[^>]*\?>/, '');

describe('toXml', () => {
  it('writes keys in order, omits nulls, closes empty strings and empty lists, and names enums', () => {
    const xml = toXml(
      { Id: 'a', Name: '', Owner: null, Status: 1, Attributes: 8, Tags: [], Count: 0, Done: false },
      { root: 'Thing', ns: 'urn:x', enums: { Status: OrderStatus, Attributes: FolderAttributes } },
    );
    expect(body(xml)).toBe(
      '<Thing xmlns="urn:x" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><Id>a</Id><Name /><Status>Submitted</Status><Attributes>CanBeShared</Attributes><Tags /><Count>0</Count><Done>false</Done></Thing>',
    );
  });

  it('wraps lists with named items, renames keys, and writes string lists in the Arrays namespace', () => {
    const xml = toXml(
      { SubFolders: [{ Id: '1' }, { Id: '2' }], Codes: ['ESI-O-0002'], LineItemDetails: [{ Price: 1 }] },
      { root: 'R', rename: { SubFolders: 'StoreFolders' }, items: { SubFolders: 'StoreFolder' } },
    );
    expect(body(xml)).toContain(
      '<StoreFolders><StoreFolder><Id>1</Id></StoreFolder><StoreFolder><Id>2</Id></StoreFolder></StoreFolders>',
    );
    expect(body(xml)).toContain(
      '<Codes><string xmlns="http://schemas.microsoft.com/2003/10/Serialization/Arrays">ESI-O-0002</string></Codes>',
    );
    expect(body(xml)).toContain(
      '<LineItemDetails><LineItemDetail><Price>1</Price></LineItemDetail></LineItemDetails>',
    );
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(body(toXml({ Name: 'A & B <"x">\u0001' }, { root: 'R' }))).toContain(
      '<Name>A &amp; B &lt;&quot;x&quot;&gt;</Name>',
    );
  });

  it('writes a top-level string as the root text', () => {
    expect(body(toXml('Submitted', { root: 'OrderStatus' }))).toMatch(
      /<OrderStatus [^>]*>Submitted<\/OrderStatus>/,
    );
  });
});
