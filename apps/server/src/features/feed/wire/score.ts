// The live score block `SC` with the wire's omission rule applied at every level.
import type { FeedScore } from '@fairline/shared/wire/feed';
import type { LiveScore } from '../../../trading/types';
import { compact } from './compact';

/** `SC` of a live game, without zero, false and empty values (a missing `S1` means 0). */
export function wireScore(sc: LiveScore): FeedScore {
  return compact<FeedScore>({
    FS: compact({ S1: sc.FS.S1, S2: sc.FS.S2 }),
    PS: sc.PS.map((p) => ({ Key: p.Key, Value: compact({ S1: p.Value.S1, S2: p.Value.S2, NF: p.Value.NF }) })),
    CP: sc.CP,
    CPS: sc.CPS,
    TS: sc.TS,
    TP: sc.TP,
    BR: sc.BR === 0 ? undefined : sc.BR,
    I: sc.I,
    SLS: sc.SLS,
    ST: sc.ST.map((block) => ({
      Key: block.Key,
      Value: block.Value.map((s) => compact({ ID: s.ID, S1: s.S1, S2: s.S2, N: s.N })),
    })),
    LE: sc.LE && compact({ K: sc.LE.K, T: sc.LE.T, TS: sc.LE.TS, P: sc.LE.P }),
    SV: sc.SV,
    GP: sc.GP && compact({ S1: sc.GP.S1, S2: sc.GP.S2 }),
  });
}

/** What changes in a score block apart from the running clock: published when it differs. */
export function scoreSignature(sc: LiveScore | undefined): string {
  if (!sc) return '';
  const { TS: _clock, ...rest } = sc;
  return JSON.stringify(rest);
}
