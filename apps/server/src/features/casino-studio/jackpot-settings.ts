// The jackpot's live settings (ADR 0072): the contribution rate staff set, read by the desk, the public read and
// (in SQL) by the statement that settles rounds.
import { JackpotTerms } from '@fairline/shared/casino/jackpot';
import type { Database } from '../../infra/db';

/** The contribution rate in force (basis points) and who set it last. */
export async function jackpotSettings(db: Pick<Database, 'query'>) {
  const [row] = await db.query<{ contribution_bp: number; updated_at: Date | string; updated_by: string | null }>(
    'select contribution_bp, updated_at, updated_by from studio_jackpot_settings where id = 1',
  );
  return {
    contributionBp: row?.contribution_bp ?? JackpotTerms.contributionBp,
    updatedAt: row ? new Date(row.updated_at).toISOString() : new Date(0).toISOString(),
    updatedBy: row?.updated_by ?? null,
  };
}
