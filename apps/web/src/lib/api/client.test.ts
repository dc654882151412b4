import { FEED_DEFAULTS } from '@fairline/shared/request/build-params';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../test/fake-fetch.testing';
import { createApiClient } from './client';

describe('where params go', () => {
  it.each(['GET', 'HEAD', 'PATCH'] as const)('sends %s params as a query built by the shared rules', async (method) => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).request({
      url: '/service-api/LineFeed/GetChampsZip',
      method,
      params: { sports: [3, 1, 1], live: false, top: true, lng: undefined },
    });
    expect(calls[0]?.url).toBe('/service-api/LineFeed/GetChampsZip?sports=1%2C3&top=true');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('uses GET when no method is given', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).request({ url: '/user/getuserconfig' });
    expect(calls[0]?.init.method).toBe('GET');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('sends %s params as a JSON body, not in the url', async (method) => {
    const { fetch, calls } = fakeFetch();
    const params = { couponEvents: [{ GameId: 1 }], summ: 10.5, live: false };
    await createApiClient({ fetch }).request({ url: '/web-api/gamesubscription/save', method, params });
    expect(calls[0]?.url).toBe('/web-api/gamesubscription/save');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(params);
  });

  it('drops query values equal to the given defaults', async () => {
    const { fetch, calls } = fakeFetch();
    const params = { partner: 1, lng: 'ru', cfview: 0, count: 20 };
    await createApiClient({ fetch }).request({ url: '/feed', params, defaults: FEED_DEFAULTS });
    expect(calls[0]?.url).toBe('/feed?count=20');
  });

  it('appends path segments as encoded /{segment}s before the query', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).request({ url: '/seo/footer/', path: ['a b/c', 5], params: { lng: 'en' } });
    expect(calls[0]?.url).toBe('/seo/footer/a%20b%2Fc/5?lng=en');
  });

  it('prefixes relative urls with the base url and leaves absolute ones alone', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch, baseUrl: 'https://api.example/' });
    await client.request({ url: '/user/balance', method: 'POST' });
    await client.request({ url: 'https://cdn.example/genfiles/web-app-v2/x.json' });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example/user/balance',
      'https://cdn.example/genfiles/web-app-v2/x.json',
    ]);
  });

  it('sends form data as is, leaving the content type to the browser', async () => {
    const { fetch, calls } = fakeFetch();
    const form = new FormData();
    form.set('document', 'passport');
    await createApiClient({ fetch }).request({ url: '/identification/data', method: 'POST', params: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });
});

describe('defaults and headers', () => {
  it('sends same-origin credentials, manual redirect and the JSON content type by default', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).request({ url: '/user/savesetting', method: 'POST', params: { a: 1 } });
    expect(calls[0]?.init).toMatchObject({ credentials: 'same-origin', redirect: 'manual' });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.init.cache).toBeUndefined();
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'declares no body type on a %s without a body (an empty JSON body is refused by Fastify)',
    async (method) => {
      const { fetch, calls } = fakeFetch();
      await createApiClient({ fetch }).request({ url: '/web-api/user/disconnect', method });
      expect(calls[0]?.init.body).toBeUndefined();
      expect(calls[0]?.headers.has('content-type')).toBe(false);
    },
  );

  it('declares no body type on a json-api call without a body', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).request({ url: '/api/mobile/v1/token/', method: 'POST', jsonApi: true });
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('uses the json-api media type when asked', async () => {
    const { fetch, calls } = fakeFetch();
    const params = { data: { type: 'token' } };
    await createApiClient({ fetch }).request({
      url: '/api/mobile/v1/token/refresh',
      method: 'POST',
      jsonApi: true,
      params,
    });
    expect(calls[0]?.headers.get('content-type')).toBe('application/vnd.api+json');
  });

  it('lets call headers add to and override the defaults', async () => {
    const { fetch, calls } = fakeFetch();
    const headers = { 'x-captcha-token': 'c1', 'content-type': 'text/plain' };
    await createApiClient({ fetch }).request({ url: '/phone', method: 'POST', headers });
    expect(calls[0]?.headers.get('x-captcha-token')).toBe('c1');
    expect(calls[0]?.headers.get('content-type')).toBe('text/plain');
  });

  it('bypasses the HTTP cache with noCache', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).request({ url: '/user/balance', noCache: true });
    expect(calls[0]?.init.cache).toBe('no-store');
  });

  it('adds x-auth: Bearer with the client token for xAuth calls', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch, getToken: async () => 'T1' }).request({ url: '/favorites', xAuth: true });
    expect(calls[0]?.headers.get('x-auth')).toBe('Bearer T1');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('adds Authorization: Bearer with the client token for auth calls', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch, getToken: () => 'T2' }).request({ url: '/MakeBetWeb', method: 'POST', auth: true });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T2');
  });

  it('puts an explicit token in Authorization without asking the client for one', async () => {
    const { fetch, calls } = fakeFetch();
    const getToken = () => 'unused';
    await createApiClient({ fetch, getToken }).request({ url: '/api/mobile/v1/token/refresh', token: 'T3' });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T3');
  });

  it('sends no auth header when there is no token', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch, getToken: () => null }).request({ url: '/favorites', auth: true, xAuth: true });
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(calls[0]?.headers.has('x-auth')).toBe(false);
  });

  it('sends no auth header on calls that do not ask for one', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch, getToken: () => 'T4' }).request({ url: '/getRegions' });
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('results', () => {
  it('gives the parsed body as data, no error, and the response headers', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ data: { token: 'abc' } }));
    const result = await createApiClient({ fetch }).request<{ data: { token: string } }>({ url: '/user/gettoken' });
    expect(result.error).toBeNull();
    expect(result.data?.data.token).toBe('abc');
    expect(result.headers?.get('content-type')).toBe('application/json');
  });

  it('gives null data for an empty body and the text for a non-JSON body', async () => {
    const bodies = [new Response(null, { status: 204 }), new Response('plain text')];
    const { fetch } = fakeFetch(() => bodies.shift() ?? new Response(''));
    const client = createApiClient({ fetch });
    expect((await client.request({ url: '/a' })).data).toBeNull();
    expect((await client.request({ url: '/b' })).data).toBe('plain text');
  });

  it('returns the data from the throwing variant', async () => {
    const { fetch } = fakeFetch(() => jsonResponse([1, 2]));
    await expect(createApiClient({ fetch }).requestOrThrow<number[]>({ url: '/list' })).resolves.toEqual([1, 2]);
  });

  it('rethrows the error from the throwing variant', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'No such game' }, { status: 404 }));
    await expect(createApiClient({ fetch }).requestOrThrow({ url: '/game' })).rejects.toMatchObject({
      name: 'NotFound',
      statusCode: 404,
      message: 'No such game',
    });
  });
});

describe('client-wide headers', () => {
  it('sends the configured headers with every call, a call header winning', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch, headers: { 'x-requested-with': 'fetch', 'x-a': '1' } });
    await client.request({ url: '/a', method: 'POST' });
    await client.request({ url: '/b', headers: { 'x-a': '2' } });
    const h = (i: number) => new Headers(calls[i]?.init.headers);
    expect(h(0).get('x-requested-with')).toBe('fetch');
    expect(h(1).get('x-a')).toBe('2');
  });
});
