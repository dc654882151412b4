import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, never } from '../../test/fake-fetch.testing';
import { createApiClient } from './client';

describe('timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts a call with no answer in time with status 1488 and the time-expired text with the url', async () => {
    const { fetch, calls } = fakeFetch(() => never());
    const pending = createApiClient({ fetch }).request({ url: '/getRegions', params: { country: 1 }, timeout: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    const { error } = await pending;
    expect(error).toMatchObject({
      name: 'HTTPError',
      statusCode: 1488,
      message: 'Время запроса истекло: /getRegions?country=1',
      isCancel: false,
    });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('uses 1489 when the timeout hits while the body is downloading', async () => {
    const { fetch } = fakeFetch(() => new Response(new ReadableStream({ start() {} })));
    const pending = createApiClient({ fetch }).request({ url: '/genfiles/dict.json', timeout: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).error?.statusCode).toBe(1489);
  });

  it('does not fire once the answer has arrived', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ ok: 1 }));
    const result = await createApiClient({ fetch }).request({ url: '/fast', timeout: 1000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toMatchObject({ data: { ok: 1 }, error: null });
  });
});

describe('cancelling', () => {
  it('cancelAll aborts every pending call with a cancellation error hidden from the log', async () => {
    const { fetch, calls } = fakeFetch(() => never());
    const client = createApiClient({ fetch });
    const first = client.request({ url: '/getRegions' });
    const second = client.request({ url: '/user/balance', method: 'POST' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    client.cancelAll();
    const errors = (await Promise.all([first, second])).map((result) => result.error);
    expect(errors).toMatchObject([
      { name: 'HTTPError', statusCode: 499, isCancel: true, hideFromLog: true, message: 'Запрос отменён: /getRegions' },
      { isCancel: true, message: 'Запрос отменён: /user/balance' },
    ]);
    expect(calls.every((call) => call.init.signal?.aborted)).toBe(true);
  });

  it('leaves settled calls alone and later calls unaffected', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ n: 1 }));
    const client = createApiClient({ fetch });
    await client.request({ url: '/a' });
    client.cancelAll();
    expect((await client.request({ url: '/b' })).error).toBeNull();
  });

  it('cancels a call when its own signal aborts, as on unmount', async () => {
    const { fetch } = fakeFetch(() => never());
    const controller = new AbortController();
    const pending = createApiClient({ fetch }).request({ url: '/api/user/phonemasks', signal: controller.signal });
    controller.abort();
    expect((await pending).error).toMatchObject({ isCancel: true, message: 'Запрос отменён: /api/user/phonemasks' });
  });

  it('cancels at once when the given signal is already aborted', async () => {
    const { fetch, calls } = fakeFetch();
    const result = await createApiClient({ fetch }).request({ url: '/x', signal: AbortSignal.abort() });
    expect(result.error?.isCancel).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('keeps a cancellation in the log when the call says hideFromLog: false', async () => {
    const { fetch } = fakeFetch();
    const result = await createApiClient({ fetch }).request({
      url: '/x',
      signal: AbortSignal.abort(),
      hideFromLog: false,
    });
    expect(result.error?.hideFromLog).toBe(false);
  });
});

describe('non-parallel mode', () => {
  it('shares one pending fetch between two identical calls', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ regions: [1] }));
    const client = createApiClient({ fetch });
    const options = { url: '/getRegions', params: { country: 1 }, nonParallel: true };
    const [first, second] = await Promise.all([client.request(options), client.request(options)]);
    expect(calls).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('shares identical POST bodies too', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch });
    const options = { url: '/user/balance', method: 'POST', params: { id: 1 }, nonParallel: true } as const;
    await Promise.all([client.request(options), client.request(options)]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['different params', { params: { country: 2 } }],
    ['a different method', { method: 'POST' }],
    ['a different url', { url: '/getCitiesByRegion' }],
  ] as const)('fetches separately for %s', async (_, change) => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch });
    const options = { url: '/getRegions', params: { country: 1 }, nonParallel: true };
    await Promise.all([client.request(options), client.request({ ...options, ...change })]);
    expect(calls).toHaveLength(2);
  });

  it('fetches again once the shared call has settled', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch });
    await client.request({ url: '/getRegions', nonParallel: true });
    await client.request({ url: '/getRegions', nonParallel: true });
    expect(calls).toHaveLength(2);
  });

  it('does not share calls that did not ask for it', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch });
    await Promise.all([client.request({ url: '/getRegions' }), client.request({ url: '/getRegions' })]);
    expect(calls).toHaveLength(2);
  });

  it('never shares form-data uploads', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch });
    const options = { url: '/upload', method: 'POST', params: new FormData(), nonParallel: true } as const;
    await Promise.all([client.request(options), client.request(options)]);
    expect(calls).toHaveLength(2);
  });
});
