/**
 * The standard security handler (ISO 32000-1 § 7.6.3, ISO 32000-2 § 7.6.4) for a file that opens
 * without a password: one protected only by an owner password, which prints like any other. Only
 * streams are decrypted: the preflight reads names and numbers, which are never encrypted, and
 * stream data (content, object streams). A file that needs a user password is pdf.js's to judge
 * (`encrypted`); it never gets here.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { PdfString, SyntaxProblem, type PdfDict, type PdfValue, type Ref } from './syntax.js';

export interface Decryptor {
  decrypt(data: Buffer, ref: Ref): Buffer;
}

const padding = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

type Cipher = 'rc4' | 'aes128' | 'aes256' | 'none';

export function createDecryptor(
  encrypt: PdfDict,
  id: PdfValue | undefined,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): Decryptor | null {
  const get = (key: string) => resolve(encrypt.get(key));
  if (get('Filter') !== 'Standard')
    throw new SyntaxProblem(`the ${String(get('Filter'))} security handler is not supported`);
  const v = Number(get('V') ?? 0);
  const r = Number(get('R') ?? 2);
  const cipher = streamCipher(v, encrypt, resolve);
  if (cipher === 'none') return null;
  const bytes = (key: string): Buffer => {
    const s = get(key);
    return s instanceof PdfString ? Buffer.from(s.bytes) : Buffer.alloc(0);
  };
  if (cipher === 'aes256') {
    const fileKey = aes256Key(r, bytes('U'), bytes('UE'));
    return { decrypt: (data) => aesDecrypt('aes-256-cbc', fileKey, data) };
  }
  const length = cipher === 'aes128' ? 16 : Math.max(5, Math.min(16, Number(get('Length') ?? 40) / 8));
  const firstId = resolve(Array.isArray(id) ? id[0] : undefined);
  const fileKey = legacyKey(
    r,
    length,
    bytes('O'),
    Number(get('P') ?? 0),
    firstId instanceof PdfString ? Buffer.from(firstId.bytes) : Buffer.alloc(0),
    get('EncryptMetadata') !== false,
  );
  return {
    decrypt(data, ref) {
      const salt = cipher === 'aes128' ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0);
      const objectBytes = Buffer.from([
        ref.num & 0xff,
        (ref.num >> 8) & 0xff,
        (ref.num >> 16) & 0xff,
        ref.gen & 0xff,
        (ref.gen >> 8) & 0xff,
      ]);
      const key = createHash('md5')
        .update(Buffer.concat([fileKey, objectBytes, salt]))
        .digest()
        .subarray(0, Math.min(16, fileKey.length + 5));
      return cipher === 'aes128' ? aesDecrypt('aes-128-cbc', key, data) : rc4(key, data);
    },
  };
}

function streamCipher(
  v: number,
  encrypt: PdfDict,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): Cipher {
  if (v < 4) return 'rc4';
  const filterName = resolve(encrypt.get('StmF')) ?? 'Identity';
  if (filterName === 'Identity') return 'none';
  const filters = resolve(encrypt.get('CF'));
  const filter = filters instanceof Map ? resolve(filters.get(String(filterName))) : undefined;
  const method = filter instanceof Map ? resolve(filter.get('CFM')) : undefined;
  if (method === 'AESV2') return 'aes128';
  if (method === 'AESV3') return 'aes256';
  if (method === 'V2') return 'rc4';
  return 'none';
}

/** Algorithm 2 of ISO 32000-1 with the empty user password. */
function legacyKey(
  r: number,
  length: number,
  owner: Buffer,
  permissions: number,
  firstId: Buffer,
  encryptMetadata: boolean,
): Buffer {
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions | 0);
  const parts = [padding, owner.subarray(0, 32), p, firstId];
  if (r >= 4 && !encryptMetadata) parts.push(Buffer.from([0xff, 0xff, 0xff, 0xff]));
  let hash = createHash('md5').update(Buffer.concat(parts)).digest();
  if (r >= 3) for (let i = 0; i < 50; i++) hash = createHash('md5').update(hash.subarray(0, length)).digest();
  return hash.subarray(0, r === 2 ? 5 : length);
}

/** Algorithms 2.A and 2.B of ISO 32000-2 with the empty user password. */
function aes256Key(r: number, user: Buffer, userKey: Buffer): Buffer {
  const keySalt = user.subarray(40, 48);
  const intermediate =
    r >= 6 ? hash2B(Buffer.alloc(0), keySalt) : createHash('sha256').update(keySalt).digest();
  const decipher = createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(userKey.subarray(0, 32)), decipher.final()]);
}

function hash2B(password: Buffer, salt: Buffer): Buffer {
  let k = createHash('sha256')
    .update(Buffer.concat([password, salt]))
    .digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([password, k])));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!)
      .update(e)
      .digest();
    if (round >= 63 && e[e.length - 1]! <= round - 31) return k.subarray(0, 32);
  }
}

function aesDecrypt(algorithm: 'aes-128-cbc' | 'aes-256-cbc', key: Buffer, data: Buffer): Buffer {
  if (data.length < 32) return Buffer.alloc(0);
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  const decipher = createDecipheriv(algorithm, key, data.subarray(0, 16));
  decipher.setAutoPadding(false);
  const out = Buffer.concat([decipher.update(body), decipher.final()]);
  const pad = out[out.length - 1]!;
  return pad >= 1 && pad <= 16 ? out.subarray(0, out.length - pad) : out;
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.allocUnsafe(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}
