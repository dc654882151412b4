import type { RgBlock, SelfExclusionPeriod, TimeOutPeriod } from '@fairline/shared/wire/responsible-gambling';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { closeUserSessions } from '../auth/auth.service';
import { tellBlockStarted } from '../messages/messages.service';
import { type BlockKind, insertBlock, type RunningBlock } from './rg-blocks.repository';
import { selfExclusionEnd, timeOutEnd } from './rg-rules';
import { loadBlocks } from './rg-state.repository';

const asWire = (block: RunningBlock | null): RgBlock =>
  block
    ? { active: true, until: block.until.toISOString(), set_by: block.setBy }
    : { active: false, until: null, set_by: null };

/** The time-out or self-exclusion that runs now, whoever stored it. */
export async function getBlock(database: Database, userId: number, kind: 'timeout' | 'self_exclusion', now: Date) {
  const blocks = await loadBlocks(database, userId, now);
  return asWire(kind === 'timeout' ? blocks.timeout : blocks.selfExclusion);
}

/**
 * Starts a time-out or self-exclusion the player confirmed: effective at once, it cannot be shortened
 * (a shorter choice while a longer block runs changes nothing), marks the player for marketing
 * suppression, and ends every session of the player (this request's too). Audited.
 */
export async function startBlock(
  database: Database,
  input: {
    userId: number;
    kind: Extract<BlockKind, 'timeout' | 'self_exclusion'>;
    period: TimeOutPeriod | SelfExclusionPeriod;
    now: Date;
    ip?: string;
  },
): Promise<RgBlock> {
  const until =
    input.kind === 'timeout'
      ? timeOutEnd(input.period as TimeOutPeriod, input.now)
      : selfExclusionEnd(input.period as SelfExclusionPeriod, input.now);
  await insertBlock(database, { userId: input.userId, kind: input.kind, until, setBy: 'player', now: input.now });
  await audit(database, {
    actor: `user:${input.userId}`,
    action: input.kind === 'timeout' ? 'rg.time_out.started' : 'rg.self_exclusion.started',
    subject: `user:${input.userId}`,
    ip: input.ip,
    details: { period: input.period, until: until.toISOString() },
  });
  await closeUserSessions(database, input.userId, input.kind === 'timeout' ? 'rg_time_out' : 'rg_self_exclusion');
  const block = await getBlock(database, input.userId, input.kind, input.now);
  await tellBlockStarted(database, input.userId, { kind: input.kind, until: block.until });
  return block;
}
