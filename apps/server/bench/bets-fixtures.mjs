// What the bet benchmarks place bets with: funded players with a session each (direct SQL through
// the ledger's own functions, so the money is real double-entry money), line singles from the
// running server's feed, and the place_bet arguments the server would send for such a single.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

const USD = 10;
const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';

/**
 * Makes `count` active players of brand fairline with USD accounts holding `balance` minor units
 * (a deposit from payment clearing through ledger_post) and an open session each.
 * Answers [{ id, cookie, sessionId }] (sessionId: the stored id, what the server passes to place_bet).
 */
export async function preparePlayers(client, { count, balance }) {
  const tag = randomBytes(4).toString('hex');
  await client.query('begin');
  const { rows } = await client.query(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     select (select id from brands where slug = 'fairline'), 'kz', $3, 'full_reg',
            'bench-' || $2 || '-' || g || '@example.com', now()
     from generate_series(1, $1) g
     returning id`,
    [count, tag, USD],
  );
  const ids = rows.map((r) => r.id);
  await client.query('select wallet_ensure_accounts(u) from unnest($1::bigint[]) u', [ids]);
  await client.query(
    `select ledger_post('deposit', 'bench-funding:' || u, 'bench',
       jsonb_build_array(
         jsonb_build_object('account_id', ledger_system_account('payment_clearing', $2), 'amount', -$3::bigint),
         jsonb_build_object('account_id', ledger_player_account(u, $2, 'player_cash'), 'amount', $3::bigint)))
     from unnest($1::bigint[]) u`,
    [ids, USD, balance],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const sessionIds = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await client.query(
    `insert into sessions (id, user_id, expires_at)
     select s, u, now() + interval '1 day' from unnest($1::text[], $2::bigint[]) t(s, u)`,
    [sessionIds, ids],
  );
  await client.query('commit');
  return ids.map((id, i) => ({ id: Number(id), cookie: `fl_session=${tokens[i]}`, sessionId: sessionIds[i] }));
}

/**
 * Offered, unblocked 1X2 outcomes of the football line games that start last (so none turns live,
 * with its bet delay, during a run), read from the server's own feed.
 */
export async function findLineOffers(baseUrl, max = 20) {
  const res = await fetch(`${baseUrl}/service-api/LineFeed/Get1x2_VZip?sports=1&count=200&lng=en`);
  if (!res.ok) throw new Error(`line feed answered ${res.status}`);
  const { Value: games = [] } = await res.json();
  const offers = [];
  for (const game of games.toSorted((a, b) => (b.S ?? 0) - (a.S ?? 0))) {
    const outcome = (game.E ?? []).find((e) => e.G === 1 && !e.B && e.C > 1.01);
    if (outcome) offers.push({ game, outcome });
    if (offers.length === max) break;
  }
  if (offers.length === 0) throw new Error('no football line offer to bet on');
  return offers;
}

/** A MakeBetWeb single on an offer without its betGuid: stake 1.00 USD, any odds change accepted. */
export function couponFields({ game, outcome }) {
  return {
    Events: [{ GameId: game.I, Type: outcome.T, Coef: outcome.C, Param: outcome.P ?? 0, PlayerId: 0, Kind: 3 }],
    Vid: 0,
    Summ: 1,
    CheckCf: 2,
  };
}

/** The body of that single with a fresh betGuid. */
export function couponBody(offer) {
  return JSON.stringify({ ...couponFields(offer), betGuid: randomUUID() });
}

export { MAKE_BET };

/**
 * The place_bet arguments of a 1.00 USD line single on an offer, shaped as the server sends them
 * (bet row, one leg with its labels, the stored answer, the player's session); only the guid changes
 * per call. Without a session id, place_bet skips the session check.
 */
export function placeBetArgs({ game, outcome }, answer) {
  const stake = 100;
  const odds = Math.round(outcome.C * 1000);
  const bet = {
    vid: 0,
    system_sizes: null,
    kind: 'line',
    potential_return: Math.floor((stake * odds) / 1000),
    odds_total: odds,
    is_express_boost: false,
    anti_express_margin: null,
    promo_code: null,
    promo_boost_percent: null,
    auto_bet_cf: null,
  };
  const legs = [
    {
      idx: 0,
      game_id: game.I,
      const_id: game.CI,
      sport_id: game.SI ?? 1,
      champ_id: game.LI ?? 0,
      start_ms: (game.S ?? 0) * 1000,
      type: outcome.T,
      market_group: outcome.G,
      param: outcome.P ?? null,
      player_id: 0,
      odds,
      kind: 'line',
      is_banker: false,
      labels: { home: game.O1E ?? '', away: game.O2E ?? '' },
      extra: {},
    },
  ];
  const hash = createHash('sha256')
    .update(JSON.stringify([game.I, outcome.T, stake]))
    .digest('hex');
  return (userId, sessionId = null) => [
    userId,
    randomUUID(),
    hash,
    'player_cash',
    stake,
    'open',
    JSON.stringify(bet),
    JSON.stringify(legs),
    JSON.stringify(answer),
    new Date(),
    sessionId,
  ];
}
