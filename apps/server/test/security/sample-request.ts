import { createRng, seedFor } from '../prng';
import type { RouteSpec } from './route-catalog';
import { type SampleInput, sampleInput } from './schema-sample';

export interface SampleRequest {
  method: 'GET';
  url: string;
  payload: string | undefined;
  headers: Record<string, string>;
  /** The input the request was built from (path params, query, body). */
  input: SampleInput;
}

/** The URL of a route for given path parameters and query (`{*}` takes the value as a path). */
export function urlOf(route: RouteSpec, params: Record<string, string>, query: Record<string, unknown>): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name === '*' ? (params[name] ?? 'x.json') : encodeURIComponent(params[name] ?? 'x'),
  );
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

/** A valid-looking request for a route from its schemas, the same on every run (seeded by its path). */
export function sampleRequest(route: RouteSpec): SampleRequest {
  const input = sampleInput(route, createRng(seedFor(route.path, 1)));
  const params = { ...input.params, ...(route.params['*'] ? { '*': 'x.json' } : {}) };
  const payload = input.body === undefined ? undefined : JSON.stringify(input.body);
  return {
    method: route.method as 'GET',
    url: urlOf(route, params, input.query),
    payload,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    input,
  };
}
