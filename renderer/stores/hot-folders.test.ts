import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test-support/fake-api.js';
import { sampleActivity as entry } from '../test-support/samples.js';
import { foldByFile, localPathOf, useHotFolders } from './hot-folders.js';

describe('the hot-folders store', () => {
  it('keeps the newest record of each file', () => {
    const rows = foldByFile(
      [],
      [
        entry('a.pdf', { seq: 3, state: 'uploaded', at: '2026-01-01T10:02:00Z' }),
        entry('a.pdf', { seq: 1, state: 'queued', at: '2026-01-01T10:00:00Z' }),
      ],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('uploaded');
  });

  it('drops events older than the last one applied', () => {
    useHotFolders.setState({
      activity: [entry('a.pdf', { state: 'uploaded', at: '2026-01-01T10:02:00Z' })],
      activityLoaded: true,
    });
    useHotFolders.getState().applyFile(entry('a.pdf', { state: 'uploaded', at: '2026-01-01T10:03:00Z' }), 5);
    useHotFolders.getState().applyFile(entry('a.pdf', { state: 'queued', at: '2026-01-01T10:01:00Z' }), 4);
    expect(useHotFolders.getState().activity[0]!.state).toBe('uploaded');
  });

  it('removes a file whose new state the filter hides', () => {
    useHotFolders.setState({
      activity: [entry('a.pdf', { state: 'failed' })],
      filter: { states: ['failed'], linkId: null, text: '' },
    });
    useHotFolders.getState().applyFile(entry('a.pdf', { state: 'queued' }), 1);
    expect(useHotFolders.getState().activity).toHaveLength(0);
  });

  it('loads the next page of history and stops when a page comes back empty', async () => {
    let page2 = [entry('b.pdf', { seq: 1 })];
    const fake = fakeApi({
      'sync.activity': ({ page }) =>
        page === 1 ? { total: 101, entries: [entry('a.pdf', { seq: 2 })] } : { total: 101, entries: page2 },
    });
    useHotFolders.setState({ recordsLoaded: 0 });
    await useHotFolders.getState().loadActivity();
    useHotFolders.setState({ recordsLoaded: 100 });
    await useHotFolders.getState().loadMoreActivity();
    expect(fake.calls['sync.activity']).toHaveBeenLastCalledWith({ page: 2, pageSize: 100 });
    expect(useHotFolders.getState().activity.map((row) => row.name)).toEqual(['a.pdf', 'b.pdf']);

    page2 = [];
    useHotFolders.setState({ recordsLoaded: 100 });
    await useHotFolders.getState().loadMoreActivity();
    await useHotFolders.getState().loadMoreActivity();
    expect(fake.calls['sync.activity']).toHaveBeenCalledTimes(3);
  });

  it('joins a relative activity path to its linked folder', () => {
    expect(localPathOf('/home/dana/Print/', 'sub/a.pdf')).toBe('/home/dana/Print/sub/a.pdf');
    expect(localPathOf('C:\\Print', 'sub/a.pdf')).toBe('C:\\Print\\sub\\a.pdf');
  });
});
