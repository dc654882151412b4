// Operator-imposed time-outs and self-exclusions (issue 24 §2, ADR 0045): compliance stores them from
// the back office as rg_blocks rows with set_by 'operator', so every reader — the login check,
// checkMoneyAction, bet_may_bet inside place_bet, the office's Limits page — treats them like the
// player's own. Only an operator block can be lifted (a player's own block cannot be shortened, ADR
// 0028); lifting ends it now and keeps the row with its reason.
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { closeUserSessions } from '../auth/auth.service';
import { tellOperatorBlockStarted } from '../messages/messages.service';
import { rgNow } from './rg-clock';

export type OperatorBlockKind = 'timeout' | 'self_exclusion';

/** The end stored for an indefinite operator block (timestamptz 'infinity' does not survive the drivers). */
export const INDEFINITE_BLOCK_END = new Date('9999-12-31T00:00:00.000Z');

export interface OperatorBlock {
  id: number;
  kind: OperatorBlockKind;
  until: Date;
}

/**
 * Starts an operator block now (the protection clock) until `until`, or indefinitely when null: marks
 * the player for marketing suppression, ends every session of the player and tells them in the inbox
 * (the operator's own wording, with the end or "until further notice"). Refuses an end in the past. Audited on the platform log.
 */
export async function startOperatorBlock(
  database: Database,
  input: { userId: number; kind: OperatorBlockKind; until: Date | null; reason: string; operator: string },
): Promise<OperatorBlock> {
  const now = rgNow(database);
  const until = input.until ?? INDEFINITE_BLOCK_END;
  if (until <= now) throw new AppError('VALIDATION', 'The block must end in the future', { errorCode: 'until_past' });
  const [row] = await database.query<{ id: string }>(
    `with block as (
       insert into rg_blocks (user_id, kind, until, set_by, created_at, reason)
       select id, $2, $3, 'operator', $4, $5 from users where id = $1 returning id
     ), suppressed as (
       update users set marketing_suppressed = true, updated_at = now() where id in (select $1::bigint from block)
     )
     select id from block`,
    [input.userId, input.kind, until, now, input.reason],
  );
  if (!row) throw new AppError('NOT_FOUND', 'Player is not found');
  await audit(database, {
    actor: `operator:${input.operator}`,
    action: input.kind === 'timeout' ? 'rg.time_out.started' : 'rg.self_exclusion.started',
    subject: `user:${input.userId}`,
    details: { set_by: 'operator', until: until.toISOString(), reason: input.reason },
  });
  await closeUserSessions(database, input.userId, input.kind === 'timeout' ? 'rg_time_out' : 'rg_self_exclusion');
  await tellOperatorBlockStarted(database, input.userId, {
    kind: input.kind,
    until: input.until === null ? null : until.toISOString(),
  });
  return { id: Number(row.id), kind: input.kind, until };
}

/**
 * Lifts a running operator block of `userId` now; answers its end before the lift. 404 for no such
 * block of this player, 409 for a player's own block or one that no longer runs.
 */
export async function liftOperatorBlock(
  database: Database,
  input: { userId: number; blockId: number; reason: string; operator: string },
): Promise<{ kind: OperatorBlockKind; until: Date; liftedAt: Date }> {
  const now = rgNow(database);
  const [row] = await database.query<{ kind: OperatorBlockKind; set_by: string; until: string; lifted: boolean }>(
    `with old as (select id, kind, set_by, until from rg_blocks where id = $1 and user_id = $2 for update),
          lifted as (
            update rg_blocks b set until = $3, lifted_at = $3, lift_reason = $4 from old
             where b.id = old.id and old.set_by = 'operator' and old.until > $3 returning b.id)
     select kind, set_by, until, exists (select 1 from lifted) as lifted from old`,
    [input.blockId, input.userId, now, input.reason],
  );
  if (!row) throw new AppError('NOT_FOUND', 'The block is not found');
  if (!row.lifted)
    throw new AppError(
      'CONFLICT',
      row.set_by === 'operator' ? 'The block no longer runs' : 'A block the player set cannot be lifted',
      { errorCode: row.set_by === 'operator' ? 'block_not_running' : 'player_block' },
    );
  await audit(database, {
    actor: `operator:${input.operator}`,
    action: row.kind === 'timeout' ? 'rg.time_out.lifted' : 'rg.self_exclusion.lifted',
    subject: `user:${input.userId}`,
    details: { block: input.blockId, until: new Date(row.until).toISOString(), reason: input.reason },
  });
  return { kind: row.kind, until: new Date(row.until), liftedAt: now };
}
