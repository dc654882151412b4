import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../test/fake-fetch.testing';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { GENERIC_QUERY_ERROR, GENERIC_SERVER_ERROR } from './messages';

async function errorFor(response: Response) {
  const { fetch } = fakeFetch(() => response);
  const result = await createApiClient({ fetch }).request({ url: '/user/balance', method: 'POST' });
  expect(result.data).toBeNull();
  return result.error;
}

describe('HTTP error names', () => {
  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [405, 'HTTPError'],
    [429, 'HTTPError'],
    [500, 'HTTPError'],
    [502, 'HTTPError'],
  ])('names a %i answer %s', async (status, name) => {
    const error = await errorFor(jsonResponse({}, { status }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name, statusCode: status });
  });

  it('carries statusCode, message, title and the response body as data', async () => {
    const body = { errors: [{ title: 'Invalid field', detail: 'Email is taken' }], error_code: 7 };
    const error = await errorFor(jsonResponse(body, { status: 400 }));
    expect(error).toMatchObject({ statusCode: 400, message: 'Email is taken', title: 'Invalid field', data: body });
  });

  it('falls back to the status text and then the error name for the title', async () => {
    expect((await errorFor(jsonResponse({}, { status: 403, statusText: 'Forbidden zone' })))?.title).toBe(
      'Forbidden zone',
    );
    expect((await errorFor(jsonResponse({}, { status: 500 })))?.title).toBe('HTTPError');
  });

  it('marks errors hidden from the log when the call asks', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({}, { status: 500 }));
    const result = await createApiClient({ fetch }).request({ url: '/seo', hideFromLog: true });
    expect(result.error?.hideFromLog).toBe(true);
  });
});

describe('message choice order', () => {
  it.each([
    [
      'the first errors entry detail comes first',
      { errors: [{ detail: 'first detail' }, { detail: 'second' }], message: 'msg' },
      'Bad Gateway',
      'first detail',
    ],
    ['then the response message', { message: 'Сумма больше баланса' }, 'Bad Gateway', 'Сумма больше баланса'],
    ['then the thrown message (the status text)', { errors: [] }, 'Bad Gateway', 'Bad Gateway'],
    ['then the generic server-error text', null, '', GENERIC_SERVER_ERROR],
  ])('%s', async (_, body, statusText, message) => {
    const response =
      body === null ? new Response('', { status: 502 }) : jsonResponse(body, { status: 502, statusText });
    expect((await errorFor(response))?.message).toBe(message);
  });
});

describe('answers not flagged successful', () => {
  it.each([
    ['success: false with its message', { success: false, message: 'Купон устарел' }, 'Купон устарел'],
    [
      'Success: false of the service envelope with its Error',
      { Success: false, Error: 'Ставка не принята' },
      'Ставка не принята',
    ],
    ['success: false with a detail', { success: false, detail: 'Нет событий' }, 'Нет событий'],
    ['success: false with nothing to say', { success: false }, GENERIC_QUERY_ERROR],
  ])('raises an error for %s', async (_, body, message) => {
    const error = await errorFor(jsonResponse(body));
    expect(error).toMatchObject({ name: 'HTTPError', statusCode: 200, message, data: body });
  });

  it('treats an answer without a success flag, or with success true, as a success', async () => {
    const bodies = [{ success: true, Value: 1 }, { Value: 2 }];
    const { fetch } = fakeFetch(() => jsonResponse(bodies.shift()));
    const client = createApiClient({ fetch });
    expect(await client.request({ url: '/a' })).toMatchObject({ data: { success: true, Value: 1 }, error: null });
    expect(await client.request({ url: '/b' })).toMatchObject({ data: { Value: 2 }, error: null });
  });
});

describe('failures without an HTTP answer', () => {
  it('reports a network failure as HTTPError with status 0 and a network message', async () => {
    const fetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await createApiClient({ fetch }).request({ url: '/user/balance' });
    expect(result.error).toMatchObject({ name: 'HTTPError', statusCode: 0, message: 'Ошибка сети: /user/balance' });
    expect(result.error?.cause).toBeInstanceOf(TypeError);
  });

  it('reports params that cannot be sent with the wrong-input-param message, without calling fetch', async () => {
    const { fetch, calls } = fakeFetch();
    const result = await createApiClient({ fetch }).request({ url: '/feed', params: { count: Number.NaN } });
    expect(result.error).toMatchObject({ statusCode: 0, message: 'Wrong input param [count]: null' });
    expect(calls).toHaveLength(0);
  });

  it('reports a failing token lookup with its own message', async () => {
    const { fetch, calls } = fakeFetch();
    const getToken = async () => Promise.reject(new Error('token lost'));
    const result = await createApiClient({ fetch, getToken }).request({ url: '/favorites', auth: true });
    expect(result.error).toMatchObject({ statusCode: 0, message: 'token lost' });
    expect(calls).toHaveLength(0);
  });
});
