/**
 * A PDF file read in ranges through one file descriptor, never whole: the object reader asks for the
 * few kilobytes around an object, a content stream, an object stream. Small reads are served from a
 * handful of cached blocks (objects cluster, and the same block is asked for many times in a row).
 *
 * Reads are synchronous on purpose: this runs on a file-work thread, never the main one, and a parser
 * that can call `read` in the middle of a token stays simple and fast (no promise per object).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const blockSize = 64 * 1024;
const cachedBlocks = 32;

export class PdfSource {
  readonly size: number;
  readonly #fd: number;
  readonly #blocks = new Map<number, Buffer>();

  constructor(path: string) {
    this.#fd = openSync(path, 'r');
    try {
      this.size = fstatSync(this.#fd).size;
    } catch (error) {
      closeSync(this.#fd);
      throw error;
    }
  }

  /** Up to `length` bytes from `start` (fewer at the end of the file). */
  read(start: number, length: number): Buffer {
    const end = Math.min(this.size, start + Math.max(0, length));
    if (start >= end) return Buffer.alloc(0);
    const first = Math.floor(start / blockSize);
    if (first === Math.floor((end - 1) / blockSize)) {
      const block = this.#block(first);
      return block.subarray(start - first * blockSize, end - first * blockSize);
    }
    return this.#readDirect(start, end - start);
  }

  close(): void {
    closeSync(this.#fd);
    this.#blocks.clear();
  }

  #block(index: number): Buffer {
    const cached = this.#blocks.get(index);
    if (cached) {
      // Most recently used last: a Map keeps insertion order, so the first key is the one to drop.
      this.#blocks.delete(index);
      this.#blocks.set(index, cached);
      return cached;
    }
    const block = this.#readDirect(index * blockSize, blockSize);
    this.#blocks.set(index, block);
    if (this.#blocks.size > cachedBlocks) this.#blocks.delete(this.#blocks.keys().next().value!);
    return block;
  }

  #readDirect(start: number, length: number): Buffer {
    const buffer = Buffer.allocUnsafe(Math.min(length, this.size - start));
    let done = 0;
    while (done < buffer.length) {
      const n = readSync(this.#fd, buffer, done, buffer.length - done, start + done);
      if (n === 0) break;
      done += n;
    }
    return buffer.subarray(0, done);
  }
}
