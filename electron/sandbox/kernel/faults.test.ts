import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderUploadResult, StoreItemSearchResult } from '../../shared/models/storage.js';
import { FaultInjector, parseFaultPlan } from './faults.js';
import { call, upload } from '../test-support/test-client.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';
import { samplePdf } from '../../../test/sample-pdfs.js';

const pdf = samplePdf('summer-sale-flyer.pdf');
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ seed: false });
});
afterAll(async () => {
  await sb.close();
});

const count = async (name: string) =>
  StoreItemSearchResult.parse(
    (await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', { Name: name })).json,
  ).TotalItemCount;

describe('fault injection', () => {
  it.each([
    ['500', 500, 'InternalServerError'],
    ['503', 503, 'ServiceUnavailable'],
    ['429', 429, 'TooManyRequests'],
  ] as const)('answers %s before handling, with the error body', async (kind, status, code) => {
    sb.setFaults({ rate: 1, kinds: [kind], routes: ['upload'] });
    const res = await upload(sb.url, sb.key, 'Faults', { path: pdf }, { fileName: `fault-${kind}.pdf` });
    sb.setFaults(null);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ ErrorCode: code });
    if (kind === '429') expect(res.headers.get('retry-after')).toBe('1');
    expect(await count(`fault-${kind}`)).toBe(0);
  });

  it('drops the connection before handling with reset-before: nothing is stored', async () => {
    sb.setFaults({ rate: 1, kinds: ['reset-before'], routes: ['upload'] });
    await expect(
      upload(sb.url, sb.key, 'Faults', { path: pdf }, { fileName: 'reset-before.pdf' }),
    ).rejects.toThrow();
    sb.setFaults(null);
    expect(await count('reset-before')).toBe(0);
  });

  it('stores the upload and then drops the connection with reset-after (the ambiguous failure)', async () => {
    sb.setFaults({ rate: 1, kinds: ['reset-after'], routes: ['upload'] });
    await expect(
      upload(sb.url, sb.key, 'Faults', { path: pdf }, { fileName: 'reset-after.pdf' }),
    ).rejects.toThrow();
    sb.setFaults(null);
    expect(await count('reset-after')).toBe(1);
  });

  it('delays and then handles normally with delay, and touches only the chosen operations', async () => {
    sb.setFaults({ rate: 1, kinds: ['delay'], routes: ['FindStoreItems'], delayMs: 50 });
    const res = await upload(sb.url, sb.key, 'Faults', { path: pdf }, { fileName: 'delayed.pdf' });
    expect(FolderUploadResult.parse(res.json).Files).toHaveLength(1);
    expect(await count('delayed')).toBe(1);
    sb.setFaults(null);
  });

  it('draws the same faults for the same seed, and about `rate` of them', () => {
    const plan = { rate: 0.3, kinds: ['500', '503', 'delay'] as const, routes: ['*'], seed: 42 };
    const draws = (injector: FaultInjector) =>
      Array.from({ length: 200 }, () => injector.draw('GetQuote')?.kind ?? '-');
    const a = draws(new FaultInjector({ ...plan, kinds: [...plan.kinds] }));
    const b = draws(new FaultInjector({ ...plan, kinds: [...plan.kinds] }));
    expect(a).toEqual(b);
    const hits = a.filter((k) => k !== '-').length;
    expect(hits).toBeGreaterThan(30);
    expect(hits).toBeLessThan(90);
    expect(new Set(a)).toEqual(new Set(['-', '500', '503', 'delay']));
  });

  it('refuses a bad plan naming the field', () => {
    expect(() => parseFaultPlan({ rate: 2, kinds: ['500'], routes: ['*'] })).toThrow('faults.rate');
    expect(() => parseFaultPlan({ rate: 1, kinds: ['teapot'], routes: ['*'] })).toThrow('faults.kinds[0]');
    expect(() => parseFaultPlan({ rate: 1, kinds: ['500'], routes: [] })).toThrow('faults.routes');
    expect(() => parseFaultPlan({ rate: 1, kinds: ['500'], routes: ['*'], speed: 1 })).toThrow(
      'faults.speed',
    );
  });
});
