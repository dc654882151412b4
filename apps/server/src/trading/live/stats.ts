// Football and FIFA statistics (`ST`), growing plausibly over the match.
import type { StatItem } from '../types';
import type { IncidentKind, Timeline } from './timeline';

const GOAL_XG = 0.32;

/** A monotone wobble of x in [0, 1] so counts do not grow in a straight line. */
function warp(x: number, phase: number): number {
  const w = 6 * Math.PI;
  return x + (0.5 * (Math.sin(w * x + phase) - Math.sin(phase))) / w;
}

type Flow = NonNullable<Timeline['flow']>;

/** Attacks and dangerous attacks of each side once `played` (0–1) of regulation is played: they only grow. */
export function flowCounts(flow: Flow, played: number): { attacks: [number, number]; dangerous: [number, number] } {
  const x = Math.max(0, Math.min(1, played));
  const grow = (total: number, shift: number) => Math.floor(total * warp(x, flow.phase + shift));
  return {
    attacks: [grow(flow.attacks[0], 0), grow(flow.attacks[1], 1)],
    dangerous: [grow(flow.dangerous[0], 2), grow(flow.dangerous[1], 3)],
  };
}

/** Statistics at replay time `at`; `played` is the share of regulation already played. */
export function statsAt(tl: Timeline, at: number, played: number): StatItem[] {
  const flow = tl.flow;
  if (!flow) return [];
  const count = (kind: IncidentKind): [number, number] => {
    const c: [number, number] = [0, 0];
    for (const i of tl.incidents) {
      if (i.t > at) break;
      if (i.kind === kind) c[i.team === 1 ? 0 : 1] += 1;
    }
    return c;
  };
  const xg: [number, number] = [0, 0];
  for (const i of tl.incidents) {
    if (i.t > at) break;
    if (i.xg !== undefined) xg[i.team === 1 ? 0 : 1] += i.xg;
  }
  const goals: [number, number] = [0, 0];
  for (const e of tl.events) {
    if (e.t > at) break;
    const k = e.team === 1 ? 0 : 1;
    goals[k] += 1;
    xg[k] += e.penalty ? 0.76 : GOAL_XG;
  }
  const x = Math.max(0, Math.min(1, played));
  const { attacks, dangerous } = flowCounts(flow, played);
  const possession = played > 0 ? Math.round(flow.possession + 3 * Math.sin(4 * Math.PI * x + flow.phase)) : 50;
  const shotsOn = count('shotOn');
  const item = (ID: number, N: string, S1: number, S2: number): StatItem => ({ ID, N, S1, S2 });
  const r2 = (v: number) => Math.round(v * 100) / 100;
  const [y1, y2] = count('yellow');
  const [red1, red2] = count('red');
  const [c1, c2] = count('corner');
  const [off1, off2] = count('shotOff');
  const [p1, p2] = count('penalty');
  return [
    item(45, 'Attacks', attacks[0], attacks[1]),
    item(58, 'Dangerous attacks', dangerous[0], dangerous[1]),
    item(29, 'Possession %', possession, 100 - possession),
    item(59, 'Shots on target', shotsOn[0] + goals[0], shotsOn[1] + goals[1]),
    item(60, 'Shots off target', off1, off2),
    item(93, 'xG', r2(xg[0]), r2(xg[1])),
    item(70, 'Corners', c1, c2),
    item(26, 'Yellow cards', y1, y2),
    item(71, 'Red cards', red1, red2),
    item(72, 'Penalties', p1, p2),
  ];
}
