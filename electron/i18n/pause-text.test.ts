import { describe, expect, it } from 'vitest';
import { pauseFrom } from '../shared/bandwidth/pause.js';
import { pauseLabel } from './pause-text.js';

describe('pauseLabel', () => {
  const now = new Date(2025, 2, 4, 14, 5, 30);

  it('labels the end in local time', () => {
    expect(pauseLabel(pauseFrom({ kind: 'for', minutes: 60 }, now), now)).toBe('until 15:05');
    expect(pauseLabel(pauseFrom({ kind: 'until-tomorrow' }, now), now)).toBe('until tomorrow 00:00');
    expect(pauseLabel(pauseFrom({ kind: 'for', minutes: 2 * 24 * 60 }, now), now)).toBe('until Thu 14:05');
    expect(pauseLabel({ until: 'resumed-by-hand' }, now)).toBe('until resumed');
  });
});
