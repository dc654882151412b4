import type { SessionUserAnswer } from '@fairline/shared/wire/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { fetchSessionUser } from './auth-api';

const answer = (authByEmail: boolean): SessionUserAnswer => ({
  data: {
    type: 'user',
    id: '1000001',
    attributes: {
      user_id: 1000001,
      email: 'a@b.co',
      phone: null,
      email_verified: true,
      two_factor_enabled: false,
      auth_by_email: authByEmail,
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the session user', () => {
  it.each([true, false])(
    'keeps whether logins are confirmed by e-mail (%s), as the office switch shows it',
    async (on) => {
      scriptFetch({ 'GET /web-api/session-api/sessions/user': { body: answer(on) } });
      expect(await fetchSessionUser()).toMatchObject({ id: 1000001, authByEmail: on });
    },
  );

  it('is null for a guest, whom the call answers data null', async () => {
    scriptFetch({ 'GET /web-api/session-api/sessions/user': { body: { data: null } } });
    expect(await fetchSessionUser()).toBeNull();
  });

  it('is null for a guest whom an older server answers 401', async () => {
    scriptFetch({
      'GET /web-api/session-api/sessions/user': { status: 401, body: { message: 'Authorization required' } },
    });
    expect(await fetchSessionUser()).toBeNull();
  });
});
