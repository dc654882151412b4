import type { JsonSchema, RouteSpec } from './route-catalog';

const ID_NAME = /(^|_)(id|guid)$|[a-z](Id|Guid)$/;

/** Id inputs that name no user-owned object, with the reason they need no owner check. */
export const NOT_OWNED_IDS: Record<string, string> = {
  currency_id: 'a currency of the public lookup',
  country_id: 'a country of the public lookup',
  region_id: 'a region of the public lookup',
  question_id: 'a question of the public secure-question catalogue',
  setting_id: 'the name of one of the caller’s own settings',
  visitor_id: 'the client-made id of the cookie-consent log: append-only, never read back',
  auth_id: 'the sign-in step: random, single use, useless without the second-factor code',
  coefViewId: 'the odds display format of the public line',
  currencyId: 'a currency of the public lookup',
  GameId: 'a game of the public line (the feeds list it to everyone)',
  gameId: 'a game of the public line (the feeds list it to everyone)',
  PlayerId: 'a player (athlete) of a public line market, not a user',
  playerId: 'a player (athlete) of a public line market, not a user',
  bonusId:
    'names one of the caller’s own free bets (ADR 0071): read only with the caller’s user id, another player’s reads as none (IDOR case "bonusId of another player’s free bet …")',
  UserId:
    'ignored: coupon calls act for the session’s user (IDOR case "a client-sent UserId …" proves bets land on the caller)',
  betGuid:
    'the client-made idempotency key, unique per user: another user’s guid places or replays only the caller’s own bet (IDOR case "betGuid …")',
  requestId:
    'the client-made idempotency key of a referral transfer, unique per user: another user’s requestId moves or replays nothing of theirs (bring-a-friend.int.test.ts, "transfer and removal")',
  tournamentId:
    'a casino tournament of the brand’s public list (ADR 0065): its page is public, and its `me` is always the caller’s own standing',
  guid: 'a saved coupon’s short code: SaveCoupon is open and stores no owner, so the code is shared like a link (IDOR case "saved coupons …")',
};

/** Routes whose id is not checked against a logged-in user by design. */
const NOT_USER_ROUTES: readonly { match: RegExp; why: string }[] = [
  {
    match: /^\S+ \/payments\/(sandbox|wallet)\/pay\//,
    why: 'the provider’s hosted page: the unguessable deposit id is the capability',
  },
  {
    match: /^\S+ \/verification\/sandbox\/session\//,
    why: 'the verification provider’s hosted step: the unguessable session id is the capability',
  },
  { match: /^\S+ \/web-api\/admin\//, why: 'the operator desk behind the admin token' },
  {
    match: /^\S+ \/admin-api\//,
    why: 'the back office: staff act on any player’s objects as their role allows (backoffice-permissions.int.test.ts); a staff member’s own sessions are checked in staff-auth.int.test.ts',
  },
  {
    match: /^POST \/web-api\/api\/web\/registration\/v1\/register\//,
    why: 'a guest registering: its ids (bonus_id, the welcome bonus chosen) name offers to everyone, not owned objects',
  },
  { match: /^GET \/service-api\/(Line|Live)Feed\//, why: 'the public line: games and stages everyone may read' },
  {
    match: /^GET \/web-api\/bringfriend\/banners\//,
    why: 'a referral banner image, public by purpose (pasted on other sites): its id names one of our designs',
  },
  {
    match: /^GET \/(service-api\/(statisticfeed|restcore|RefGameService)|SiteService)\//,
    why: 'public statistics (ADR 0041): teams, stages, seasons and games of the public line, the same for everyone',
  },
];

/** `METHOD path field` for every documented route input that looks like an owned object's id. */
export function idTakingRoutes(routes: readonly RouteSpec[]): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (!route.documented || NOT_USER_ROUTES.some((r) => r.match.test(key))) continue;
    for (const name of inputNames(route)) {
      if (ID_NAME.test(name) && NOT_OWNED_IDS[name] === undefined) out.push(`${key} ${name}`);
    }
  }
  return out;
}

/** The documented routes that take `field` anywhere in their path, query or body. */
export function routesTaking(routes: readonly RouteSpec[], field: string): RouteSpec[] {
  return routes.filter((route) => route.documented && inputNames(route).has(field));
}

function inputNames(route: RouteSpec): Set<string> {
  return new Set([
    ...Object.keys(route.params),
    ...Object.keys(route.query.properties ?? {}),
    ...propertyNames(route.body, 3),
  ]);
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
