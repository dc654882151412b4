// A crash bet as `GET /studio-api/v1/rounds/:round` shows it (ADR 0058): the bet is its own wallet round,
// so the platform's game history links here by the bet's id. What verifies it is its round's chain hash,
// revealed only once that round busted, the chain's salt, and what the hash must hash to: the previous
// round's hash in the same chain, or the chain's commitment for its first round.
import type { StudioRound } from '@fairline/shared/wire/casino-studio-play';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Db = Pick<Database, 'query'>;

interface CrashBetRow {
  id: string;
  stake: unknown;
  win: unknown;
  currency: string;
  auto_cash_out: unknown;
  cash_out: unknown;
  wallet_state: string;
  created_at: Date | string;
  point: unknown;
  hash: string | null;
  salt: string;
  parent: string | null;
}

const decimalOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The crash bet `id` as a studio round, or undefined when there is no such bet. */
export async function publicCrashBet(db: Db, id: string): Promise<StudioRound | undefined> {
  // The hash, point and parent are read only for a busted round: before the bust nothing of the chain
  // beyond the published salt leaves the database.
  const [row] = await db.query<CrashBetRow>(
    `select b.id, b.stake, b.win, b.currency, b.auto_cash_out, b.cash_out, b.wallet_state, b.created_at, c.salt,
       case when r.busted_at is null then null else r.point end as point,
       case when r.busted_at is null then null else r.hash end as hash,
       case when r.busted_at is null then null
            when r.chain_index = 0 then c.commitment
            else (select p.hash from studio_crash_rounds p
                  where p.room = r.room and p.round = r.round - 1
                    and p.chain_id = r.chain_id and p.chain_index = r.chain_index - 1)
       end as parent
     from studio_crash_bets b
     join studio_crash_rounds r on r.room = b.room and r.round = b.round
     join studio_crash_chains c on c.id = r.chain_id
     where b.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const isDecided = row.win !== null || row.wallet_state === 'void';
  return {
    id: row.id,
    game: 'crash',
    status: isDecided ? 'closed' : 'open',
    stake: asNumber(row.stake),
    win: row.win === null ? 0 : asNumber(row.win),
    currency: row.currency,
    created_at: new Date(row.created_at).toISOString(),
    params: { auto_cash_out: decimalOrNull(row.auto_cash_out), cash_out: decimalOrNull(row.cash_out) },
    outcome: { crash_point: decimalOrNull(row.point) },
    verify: { hash: row.hash, salt: row.salt, commitment: row.hash === null ? null : row.parent },
  };
}
