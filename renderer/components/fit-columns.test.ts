import { describe, expect, it } from 'vitest';
import { fitColumns, minimumWidth, widenTrack } from './fit-columns.js';

const columns = [
  { key: 'name', width: 'minmax(180px, 2fr)' },
  { key: 'type', width: 'minmax(80px, 1fr)', dropOrder: 2 },
  { key: 'created', width: 'minmax(130px, 1fr)', dropOrder: 1 },
  { key: 'actions', width: '120px' },
];

describe('fitting columns to a width', () => {
  it('reads the smallest width of a grid track', () => {
    expect(minimumWidth('minmax(118px, 1fr)')).toBe(118);
    expect(minimumWidth('90px')).toBe(90);
    expect(minimumWidth('1fr')).toBe(0);
  });

  it('keeps every column where they fit, and the same array', () => {
    expect(fitColumns(columns, 600)).toBe(columns);
    expect(fitColumns(columns, null)).toBe(columns);
  });

  it('drops the columns that may go, highest drop order first, and never the others', () => {
    expect(fitColumns(columns, 450).map((c) => c.key)).toEqual(['name', 'created', 'actions']);
    expect(fitColumns(columns, 320).map((c) => c.key)).toEqual(['name', 'actions']);
    expect(fitColumns(columns, 100).map((c) => c.key)).toEqual(['name', 'actions']);
  });
});

describe('a track widened to what its header takes', () => {
  it('raises the minimum of a range, a fixed width and a bare fraction, and leaves enough alone', () => {
    expect(widenTrack('minmax(84px, 1fr)', 96)).toBe('minmax(96px, 1fr)');
    expect(widenTrack('70px', 82)).toBe('82px');
    expect(widenTrack('1fr', 60)).toBe('minmax(60px, 1fr)');
    expect(widenTrack('minmax(132px, 1fr)', 100)).toBe('minmax(132px, 1fr)');
  });
});
