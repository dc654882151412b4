import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceToken } from '../../lib/http';
import { fakeFetch } from '../../test/fake-fetch.testing';
import { tokenAnswer } from '../../test/token-answer.testing';
import { useSession } from './use-session';

let tokenCalls: ReturnType<typeof fakeFetch>['calls'];

beforeEach(() => {
  let issued = 0;
  const fake = fakeFetch(() => {
    issued += 1;
    return tokenAnswer(`T${issued}`);
  });
  tokenCalls = fake.calls;
  vi.stubGlobal('fetch', fake.fetch);
  serviceToken.forget();
});
afterEach(() => vi.unstubAllGlobals());

describe('the service token and the session', () => {
  it('keeps the token while the session stays as it is', async () => {
    expect(await serviceToken.get()).toBe('T1');
    expect(await serviceToken.get()).toBe('T1');
    expect(tokenCalls).toHaveLength(1);
  });

  it('forgets the token on logout', async () => {
    useSession.getState().setAuth(true);
    await serviceToken.get();
    useSession.getState().setAuth(false);
    expect(useSession.getState().isAuth).toBe(false);
    expect(await serviceToken.get()).toBe('T2');
  });

  it('forgets the token when a user is loaded again, as it may be another user', async () => {
    useSession.getState().setAuth(true);
    await serviceToken.get();
    useSession.getState().setAuth(true);
    expect(await serviceToken.get()).toBe('T2');
    expect(tokenCalls).toHaveLength(2);
  });
});
