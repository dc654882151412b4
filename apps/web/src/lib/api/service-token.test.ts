import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, fakeFetch, jsonResponse } from '../../test/fake-fetch.testing';
import { CLIENT_NOW, notAuthenticatedAnswer, TOKEN_LIFE_MS, tokenAnswer } from '../../test/token-answer.testing';
import { createApiClient } from './client';
import { ServiceTokenError, UserNotAuthenticated } from './errors';
import {
  createServiceTokenManager,
  localExpiry,
  SERVICE_TOKEN_REFRESH_URL,
  SERVICE_TOKEN_URL,
  TOKEN_EXPIRY_MARGIN_MS,
  tokenOrCookie,
} from './service-token';

/** A manager on a fake fetch and a settable client clock; tokens are numbered per answer. */
function setup(respond?: (call: FetchCall, n: number) => Response | Promise<Response>) {
  const clock = { now: CLIENT_NOW };
  let issued = 0;
  const { fetch, calls } = fakeFetch((call) => {
    issued += 1;
    return respond ? respond(call, issued) : tokenAnswer(`T${issued}`);
  });
  const tokens = createServiceTokenManager({ client: createApiClient({ fetch }), now: () => clock.now });
  return { tokens, calls, clock };
}

const urls = (calls: FetchCall[]) => calls.map((call) => `${call.init.method} ${call.url}`);

describe('token life on the client clock', () => {
  it('sets the local expiry to expireDate less the clock difference and 5 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: -(2 ** 32), max: 2 ** 32 }), (c, skew) => {
        const expireDate = c + skew + TOKEN_LIFE_MS;
        expect(localExpiry(expireDate, c + skew, c)).toBe(c + TOKEN_LIFE_MS - TOKEN_EXPIRY_MARGIN_MS);
      }),
    );
  });

  it.each([
    ['ahead of', 60_000],
    ['behind', -60_000],
    ['the same as', 0],
  ])(
    'keeps the token until 5 s before its life ends on the client clock when the server clock is %s it',
    async (_, skew) => {
      const { tokens, calls, clock } = setup((_call, n) => tokenAnswer(`T${n}`, { serverNow: CLIENT_NOW + skew }));
      expect(await tokens.get()).toBe('T1');
      clock.now = CLIENT_NOW + TOKEN_LIFE_MS - TOKEN_EXPIRY_MARGIN_MS - 1;
      expect(await tokens.get()).toBe('T1');
      clock.now += 1;
      expect(await tokens.get()).toBe('T2');
      expect(calls).toHaveLength(2);
    },
  );
});

describe('fetching and refreshing', () => {
  it('fetches the token with GET …/token/ and the session cookie', async () => {
    const { tokens, calls } = setup();
    await tokens.get();
    expect(urls(calls)).toEqual([`GET ${SERVICE_TOKEN_URL}`]);
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('refreshes an expired token by POST …/token/refresh with the json-api type and the old token as Bearer', async () => {
    const { tokens, calls, clock } = setup();
    await tokens.get();
    clock.now += TOKEN_LIFE_MS;
    expect(await tokens.get()).toBe('T2');
    expect(urls(calls)).toEqual([`GET ${SERVICE_TOKEN_URL}`, `POST ${SERVICE_TOKEN_REFRESH_URL}`]);
    expect(calls[1]?.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer T1');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ data: { type: 'token' } });
  });

  it('shares one token request between concurrent callers', async () => {
    const { tokens, calls } = setup();
    expect(await Promise.all([tokens.get(), tokens.get(), tokens.refresh(null)])).toEqual(['T1', 'T1', 'T1']);
    expect(calls).toHaveLength(1);
  });

  it('shares one refresh between concurrent callers once the token has expired', async () => {
    const { tokens, calls, clock } = setup();
    await tokens.get();
    clock.now += TOKEN_LIFE_MS;
    expect(await Promise.all([tokens.get(), tokens.get()])).toEqual(['T2', 'T2']);
    expect(calls).toHaveLength(2);
  });

  it('refreshes the refused token but hands out a newer one another call already got', async () => {
    const { tokens, calls } = setup();
    await tokens.get();
    expect(await tokens.refresh('T1')).toBe('T2');
    expect(await tokens.refresh('T1')).toBe('T2');
    expect(calls).toHaveLength(2);
  });

  it('fetches by the session cookie when the refresh refuses the old token', async () => {
    const { tokens, calls, clock } = setup((_call, n) => (n === 2 ? notAuthenticatedAnswer() : tokenAnswer(`T${n}`)));
    await tokens.get();
    clock.now += TOKEN_LIFE_MS;
    expect(await tokens.get()).toBe('T3');
    expect(urls(calls)).toEqual([
      `GET ${SERVICE_TOKEN_URL}`,
      `POST ${SERVICE_TOKEN_REFRESH_URL}`,
      `GET ${SERVICE_TOKEN_URL}`,
    ]);
  });
});

describe('token errors', () => {
  it('raises user-not-authenticated on a 403 while fetching the token', async () => {
    const { tokens } = setup(() => notAuthenticatedAnswer());
    const error = await tokens.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserNotAuthenticated);
    expect(error).toMatchObject({
      code: 'user-not-authenticated',
      statusCode: 401,
      message: 'User is not authenticated',
    });
  });

  it('raises user-not-authenticated and drops the token when neither the old token nor the cookie is accepted', async () => {
    const { tokens, calls, clock } = setup((_call, n) => (n === 1 ? tokenAnswer('T1') : notAuthenticatedAnswer()));
    await tokens.get();
    clock.now += TOKEN_LIFE_MS;
    await expect(tokens.get()).rejects.toMatchObject({ code: 'user-not-authenticated' });
    await expect(tokens.get()).rejects.toBeInstanceOf(UserNotAuthenticated);
    // Dropped: the last try went straight to the cookie, with no old token to refresh.
    expect(calls.at(-1)?.url).toBe(SERVICE_TOKEN_URL);
  });

  it('raises an error that the date header is undefined when the answer has none', async () => {
    const { tokens } = setup(() => tokenAnswer('T1', { withDate: false }));
    const error = await tokens.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceTokenError);
    expect(error).toMatchObject({ code: 'date-header-undefined', message: 'Date header is undefined' });
  });

  it('raises token-lost when the answer holds no token', async () => {
    const headers = { 'content-type': 'application/json', date: new Date(CLIENT_NOW).toUTCString() };
    const body = JSON.stringify({ data: { data: { attributes: { expireDate: '2025-03-01T12:15:00Z' } } } });
    const { tokens } = setup(() => new Response(body, { headers }));
    await expect(tokens.get()).rejects.toMatchObject({ code: 'token-lost', message: 'Service token is lost' });
  });

  it('passes any other failure on as the client reported it', async () => {
    const { tokens } = setup(() => jsonResponse({ message: 'down' }, { status: 502 }));
    await expect(tokens.get()).rejects.toMatchObject({ name: 'HTTPError', statusCode: 502, message: 'down' });
  });
});

describe('forgetting the token', () => {
  it('fetches a new token after forget() (logout or another user)', async () => {
    const { tokens, calls } = setup();
    await tokens.get();
    tokens.forget();
    expect(await tokens.get()).toBe('T2');
    expect(urls(calls)).toEqual([`GET ${SERVICE_TOKEN_URL}`, `GET ${SERVICE_TOKEN_URL}`]);
  });

  it('does not keep an answer that was on its way when the token was forgotten', async () => {
    let release: (response: Response) => void = () => undefined;
    const { tokens, calls } = setup((_call, n) =>
      n === 1 ? new Promise<Response>((resolve) => (release = resolve)) : tokenAnswer(`T${n}`),
    );
    const first = tokens.get();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    tokens.forget();
    release(tokenAnswer('old-user'));
    expect(await first).toBe('old-user');
    expect(await tokens.get()).toBe('T2');
  });
});

describe('the token for a same-origin call', () => {
  it('is null, and only logged, when the token cannot be had: the session cookie carries the call', async () => {
    const warn = vi.fn();
    const failing = { get: () => Promise.reject(new Error('date header is undefined')) };
    await expect(tokenOrCookie(failing, warn)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('still raises user-not-authenticated: nobody is logged in', async () => {
    const loggedOut = { get: () => Promise.reject(new UserNotAuthenticated({ message: 'User is not authenticated' })) };
    await expect(tokenOrCookie(loggedOut, vi.fn())).rejects.toBeInstanceOf(UserNotAuthenticated);
  });
});
