import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, fakeFetch, jsonResponse } from '../../test/fake-fetch.testing';
import { CLIENT_NOW, notAuthenticatedAnswer, tokenAnswer } from '../../test/token-answer.testing';
import { createApiClient, MAX_AUTH_ATTEMPTS } from './client';
import { TokenNotAuthenticated, UserNotAuthenticated } from './errors';
import {
  createServiceTokenManager,
  SERVICE_TOKEN_REFRESH_URL,
  SERVICE_TOKEN_URL,
  tokenOrCookie,
} from './service-token';

const BET_URL = '/service-api/LiveBet/Secure/MakeBetWeb';
const placed = () => jsonResponse({ Success: true, Value: { Id: 1 } });
const refused = () => jsonResponse({ message: 'Authorization required' }, { status: 401 });

/**
 * The app's wiring (as in lib/http) on a fake server: token calls numbered T1, T2, …; the bet call
 * answered by `bet` with the x-auth token it carried.
 */
function app(
  bet: (token: string | null) => Response,
  tokenCall: (n: number) => Response = (n) => tokenAnswer(`T${n}`),
) {
  let issued = 0;
  const { fetch, calls } = fakeFetch((call) => {
    if (call.url === SERVICE_TOKEN_URL || call.url === SERVICE_TOKEN_REFRESH_URL) {
      issued += 1;
      return tokenCall(issued);
    }
    return bet(call.headers.get('x-auth')?.replace('Bearer ', '') ?? null);
  });
  const tokens = createServiceTokenManager({ client: createApiClient({ fetch }), now: () => CLIENT_NOW });
  const client = createApiClient({
    fetch,
    getToken: () => tokenOrCookie(tokens, vi.fn()),
    refreshToken: (rejected) => tokens.refresh(rejected),
  });
  const send = () => client.request({ url: BET_URL, method: 'POST', params: { Summ: 10 }, xAuth: true });
  return { send, calls, client };
}

const betCalls = (calls: FetchCall[]) => calls.filter((call) => call.url === BET_URL);

describe('service calls with the service token', () => {
  it('sends xAuth calls with x-auth: Bearer and the service token', async () => {
    const { send, calls } = app(() => placed());
    expect((await send()).error).toBeNull();
    expect(betCalls(calls)[0]?.headers.get('x-auth')).toBe('Bearer T1');
    expect(betCalls(calls)[0]?.headers.has('authorization')).toBe(false);
  });

  it('fetches the token once for calls made together', async () => {
    const { send, calls } = app(() => placed());
    await Promise.all([send(), send(), send()]);
    expect(calls.filter((call) => call.url === SERVICE_TOKEN_URL)).toHaveLength(1);
  });

  it('refreshes the token on a 401 and sends the call again with the new one', async () => {
    const { send, calls } = app((token) => (token === 'T2' ? placed() : refused()));
    const result = await send();
    expect(result).toMatchObject({ data: { Value: { Id: 1 } }, error: null });
    expect(betCalls(calls).map((call) => call.headers.get('x-auth'))).toEqual(['Bearer T1', 'Bearer T2']);
    expect(calls[2]).toMatchObject({ url: SERVICE_TOKEN_REFRESH_URL, init: { method: 'POST' } });
    // The retry is the same call: same body.
    expect(betCalls(calls)[1]?.init.body).toBe(betCalls(calls)[0]?.init.body);
  });

  it(`gives up with token-not-authenticated after ${MAX_AUTH_ATTEMPTS} attempts on the same url`, async () => {
    const { send, calls } = app(() => refused());
    const result = await send();
    expect(result.error).toBeInstanceOf(TokenNotAuthenticated);
    expect(result.error).toMatchObject({ code: 'token-not-authenticated', statusCode: 401 });
    expect(result.error?.message).toContain(BET_URL);
    expect(betCalls(calls)).toHaveLength(3);
    expect(calls.filter((call) => call.url === SERVICE_TOKEN_REFRESH_URL)).toHaveLength(2);
  });

  it('ends the call with user-not-authenticated when the token fetch is refused with 403, without sending it', async () => {
    const { send, calls } = app(() => placed(), notAuthenticatedAnswer);
    const result = await send();
    expect(result.error).toBeInstanceOf(UserNotAuthenticated);
    expect(betCalls(calls)).toHaveLength(0);
  });

  it('ends the call with user-not-authenticated when the refresh after a 401 is refused with 403', async () => {
    const { send, calls } = app(
      () => refused(),
      (n) => (n === 1 ? tokenAnswer('T1') : notAuthenticatedAnswer()),
    );
    const result = await send();
    expect(result.error).toBeInstanceOf(UserNotAuthenticated);
    expect(betCalls(calls)).toHaveLength(1);
  });

  it('sends the call on the session cookie alone when the token cannot be had (no date header)', async () => {
    const { send, calls } = app(
      () => placed(),
      (n) => tokenAnswer(`T${n}`, { withDate: false }),
    );
    expect((await send()).error).toBeNull();
    expect(betCalls(calls)[0]?.headers.has('x-auth')).toBe(false);
    expect(betCalls(calls)[0]?.init.credentials).toBe('same-origin');
  });

  it('leaves the 401 standing when the token cannot be renewed for another reason than a logout', async () => {
    const { send } = app(
      () => refused(),
      (n) => (n === 1 ? tokenAnswer('T1') : jsonResponse({}, { status: 502 })),
    );
    expect((await send()).error).toMatchObject({ name: 'Unauthorized', statusCode: 401 });
  });
});

describe('calls the token renewal does not touch', () => {
  it('answers a 401 at once on calls that carry no client token', async () => {
    const refreshToken = vi.fn(async () => 'T2');
    const { fetch, calls } = fakeFetch(() => refused());
    const client = createApiClient({ fetch, getToken: () => 'T1', refreshToken });
    expect((await client.request({ url: '/web-api/user/balance' })).error?.name).toBe('Unauthorized');
    expect((await client.request({ url: '/web-api/x', token: 'mine', xAuth: true })).error?.name).toBe('Unauthorized');
    expect(calls).toHaveLength(2);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('answers a 401 at once when the client has no way to renew its token', async () => {
    const { fetch, calls } = fakeFetch(() => refused());
    const result = await createApiClient({ fetch, getToken: () => 'T1' }).request({ url: BET_URL, xAuth: true });
    expect(result.error?.name).toBe('Unauthorized');
    expect(calls).toHaveLength(1);
  });

  it('renews the token of Authorization: Bearer calls too', async () => {
    let token = 'T1';
    const { fetch, calls } = fakeFetch((call) =>
      call.headers.get('authorization') === 'Bearer T2' ? placed() : refused(),
    );
    const refreshToken = async () => {
      token = 'T2';
      return token;
    };
    const client = createApiClient({ fetch, getToken: () => token, refreshToken });
    expect((await client.request({ url: BET_URL, auth: true })).error).toBeNull();
    expect(calls).toHaveLength(2);
  });
});
