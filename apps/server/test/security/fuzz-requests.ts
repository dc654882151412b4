import type { Rng } from '../prng';
import type { RouteSpec } from './route-catalog';
import { type SampleInput, sampleInput } from './schema-sample';

/** One request the fuzzer fires; `label` says which mutation it is. */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Replaces the auth headers or the site, so a 401 says nothing about the session. */
  tampersAuth?: boolean;
}

type Mutation = () => FuzzRequest;

const KB10 = 'Ж'.repeat(5_120);
const CONTROL = '\u0000\u0007\u001b[31m\r\n\u202e\ufeff\u{1f600}\u{1d54f}<script>alert(1)</script>\'";--';
/** Text PostgreSQL cannot take (NUL) and UTF-16 that is not Unicode (unpaired surrogates), as JSON. */
const TEXT_TRAPS_JSON = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udfff"',
  '"\\udc00\\ud800"',
  '"a\\u0000\\ud800"',
] as const;
/** The same in a URL: a percent-encoded NUL, and the UTF-8-style bytes of a surrogate (invalid UTF-8). */
const TEXT_TRAPS_URL = ['%00', 'a%00b', '%ED%A0%80', 'x%ED%BF%BF', '%00%ED%A0%80'] as const;
const WRONG_TYPES: readonly unknown[] = [12345, 'text', [], [1, 'a'], {}, { nested: { x: 1 } }, null, true, -1];
const NUMBERS_RAW = [
  '-1',
  '0',
  '-0',
  '1.5',
  '-9007199254740993',
  '1e308',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
];
const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '0x1F', ' 1 ', '1,5', '١٢٣', '', 'null', 'undefined', '[]'];
const PATH_VALUES = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '%00',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(190),
  '9'.repeat(400),
  '%E0%A4%A',
  encodeURIComponent('😀ünï'),
  '%20',
  '-1',
  '1e999',
];
const WILDCARD_VALUES = [
  '../../../etc/passwd',
  '%2e%2e/%2e%2e/etc/passwd',
  '....//....//x',
  'a%00.json',
  'x/'.repeat(300),
];
const DEEP = 3_000;

const qs = (query: Record<string, unknown>): string => {
  const parts = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) parts.append(k, String(item));
    else if (v !== undefined) parts.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return parts.toString();
};

const fillPath = (path: string, params: Record<string, string>, raw: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (raw[name] !== undefined) return raw[name];
    const value = params[name] ?? 'x';
    return name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });

/** Up to `budget` requests for a route: the schema-derived input first, then a seeded sample of mutations. */
export function fuzzRequests(route: RouteSpec, rng: Rng, budget: number): FuzzRequest[] {
  const input = sampleInput(route, rng);
  const mutations = [
    ...bodyMutations(route, input, rng),
    ...queryMutations(route, input),
    ...pathMutations(route, input),
  ];
  mutations.push(...headerMutations(route, input));
  const valid = request(route, input, 'valid input');
  const always = textTrapMutations(route, input, rng);
  return [valid, ...always.map((m) => m()), ...rng.sample(mutations, budget - 1 - always.length).map((m) => m())];
}

/** Fired at every route on every run (not sampled): a NUL and an unpaired surrogate in a body field, the query and the path. */
function textTrapMutations(route: RouteSpec, input: SampleInput, rng: Rng): Mutation[] {
  const m: Mutation[] = [];
  if (takesBody(route)) {
    const base = input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? input.body : {};
    const fields = Object.keys(route.body?.properties ?? {});
    for (const trap of [TEXT_TRAPS_JSON[1], TEXT_TRAPS_JSON[3]]) {
      const f = fields.length > 0 ? rng.pick(fields) : 'value';
      const payload = JSON.stringify({ ...base, [f]: '\u0001RAW' }).replace('"\\u0001RAW"', trap);
      m.push(() => request(route, input, `body.${f} is ${trap}`, { payload }));
    }
  }
  const queryFields = Object.keys(route.query.properties ?? {});
  const q = queryFields.length > 0 ? rng.pick(queryFields) : 'q';
  const others = qs(Object.fromEntries(Object.entries(input.query).filter(([k]) => k !== q)));
  const trap = rng.pick(TEXT_TRAPS_URL);
  m.push(() =>
    request(route, input, `query.${q}=${trap}`, { query: others ? `${others}&${q}=${trap}` : `${q}=${trap}` }),
  );
  const param = Object.keys(route.params).find((name) => name !== '*');
  if (param) {
    const value = rng.pick(TEXT_TRAPS_URL);
    m.push(() => request(route, input, `path ${param}=${value}`, { rawParams: { [param]: value } }));
  }
  return m;
}

function request(
  route: RouteSpec,
  input: SampleInput,
  label: string,
  over: { query?: string; rawParams?: Record<string, string>; payload?: string | null; headers?: object } = {},
): FuzzRequest {
  const query = over.query ?? qs(input.query);
  const url = fillPath(route.path, input.params, over.rawParams) + (query ? `?${query}` : '');
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (over.payload !== null && (over.payload !== undefined || input.body !== undefined)) {
    payload = over.payload ?? JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  return { label, method: route.method, url, headers: { ...headers, ...over.headers }, payload };
}

const takesBody = (route: RouteSpec) => route.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(route.method);

function bodyMutations(route: RouteSpec, input: SampleInput, rng: Rng): Mutation[] {
  if (!takesBody(route)) return [];
  const base = input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? input.body : {};
  const fields = Object.keys(route.body?.properties ?? {});
  const field = () => (fields.length > 0 ? rng.pick(fields) : 'value');
  const raw = (f: string, json: string) => JSON.stringify({ ...base, [f]: '\u0001RAW' }).replace('"\\u0001RAW"', json);
  const send =
    (label: string, payload: string | null, headers: object = {}) =>
    () =>
      request(route, input, label, { payload, headers });
  const m: Mutation[] = [];
  for (const f of (route.body?.required ?? []).slice(0, 3)) {
    const { [f]: _dropped, ...rest } = base as Record<string, unknown>;
    m.push(send(`body without required "${f}"`, JSON.stringify(rest)));
  }
  for (let i = 0; i < 3; i++) {
    const f = field();
    const value = rng.pick(WRONG_TYPES);
    m.push(send(`body.${f} of wrong type ${JSON.stringify(value)}`, raw(f, JSON.stringify(value))));
  }
  for (const whole of ['[]', '"text"', '123', 'null', 'true', '[{"a":1}]']) m.push(send(`body is ${whole}`, whole));
  const f1 = field();
  const f2 = field();
  const f3 = field();
  const f4 = field();
  m.push(
    send(`body.${f1} is a 10 KB string`, raw(f1, JSON.stringify(KB10))),
    send(`body.${f2} has control and unicode characters`, raw(f2, JSON.stringify(CONTROL))),
    send(`body.${f2} is a lone surrogate`, raw(f2, '"\\ud800x\\udfff"')),
    send(`body.${f2} holds NUL or an unpaired surrogate`, raw(f2, rng.pick(TEXT_TRAPS_JSON))),
    send(`body.${f3} is number ${NUMBERS_RAW[0]}`, raw(f3, rng.pick(NUMBERS_RAW))),
    send(`body.${f3} is a huge number`, raw(f3, rng.pick(NUMBERS_RAW.slice(4)))),
    send(`body.${f4} is a NaN-like string`, raw(f4, JSON.stringify(rng.pick(NAN_LIKE)))),
    send(
      'body with unknown privileged fields',
      JSON.stringify({ ...base, is_admin: true, user_id: 1, brand_id: 999, balance: 1e9, role: 'admin' }),
    ),
    send('body with __proto__', `{"__proto__":{"polluted":"yes"},${JSON.stringify(base).slice(1)}`.replace(',}', '}')),
    send(
      'body with constructor.prototype',
      `{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(base).slice(1)}`.replace(',}', '}'),
    ),
    send(`body.${f1} nested ${DEEP} deep`, raw(f1, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`)),
    send(`body is an array nested ${DEEP} deep`, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`),
    send('empty body with JSON content type', ''),
    send('no body and no content type', null),
    send('JSON sent as text/plain', JSON.stringify(base), { 'content-type': 'text/plain' }),
    send('form-encoded body', 'a=1&__proto__[polluted]=yes', { 'content-type': 'application/x-www-form-urlencoded' }),
    send('multipart garbage', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', {
      'content-type': 'multipart/form-data; boundary=x',
    }),
    send('JSON declared utf-16', JSON.stringify(base), { 'content-type': 'application/json; charset=utf-16' }),
    send('truncated JSON', '{"a":'),
    send('single-quoted JSON', "{'a':1}"),
    send('JSON with trailing garbage', `${JSON.stringify(base)}garbage`),
    send('body over the size limit', `{"x":"${'a'.repeat(1_100_000)}"}`),
  );
  return m;
}

function queryMutations(route: RouteSpec, input: SampleInput): Mutation[] {
  const props = Object.keys(route.query.properties ?? {});
  const withQuery = (label: string, query: string) => () => request(route, input, label, { query });
  const base = qs(input.query);
  const plus = (extra: string) => (base ? `${base}&${extra}` : extra);
  const m: Mutation[] = [
    withQuery('query with __proto__ keys', plus('__proto__[polluted]=yes&constructor[prototype][polluted]=yes')),
    withQuery('query with unknown fields', plus('is_admin=true&user_id=1&brand=..%2F..')),
    withQuery('query with bad percent-encoding', plus('x=%E0%A4%A')),
  ];
  for (const q of props) {
    const others = Object.fromEntries(Object.entries(input.query).filter(([k]) => k !== q));
    const set = (v: string) => qs({ ...others, [q]: v });
    if (route.query.required?.includes(q)) m.push(withQuery(`query without required "${q}"`, qs(others)));
    m.push(
      withQuery(`query.${q} repeated (array)`, qs({ ...others, [q]: ['1', 'two'] })),
      withQuery(`query.${q}[a] (object)`, `${qs(others)}&${q}[a]=1`),
      withQuery(`query.${q} 10 KB`, set(KB10)),
      withQuery(`query.${q} with control characters`, `${set(CONTROL)}%00`),
      withQuery(`query.${q} holds NUL or an unpaired surrogate`, `${qs(others)}&${q}=${TEXT_TRAPS_URL[4]}`),
      withQuery(`query.${q} huge or negative number`, set(NUMBERS_RAW[6] ?? '1e999')),
      withQuery(`query.${q} negative`, set('-1')),
      withQuery(`query.${q} NaN-like`, set('NaN')),
    );
  }
  return m;
}

function pathMutations(route: RouteSpec, input: SampleInput): Mutation[] {
  return Object.keys(route.params).flatMap((name) =>
    (name === '*' ? WILDCARD_VALUES : PATH_VALUES).map(
      (value) => () => request(route, input, `path ${name}=${value.slice(0, 40)}`, { rawParams: { [name]: value } }),
    ),
  );
}

function headerMutations(route: RouteSpec, input: SampleInput): Mutation[] {
  const withHeaders =
    (label: string, headers: Record<string, string>, tampersAuth = true) =>
    () => ({
      ...request(route, input, label, { headers }),
      tampersAuth,
    });
  return [
    withHeaders('garbage bearer token', { authorization: `Bearer ${'x'.repeat(600)}` }),
    withHeaders('malformed x-auth token', { 'x-auth': 'Bearer a.b.c' }),
    withHeaders('garbage session cookie', { cookie: `fl_session=${encodeURIComponent(CONTROL)}; fl_session=x` }),
    withHeaders('unknown host', { host: 'evil.example' }),
    withHeaders('very long host', { host: `${'a'.repeat(250)}.example` }),
    withHeaders('odd forwarding headers', { 'x-forwarded-for': 'not-an-ip, ::g', 'x-request-id': '../../etc' }, false),
    withHeaders('odd accept-language', { 'accept-language': `${'zz-'.repeat(300)};q=NaN` }, false),
  ];
}
