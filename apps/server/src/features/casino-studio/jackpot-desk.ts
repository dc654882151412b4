// The jackpot's desk (issue 21, ADR 0072): what the back office reads (every pool with its terms, the latest
// wins with the player's id masked and a verifier link once the round's seed is revealed) and the two live
// settings it may change — the contribution rate (read by the statement that settles rounds, so it applies
// from the next round settled) and a pool's seed (what `claimPool` resets it to, so it applies from its next
// win). The odds and the games are shown read-only: see `READ_ONLY`.
import {
  JACKPOT_GAMES,
  JackpotBounds,
  JackpotTerms,
  jackpotRtpAdd,
  jackpotSeedBoundsOf,
  jackpotTermsOf,
} from '@fairline/shared/casino/jackpot';
import type { DeskJackpotWin, JackpotDeskAnswer } from '@fairline/shared/wire/backoffice-jackpot';
import { AppError, badRequest } from '../../errors';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { jackpotSettings } from './jackpot-settings';
import { jackpotTag } from './jackpot-ticker';

type Db = Pick<Database, 'query'>;
const WINS_SHOWN = 50;
const iso = (v: Date | string) => new Date(v).toISOString();

/** The terms staff cannot change live, and why (ADR 0072). */
const READ_ONLY = [
  {
    key: 'odds',
    label: 'Odds (a win per this much staked)',
    value: `${JackpotTerms.oneInUsd.toLocaleString('en')} USD`,
    why:
      'Every round’s draw is recomputed by the verifier page with the published odds, and a round does not store ' +
      'the odds it was drawn at: a change would make past draws verify wrongly. It changes with a release.',
  },
  {
    key: 'games',
    label: 'Games that feed and draw',
    value: JACKPOT_GAMES.join(', '),
    why:
      'Each game’s published RTP counts the jackpot in; blackjack’s edge is too small and crash rounds have no ' +
      'player seeds to draw from. It changes with a release.',
  },
];

/** "12345" → "•••45": enough for staff to tell players apart in a list, not to look one up by. */
export const maskPlayerId = (id: string) => `•••${id.slice(-2)}`;

export async function jackpotDesk(db: Db): Promise<JackpotDeskAnswer> {
  const settings = await jackpotSettings(db);
  const pools = await db.query<{
    currency: string;
    amount: unknown;
    seed: unknown;
    won_count: number;
    updated_at: Date | string;
  }>('select currency, amount, seed, won_count, updated_at from studio_jackpot_pools order by currency');
  const wins = await db.query<{
    round_id: string;
    currency: string;
    amount: unknown;
    game: string;
    owner: string;
    wallet_state: DeskJackpotWin['state'];
    created_at: Date | string;
    paid_at: Date | string | null;
    stake: unknown;
    client_seed: string;
    nonce: number;
    server_seed: string;
    server_seed_hash: string;
    revealed_at: Date | string | null;
  }>(
    `select w.round_id, w.currency, w.amount, w.game, w.owner, w.wallet_state, w.created_at, w.paid_at,
       r.stake, r.client_seed, r.nonce, p.server_seed, p.server_seed_hash, p.revealed_at
     from studio_jackpot_wins w join studio_rounds r on r.id = w.round_id join studio_seed_pairs p on p.id = r.seed_pair_id
     order by w.created_at desc limit $1`,
    [WINS_SHOWN],
  );
  return {
    contribution_bp: settings.contributionBp,
    contribution_min_bp: JackpotBounds.contributionBpMin,
    contribution_max_bp: JackpotBounds.contributionBpMax,
    settings_updated_at: settings.updatedAt,
    settings_updated_by: settings.updatedBy,
    pools: pools.flatMap((p) => {
      const terms = jackpotTermsOf(p.currency);
      const bounds = jackpotSeedBoundsOf(p.currency);
      if (!terms || !bounds) return [];
      const seed = asNumber(p.seed);
      return [
        {
          currency: p.currency,
          digits: terms.digits,
          amount: asNumber(p.amount),
          seed,
          seed_min: bounds.min,
          seed_max: bounds.max,
          default_seed: terms.seed,
          one_in: terms.oneIn,
          won_count: p.won_count,
          rtp_add: jackpotRtpAdd(settings.contributionBp, seed, terms.oneIn),
          updated_at: iso(p.updated_at),
        },
      ];
    }),
    wins: wins.map((w) => {
      // The seed stays secret until the player rotates it: only then can anyone recompute the draw.
      const verify =
        w.revealed_at === null
          ? null
          : `/en/casino/verify?${new URLSearchParams({
              game: w.game,
              server_seed: w.server_seed,
              server_seed_hash: w.server_seed_hash,
              client_seed: w.client_seed,
              nonce: String(w.nonce),
              stake: String(asNumber(w.stake)),
              currency: w.currency,
            }).toString()}`;
      return {
        round: w.round_id,
        currency: w.currency,
        digits: jackpotTermsOf(w.currency)?.digits ?? 2,
        amount: asNumber(w.amount),
        game: w.game,
        player: maskPlayerId(w.owner.replace(/^player:/, '')),
        player_tag: jackpotTag(w.owner),
        state: w.wallet_state,
        won_at: iso(w.created_at),
        paid_at: w.paid_at === null ? null : iso(w.paid_at),
        verify_url: verify,
      };
    }),
    read_only: READ_ONLY,
  };
}

/** Sets the contribution rate; answers the one before. The settle statement reads it from the next round on. */
export async function setJackpotContribution(db: Db, bp: number, by: string, now: Date): Promise<number> {
  const [row] = await db.query<{ before: number }>(
    `update studio_jackpot_settings s set contribution_bp = $1, updated_at = $2, updated_by = $3
     from (select contribution_bp as before from studio_jackpot_settings where id = 1 for update) old
     where s.id = 1 returning old.before`,
    [bp, now, by],
  );
  return row?.before ?? JackpotTerms.contributionBp;
}

/** Sets what a currency's pool starts from after its next win (within the bounds); answers the seed before. */
export async function setJackpotSeed(db: Db, currency: string, seed: number, now: Date): Promise<number> {
  const bounds = jackpotSeedBoundsOf(currency);
  if (!bounds) throw badRequest('Unknown currency', { currency: `There is no jackpot pool in ${currency}` });
  if (seed < bounds.min || seed > bounds.max) {
    throw badRequest('The seed is out of bounds', {
      seed: `Between ${bounds.min} and ${bounds.max} (${JackpotBounds.seedUsdMin}–${JackpotBounds.seedUsdMax} USD)`,
    });
  }
  const [row] = await db.query<{ before: unknown }>(
    `update studio_jackpot_pools p set seed = $2, updated_at = $3
     from (select seed as before from studio_jackpot_pools where currency = $1 for update) old
     where p.currency = $1 returning old.before`,
    [currency, seed, now],
  );
  if (!row) throw new AppError('NOT_FOUND', `There is no jackpot pool in ${currency}`);
  return asNumber(row.before);
}
