import { describe, expect, it } from 'vitest';
import { BandwidthSyntaxError, parseRate, rateLabel, rateText } from './rate.js';

const KiB = 1024;
const MiB = 1024 * KiB;

describe('parseRate', () => {
  it.each([
    ['1M', MiB],
    ['500k', 500 * KiB],
    ['500K', 500 * KiB],
    ['500', 500 * KiB],
    ['2048B', 2048],
    ['2048b', 2048],
    ['1.5M', 1.5 * MiB],
    ['1G', 1024 * MiB],
    ['2Mi', 2 * MiB],
    ['2MiB', 2 * MiB],
    ['2MB', 2 * MiB],
    ['  3M ', 3 * MiB],
  ])('reads %s as %d bytes per second', (text, bytes) => {
    expect(parseRate(text)).toBe(bytes);
  });

  it.each(['off', 'OFF', '0', '0M', '0.0'])('reads %s as no limit', (text) => {
    expect(parseRate(text)).toBeNull();
  });

  it.each([
    ['', 'Give an upload rate, such as 2M (2 MiB/s), 500k (500 KiB/s) or off.'],
    ['2X', '"2X" is not a rate: "X" is not a unit. Use B, K, M or G (binary: 1M is 1 MiB/s), or none for K.'],
    [
      '2 M',
      '"2 M" is not a rate: " M" is not a unit. Use B, K, M or G (binary: 1M is 1 MiB/s), or none for K.',
    ],
    [
      'fast',
      '"fast" is not a rate: write a number with an optional unit B, K, M or G, such as 2M (2 MiB/s), 500k (500 KiB/s) or off.',
    ],
    ['-1M', '"-1M" is not a rate'],
    ['512B', '"512B" is below the lowest limit, 1K (1 KiB/s). Use off for no limit, or pause instead.'],
    ['2000G', '"2000G" is above the highest limit, 1024G (1 TiB/s); use off for none.'],
    ['10M:100k', '"10M:100k": PrintDesk limits uploads only, so give one rate, not upload:download.'],
  ])('refuses %j', (text, message) => {
    expect(() => parseRate(text)).toThrow(BandwidthSyntaxError);
    expect(() => parseRate(text)).toThrow(message);
  });
});

describe('rateText and rateLabel', () => {
  it.each([
    [2 * MiB, '2M', '2 MiB/s'],
    [500 * KiB, '500k', '500 KiB/s'],
    [1.5 * MiB, '1.5M', '1.5 MiB/s'],
    [1024 * MiB, '1G', '1 GiB/s'],
    [1500, '1500B', '1.46 KiB/s'],
    [null, 'off', 'no limit'],
  ])('writes %s as %s and %s', (bytes, text, label) => {
    expect(rateText(bytes)).toBe(text);
    expect(rateLabel(bytes)).toBe(label);
    expect(parseRate(text)).toBe(bytes);
  });
});
