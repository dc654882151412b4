import type { Database } from '../../infra/db';

type Query = Pick<Database, 'query'>;

export type BlockKind = 'timeout' | 'self_exclusion' | 'session_limit';
export type BlockSetter = 'player' | 'operator';

/** A block that runs now: its end and who stored it. */
export interface RunningBlock {
  until: Date;
  setBy: BlockSetter;
}

/** Every block of a player that runs at `now`, each kind's latest end, and the account's status. */
export interface BlockState {
  status: string | null;
  timeout: RunningBlock | null;
  selfExclusion: RunningBlock | null;
  sessionLimit: RunningBlock | null;
}

/**
 * Stores a block in one statement; a time-out or self-exclusion also marks the player for marketing
 * suppression.
 */
export async function insertBlock(
  database: Query,
  input: { userId: number; kind: BlockKind; until: Date; setBy: BlockSetter; now: Date },
): Promise<void> {
  await database.query(
    `with block as (
       insert into rg_blocks (user_id, kind, until, set_by, created_at) values ($1, $2, $3, $4, $5)
     )
     update users set marketing_suppressed = true, updated_at = now()
      where id = $1 and $2 in ('timeout', 'self_exclusion')`,
    [input.userId, input.kind, input.until, input.setBy, input.now],
  );
}
