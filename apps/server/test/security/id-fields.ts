import type { JsonSchema, RouteSpec } from './route-catalog';

const ID_NAME = /(^|_)(id|guid)$|[a-z](Id|Guid)$/;

/** Id inputs that name no user-owned object, with the reason they need no owner check. */
export const NOT_OWNED_IDS: Record<string, string> = {
  currency_id: 'a currency of the public lookup',
  country_id: 'a country of the public lookup',
  region_id: 'a region of the public lookup',
  question_id: 'a question of the public secure-question catalogue',
  setting_id: 'the name of one of the caller’s own settings',
  bonus_id: 'a welcome bonus on offer to everyone',
  visitor_id: 'the client-made id of the cookie-consent log: append-only, never read back',
  auth_id: 'the sign-in step: random, single use, useless without the second-factor code',
  coefViewId: 'the odds display format of the public line',
};

/** Routes whose id is not checked against a logged-in user by design. */
const NOT_USER_ROUTES: readonly { match: RegExp; why: string }[] = [
  {
    match: /^\S+ \/payments\/sandbox\/pay\//,
    why: 'the provider’s hosted page: the unguessable deposit id is the capability',
  },
  { match: /^\S+ \/web-api\/admin\//, why: 'the operator desk behind the admin token' },
  { match: /^GET \/service-api\/(Line|Live)Feed\//, why: 'the public line: games and stages everyone may read' },
];

/** `METHOD path field` for every documented route input that looks like an owned object's id. */
export function idTakingRoutes(routes: readonly RouteSpec[]): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (!route.documented || NOT_USER_ROUTES.some((r) => r.match.test(key))) continue;
    const names = [
      ...Object.keys(route.params),
      ...Object.keys(route.query.properties ?? {}),
      ...propertyNames(route.body, 3),
    ];
    for (const name of new Set(names)) {
      if (ID_NAME.test(name) && NOT_OWNED_IDS[name] === undefined) out.push(`${key} ${name}`);
    }
  }
  return out;
}

function propertyNames(schema: JsonSchema | undefined, depth: number): string[] {
  if (!schema || depth === 0) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (schema.items) nested.push(schema.items);
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => [
    name,
    ...propertyNames(prop, depth - 1),
  ]);
  return [...own, ...nested.flatMap((s) => propertyNames(s, depth))];
}
