import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/features/auth/auth.service';
import { createTestApp } from '../test-app';
import { listRoutes, skipReason } from './route-catalog';
import { sampleRequest } from './sample-request';
import { createLoggedInUser, type LoggedInUser, logIn } from './security-users';

// Issue 16: `Content-Type: application/json` with no body (what our client sent on every POST
// without params) was answered 400 by Fastify's parser, so logout never reached its route.

const t = await createTestApp();
afterAll(() => t.close());
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routes = (await listRoutes(t.app)).filter((r) => BODY_METHODS.has(r.method) && skipReason(r.path) === undefined);
const cases = routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const);
const JSON_TYPE = { 'content-type': 'application/json' };

/** Fastify's own words when it cannot read a body: it never got as far as the route. */
const PARSER_REFUSAL = /body cannot be empty|not valid JSON|Unsupported content type|Unexpected end/i;

const messageOf = (res: LightMyRequestResponse): string => {
  const body = JSON.parse(res.body || '{}') as { message?: string; Error?: string };
  return body.message ?? body.Error ?? '';
};

const parserRefusal = (res: LightMyRequestResponse) =>
  (res.statusCode === 400 || res.statusCode === 415) && PARSER_REFUSAL.test(messageOf(res));

let user: LoggedInUser | undefined;
const ip = (index: number) => `10.64.${index >> 8}.${(index & 255) + 1}`;

describe('an empty JSON body is read as {} on every route', () => {
  it('finds the routes that take a body', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(cases)(
    '%s: a guest gets the same answer for no body, typed or not, as for {}',
    async (_name, route, index) => {
      const { url } = sampleRequest(route);
      const send = (payload: string | undefined) =>
        t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: payload === undefined ? {} : JSON_TYPE,
          remoteAddress: ip(index),
        });
      const empty = await send('');
      const untyped = await send(undefined);
      const object = await send('{}');
      expect(parserRefusal(empty), `${empty.statusCode} ${empty.body}`).toBe(false);
      expect([empty.statusCode, messageOf(empty)]).toEqual([object.statusCode, messageOf(object)]);
      expect([untyped.statusCode, messageOf(untyped)]).toEqual([object.statusCode, messageOf(object)]);
    },
  );

  it.each(cases)('%s: a signed-in player with no body reaches the route', async (_name, route, index) => {
    user ??= await createLoggedInUser(t.app, t.database, '10.65.0.1');
    const { url } = sampleRequest(route);
    const res = await t.app.inject({
      method: route.method as 'POST',
      url,
      payload: '',
      headers: { ...user.headers, ...JSON_TYPE },
      remoteAddress: ip(index),
    });
    expect(parserRefusal(res), `${res.statusCode} ${res.body}`).toBe(false);
    // A call that ended the session (logout, end every session) leaves the next one a new session.
    if (res.statusCode === 401 || route.path.includes('disconnect')) {
      user = { ...user, ...(await logIn(t.app, user.email, '10.65.0.1')) };
    }
  });

  it('reads an empty json-api body as {} too (the token refresh)', async () => {
    const { headers } = await createLoggedInUser(t.app, t.database, '10.65.0.2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/mobile/v1/token/refresh',
      payload: '',
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses a body of only whitespace as invalid JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web-api/user/auth', payload: '  ', headers: JSON_TYPE });
    expect(res.statusCode).toBe(400);
  });
});

describe('calls without a body work with the JSON content type (issue 16)', () => {
  it('logout ends the session on the server: the cookie no longer signs in and the session is not listed', async () => {
    const player = await createLoggedInUser(t.app, t.database, '10.65.1.1');
    const other = await logIn(t.app, player.email, '10.65.1.2');
    const out = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/disconnect',
      payload: '',
      headers: { ...player.headers, ...JSON_TYPE },
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/web-api/session-api/sessions/user', headers: player.headers });
    expect(me.statusCode).toBe(401);
    const sessions = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/getusersessions',
      payload: '',
      headers: { ...other.headers, ...JSON_TYPE },
    });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json<{ active_sessions: unknown[] }>().active_sessions).toHaveLength(1);
  });

  it.each([
    ['getsecurequestions', 'questions'],
    ['getUserSecureQuestion', 'secure_question'],
  ])('%s answers the player, not a parser 400', async (call, field) => {
    const { headers } = await createLoggedInUser(t.app, t.database, '10.65.2.1');
    const res = await t.app.inject({
      method: 'POST',
      url: `/web-api/officeapi/${call}?lang=en`,
      payload: '',
      headers: { ...headers, ...JSON_TYPE, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty(field);
    if (field === 'questions') expect(res.json<{ questions: unknown[] }>().questions.length).toBeGreaterThan(1);
  });
});
