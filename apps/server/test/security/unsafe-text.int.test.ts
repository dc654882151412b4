import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '../../src/plugins/text-input';
import { createRng } from '../prng';
import { createTestApp } from '../test-app';
import { type JsonSchema, listRoutes, type RouteSpec, skipReason } from './route-catalog';
import { urlOf } from './sample-request';
import { type SampleInput, sampleInput, sampleValue } from './schema-sample';
import { createLoggedInUser, errorShapeProblem, type LoggedInUser, logIn } from './security-users';

// Issue 16: a NUL (U+0000) in a string input reached PostgreSQL, which cannot store it in text,
// and the route answered 500. Every route now refuses it, and unpaired surrogates, with a 400.

const t = await createTestApp();
afterAll(() => t.close());
const routes = (await listRoutes(t.app)).filter((r) => skipReason(r.path) === undefined);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Path = (string | number)[];
interface Probe {
  label: string;
  url: string;
  payload: string | undefined;
  /** The key `validation_errors` names (web-api). */
  field: string;
}

const typesOf = (s: JsonSchema): string[] =>
  [s.type, ...(s.anyOf ?? []).map((o) => o.type), ...(s.oneOf ?? []).map((o) => o.type)]
    .flat()
    .filter(Boolean) as string[];

/** The sample input with every declared string property of the body and query filled in. */
function fullInput(route: RouteSpec): SampleInput {
  const rng = createRng(7);
  const input = sampleInput(route, rng);
  const fill = (target: Record<string, unknown>, schema: JsonSchema | undefined) => {
    for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
      if (target[name] === undefined && typesOf(prop).includes('string')) target[name] = sampleValue(prop, rng);
    }
  };
  fill(input.query, route.query);
  if (route.body && typeof input.body === 'object' && input.body !== null && !Array.isArray(input.body)) {
    fill(input.body as Record<string, unknown>, route.body);
  }
  return input;
}

/** Paths of the string leaves of a value. */
function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, Array.isArray(value) ? Number(k) : k]));
}

function withLeaf(value: unknown, path: Path, leaf: (old: string) => string): unknown {
  if (path.length === 0) return leaf(String(value));
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head as string] = withLeaf(copy[head as string], rest, leaf);
  return copy;
}

/** One request per string the route reads, each with a NUL in that string only; plus one undeclared query field. */
function probes(route: RouteSpec): Probe[] {
  const input = fullInput(route);
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  const nul = (s: string) => `${s.slice(0, 3)}\u0000${s.slice(3)}`;
  const out: Probe[] = [
    {
      label: 'an undeclared query field',
      url: urlOf(route, input.params, { ...input.query, zz: 'a\u0000' }),
      payload: body,
      field: 'zz',
    },
  ];
  for (const name of Object.keys(input.params)) {
    const params = { ...input.params, [name]: name === '*' ? 'a\u0000.json' : nul(input.params[name] ?? '') };
    out.push({ label: `path ${name}`, url: urlOf(route, params, input.query), payload: body, field: name });
  }
  for (const name of Object.keys(input.query)) {
    const query = { ...input.query, [name]: nul(String(input.query[name])) };
    out.push({ label: `query ${name}`, url: urlOf(route, input.params, query), payload: body, field: name });
  }
  if (BODY_METHODS.has(route.method)) {
    const base = input.body ?? {};
    const leaves = stringLeaves(base);
    for (const path of leaves) {
      const payload = JSON.stringify(withLeaf(base, path, nul));
      out.push({
        label: `body ${path.join('.')}`,
        url: urlOf(route, input.params, input.query),
        payload,
        field: path.join('.'),
      });
    }
    if (typeof base === 'object' && !Array.isArray(base)) {
      const payload = JSON.stringify({ ...base, zz_unknown: 'x\u0000' });
      out.push({
        label: 'an undeclared body field',
        url: urlOf(route, input.params, input.query),
        payload,
        field: 'zz_unknown',
      });
    }
  }
  return out;
}

function problemOf(route: RouteSpec, probe: Probe, res: LightMyRequestResponse): string | undefined {
  const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode !== 400) return `${probe.label}: expected 400, got ${answer}`;
  const shape = errorShapeProblem(res, route.family);
  if (shape) return `${probe.label}: body ${shape}: ${answer}`;
  if (route.family === 'web-api') {
    const errors = res.json<{ validation_errors: Record<string, string> }>().validation_errors;
    if (errors[probe.field] !== UNSAFE_TEXT_MESSAGE) return `${probe.label}: field not named: ${answer}`;
  }
  return undefined;
}

let user: LoggedInUser | undefined;

describe('a NUL in any string input of any route is a 400 in the route family’s error shape', () => {
  it('finds the routes and their string inputs', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.flatMap(probes).length).toBeGreaterThan(routes.length * 2);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    user ??= await createLoggedInUser(t.app, t.database, '10.66.0.1');
    const problems: string[] = [];
    for (const probe of probes(route)) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: probe.url,
        payload: probe.payload,
        headers: { ...user.headers, ...(probe.payload === undefined ? {} : { 'content-type': 'application/json' }) },
        remoteAddress: '10.66.0.2',
      });
      const problem = problemOf(route, probe, res);
      if (problem) problems.push(`${problem}\n    ${route.method} ${probe.url} ${probe.payload?.slice(0, 200) ?? ''}`);
    }
    // No probe reached a route, but keep the session fresh should one ever slip through.
    if (problems.length > 0) user = { ...user, ...(await logIn(t.app, user.email, '10.66.0.1')) };
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('refuses the inputs of issue 16: the reset login, the GetCoupon guid, the betGuid of MakeBetWeb and MakeBetBidWeb', async () => {
    const calls = [
      ['/web-api/api/internal/v1/user/passwordreset', { login: 'player\u0000@example.com' }],
      ['/service-api/LiveBet/Open/GetCoupon', { guid: 'abc\u0000' }],
      ['/service-api/LiveBet/Secure/MakeBetWeb', { betGuid: '\u0000' }],
      ['/service-api/LiveBet/Secure/MakeBetBidWeb', { betGuid: '\u0000' }],
    ] as const;
    for (const [url, body] of calls) {
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(errorShapeProblem(res, url.startsWith('/service-api/') ? 'service-api' : 'web-api')).toBeUndefined();
    }
  });

  it('refuses an unpaired surrogate in a JSON string and a NUL in a header value', async () => {
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: '{"login":"a\\ud800","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ validation_errors: { login: UNSAFE_TEXT_MESSAGE } });
    const header = await t.app.inject({
      url: '/web-api/session-api/sessions/user',
      headers: { 'user-agent': 'a\u0000' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ validation_errors: { 'user-agent': UNSAFE_TEXT_MESSAGE } });
  });
});
