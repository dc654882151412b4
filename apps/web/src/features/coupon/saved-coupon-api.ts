// A coupon saved under a short code (Open/SaveCoupon) and read back re-priced (Open/GetCoupon), so a
// player can share a coupon or take it to another device.
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { answerOf, fetchParsedOrNone } from '../../lib/api';
import { http } from '../../lib/http';
import type { Translate } from '../../lib/i18n';
import { toBetRequest } from './coupon-request';
import { effectiveType } from './coupon-rules';
import { type CouponType, LINE_KIND, LIVE_KIND, type Selection } from './coupon-types';
import { selectionLabels } from './odds-button';

/** A coupon read back: its selections (finished games left out) and what changed since saving. */
export interface LoadedCoupon {
  selections: Selection[];
  type: CouponType;
  systemSize: number;
  /** Selections whose odds or suspension changed since the coupon was saved. */
  changed: number;
  /** Games that are over: not put in the slip. */
  finished: number;
}

/**
 * The answers' schemas, asked for with the call (`fetchParsedOrNone`): a failed call, schemas that did
 * not load or an answer that does not match is "no coupon" (null).
 */
const couponSchemas = () => import('./coupon-schemas');

const TYPE_OF_VID: Record<number, CouponType> = {
  [CouponVid.Single]: 'single',
  [CouponVid.Express]: 'express',
  [CouponVid.System]: 'system',
  [CouponVid.Multi]: 'multi',
  [CouponVid.AntiExpress]: 'anti',
};

/**
 * Saves the slip as the panel shows it and answers its code; null when the server would not price it.
 * The stored type may be one the slip has outgrown (a system chosen for four selections, two of them
 * since removed), so the bet saved is the one shown: the effective type, and a system size the
 * selections allow. Several singles are saved as one express of their selections (a saved coupon is
 * one coupon; the type can be switched back).
 */
export async function saveCoupon(selections: readonly Selection[], type: CouponType, systemSize: number) {
  const shown = effectiveType(type, selections.length);
  const asType = shown === 'single' && selections.length > 1 ? 'express' : shown;
  const answer = await fetchParsedOrNone(
    couponSchemas,
    (s) => s.saveCouponAnswer,
    () =>
      http
        .request<unknown>({
          url: '/service-api/LiveBet/Open/SaveCoupon',
          method: 'POST',
          params: { ...toBetRequest(selections, asType, '', systemSize, 0) },
        })
        .then(answerOf),
  );
  return answer?.Success ? answer.Value : null;
}

/**
 * Reads a saved coupon by its code, named in English for now: the slip names its selections again
 * in the page's language from the feed. Null for an unknown or no longer valid code.
 */
export async function loadCoupon(code: string, t: Translate): Promise<LoadedCoupon | null> {
  const answer = await fetchParsedOrNone(
    couponSchemas,
    (s) => s.getCouponAnswer,
    () =>
      http
        .request<unknown>({ url: '/service-api/LiveBet/Open/GetCoupon', method: 'POST', params: { guid: code.trim() } })
        .then(answerOf),
  );
  if (!answer?.Success) return null;
  const saved = answer.Value;
  const bankers = new Set(saved.WithLobby ? saved.EventsIndexes.map((i) => saved.Events[i]) : []);
  const open = saved.Events.filter((e) => !e.Finish);
  const selections = open.map((e): Selection => {
    const [O1 = '', O2 = ''] = e.GameName.split(' — ');
    return {
      gameId: e.GameId,
      constId: e.ConstId,
      type: e.Type,
      group: e.Group,
      param: e.Param,
      coef: e.Coef,
      kind: e.Kind === LIVE_KIND ? LIVE_KIND : LINE_KIND,
      ...(e.Block ? { blocked: true } : {}),
      ...(bankers.has(e) ? { banker: true } : {}),
      labels: selectionLabels(t, { O1, O2 }, { T: e.Type, G: e.Group, C: e.Coef, P: e.Param }),
    };
  });
  return {
    selections,
    type: TYPE_OF_VID[saved.Vid] ?? 'express',
    systemSize: saved.ExpressNum || 2,
    changed: open.filter((e) => e.Changed).length,
    finished: saved.Events.length - open.length,
  };
}
