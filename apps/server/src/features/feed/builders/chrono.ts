// `GetChronoOfPlay`: incidents of a live game with their minute. The provider exposes the score
// block at any moment, whose counters (score, cards, penalties) only grow; each step is found by
// bisection over time to the second, and the search resumes where the last call stopped.
import type { ChronoOfPlay } from '@fairline/shared/wire/feed-extras';
import type { LiveScore } from '../../../trading/types';
import type { CallContext } from '../feed-context';
import { Lru } from '../lru';
import { compact } from '../wire/compact';
import { type Lang, nameIn } from '../wire/lang';
import { gameNotFound } from './game-page';

/** Incident kinds (`I`) and the score-block counters they are read from (stat ids of wire-format.md). */
const KINDS = [
  { I: 1, stat: 0, name: { en: 'Goal', ru: 'Гол' } },
  { I: 2, stat: 26, name: { en: 'Yellow card', ru: 'Жёлтая карточка' } },
  { I: 3, stat: 71, name: { en: 'Red card', ru: 'Красная карточка' } },
  { I: 4, stat: 72, name: { en: 'Penalty', ru: 'Пенальти' } },
] as const;

const SET_GOAL = { en: 'Set won', ru: 'Выигран сет' };
const RESOLUTION_MS = 1000;

interface Incident {
  kind: number;
  team: 1 | 2;
  second: number;
  s1: number;
  s2: number;
}

interface Progress {
  upTo: number;
  counters: number[];
  incidents: Incident[];
}

function countersOf(sc: LiveScore | undefined): number[] {
  const stats = sc?.ST[0]?.Value ?? [];
  return KINDS.flatMap((k) => {
    if (k.stat === 0) return [sc?.FS.S1 ?? 0, sc?.FS.S2 ?? 0];
    const s = stats.find((x) => x.ID === k.stat);
    return [s?.S1 ?? 0, s?.S2 ?? 0];
  });
}

const memo = new WeakMap<object, Lru<number, Progress>>();

export function chronoOfPlay(ctx: CallContext, id: number): ChronoOfPlay {
  const g = ctx.engine.getGame(id, ctx.now);
  if (!g || g.phase === 'line') throw gameNotFound();
  let cache = memo.get(ctx.engine);
  if (!cache) {
    cache = new Lru(500);
    memo.set(ctx.engine, cache);
  }
  const sample = (t: number) => ctx.engine.getGame(g.id, t)?.SC;
  let progress = cache.get(g.constId);
  if (!progress || progress.upTo > ctx.now) {
    progress = { upTo: g.start, counters: countersOf(sample(g.start)), incidents: [] };
  }
  const end = countersOf(g.SC);
  const found: Incident[] = [];
  const search = (lo: number, clo: number[], hi: number, chi: number[], sc: LiveScore | undefined) => {
    if (clo.every((v, i) => v === chi[i])) return;
    if (hi - lo <= RESOLUTION_MS) {
      chi.forEach((v, i) => {
        const kind = KINDS[Math.floor(i / 2)];
        for (let n = clo[i] ?? 0; n < v && kind; n++) {
          found.push({
            kind: kind.I,
            team: i % 2 === 0 ? 1 : 2,
            second: sc?.TS ?? 0,
            s1: chi[0] ?? 0,
            s2: chi[1] ?? 0,
          });
        }
      });
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    const msc = sample(mid);
    const cmid = countersOf(msc);
    search(lo, clo, mid, cmid, msc);
    search(mid, cmid, hi, chi, sc);
  };
  search(progress.upTo, progress.counters, ctx.now, end, g.SC);
  progress = { upTo: ctx.now, counters: end, incidents: [...progress.incidents, ...found] };
  cache.set(g.constId, progress);
  return {
    I: g.id,
    CI: g.constId,
    O1: nameIn(g.home.name, ctx.wire.lang),
    O2: nameIn(g.away.name, ctx.wire.lang),
    EV: progress.incidents.map((x) =>
      wireIncident(x, ctx.wire.lang, ctx.catalog.sports.get(g.sportId)?.family === 'sets'),
    ),
  };
}

type WireIncident = ChronoOfPlay['EV'][number];

function wireIncident(x: Incident, lang: Lang, sets: boolean): WireIncident {
  const kind = KINDS.find((k) => k.I === x.kind);
  const name = sets && x.kind === 1 ? SET_GOAL : (kind?.name ?? SET_GOAL);
  return compact<WireIncident>({
    I: x.kind,
    N: nameIn(name, lang),
    T: x.team,
    M: Math.floor(x.second / 60) + 1,
    TS: x.second,
    S1: x.kind === 1 ? x.s1 : 0,
    S2: x.kind === 1 ? x.s2 : 0,
  });
}
