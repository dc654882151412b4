import { toMinor } from '@fairline/shared/money/minor';
import type { FailInfo, PlacedBet } from '@fairline/shared/wire/bets';
import type { VipBetAnswer } from '@fairline/shared/wire/vip-bets';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { modalStore } from '../../components/ui';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { moneyKeys } from '../wallet';
import { type BetRequest, toBetRequest } from './coupon-request';
import { effectiveType } from './coupon-rules';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';
import { type Selection, selectionKey } from './coupon-types';
import { FREE_BETS_QUERY, useFreeBetChoice } from './free-bet-store';
import { type BetReceipt, useLocalBets } from './local-bets-store';
import { makeBet, makeBets, type PlaceOutcome } from './place-bet-api';
import { receiptKindOf } from './receipt-kind';

/** A price the server offers instead of the one in the coupon. */
export interface OddsChange {
  gameId: number;
  type: number;
  param: number;
  from: number;
  to: number;
}

export type PlaceState =
  | { status: 'idle' }
  | { status: 'placing'; live: boolean }
  /** `accepted`: singles of the same tap that were placed (they left the coupon) before this refusal. */
  | { status: 'refused'; code: number; message: string; changes: OddsChange[]; maxBet?: number; accepted?: number }
  | { status: 'unanswered' }
  /** The stake went to the operator as a VIP bet request: held until they decide, or `ExpiresAt`. */
  | { status: 'vip'; request: VipBetAnswer }
  | { status: 'placed'; receipts: BetReceipt[] };

const sameLeg = (s: Pick<Selection, 'gameId' | 'type' | 'param'>, e: { GameId: number; Type: number; Param: number }) =>
  s.gameId === e.GameId && s.type === e.Type && s.param === e.Param;

/** Changes the player can accept: the event is still open and offers another price. */
export function oddsChangesOf(failInfo: readonly FailInfo[]): OddsChange[] {
  return failInfo
    .filter((f) => !f.Block && !f.Finish && f.Coef > 0 && f.Coef !== f.CoefOld)
    .map((f) => ({ gameId: f.GameId, type: f.Type, param: f.Param, from: f.CoefOld, to: f.Coef }));
}

/**
 * The receipt of an accepted bet: the legs at the odds the server accepted, or for an auto bet
 * (`autoBetCf`) at the odds it waits for.
 */
export function receiptOf(
  bet: PlacedBet,
  legs: readonly Selection[],
  stake: string,
  digits: number,
  autoBetCf?: number,
): BetReceipt {
  const events = bet.Coupon.Events;
  return {
    betId: bet.Id,
    placedAt: bet.Dt * 1000,
    ...(autoBetCf === undefined ? {} : { auto: true }),
    legs: legs.map((s) => {
      if (autoBetCf !== undefined) return { ...s, coef: autoBetCf, newCoef: undefined };
      const accepted = events.find((e) => sameLeg(s, e));
      return accepted ? { ...s, coef: accepted.Coef, newCoef: undefined } : s;
    }),
    stake,
    potential: toMinor(bet.Coupon.PotentialReturn, digits),
    kind: receiptKindOf(bet.Coupon, legs.filter((s) => s.banker).length),
  };
}

/**
 * Placing the coupon: one bet, or one per selection for singles (sent together). Each attempt gets
 * fresh betGuids; an attempt that got no answer keeps them, so sending it again can never place a
 * bet twice (the server answers the first result).
 */
export function usePlaceBet({
  lang,
  digits,
  antiOdds,
}: {
  lang: string;
  digits: number;
  /** An anti-express's odds as shown: sent, so a lower price comes back as a change. */
  antiOdds?: number | undefined;
}) {
  const client = useQueryClient();
  const [state, setState] = useState<PlaceState>({ status: 'idle' });
  const unanswered = useRef<{ guids: string[]; body: string; advance: boolean } | null>(null);
  const lastAdvance = useRef(false);

  /** Takes the answers in: receipts for the placed bets (their legs leave the coupon), then what stops the rest. */
  const settle = (
    bets: readonly { legs: Selection[]; request: BetRequest }[],
    outcomes: readonly PlaceOutcome[],
    stake: string,
  ) => {
    const receipts: BetReceipt[] = [];
    let vip: VipBetAnswer | undefined;
    outcomes.forEach((outcome, i) => {
      if (outcome.kind !== 'placed') return;
      const legs = bets[i]?.legs ?? [];
      for (const leg of legs) useCouponStore.getState().remove(selectionKey(leg));
      if ('VipBet' in outcome.bet) vip = outcome.bet.VipBet;
      else receipts.push(receiptOf(outcome.bet, legs, stake, digits, bets[i]?.request.autoBetCf));
    });
    for (const receipt of receipts) useLocalBets.getState().addReceipt(receipt);
    // A VIP request holds its stake: the balance and the bets page's requests change too.
    if (receipts.length > 0 || vip) {
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
      void client.invalidateQueries({ queryKey: moneyKeys.bets });
    }
    // A free bet staked (or refused as used up) is read again; the next coupon starts from the balance.
    if (useFreeBetChoice.getState().chosen) {
      if (receipts.length > 0) useFreeBetChoice.getState().choose(null);
      void client.invalidateQueries({ queryKey: FREE_BETS_QUERY });
    }
    const refusal = outcomes.find((o) => o.kind === 'refused');
    if (refusal?.kind === 'refused') {
      setState({
        status: 'refused',
        code: refusal.code,
        message: refusal.message,
        changes: oddsChangesOf(refusal.failInfo),
        ...(refusal.maxBet === undefined ? {} : { maxBet: refusal.maxBet }),
        ...(receipts.length > 0 ? { accepted: receipts.length } : {}),
      });
      return;
    }
    useCouponStore.getState().clear();
    setState(vip && receipts.length === 0 ? { status: 'vip', request: vip } : { status: 'placed', receipts });
  };

  /**
   * Places the coupon; `advance` stakes the advance instead of the balance. A re-send after an attempt
   * that got no answer keeps that attempt's kind, so it stays the same body and betGuids.
   */
  const place = async (opts: { advance?: boolean } = {}) => {
    if (useAccountSession.getState().status !== 'user') {
      modalStore.getState().show(LOGIN_MODAL);
      return;
    }
    const coupon = useCouponStore.getState();
    const freeBet = useFreeBetChoice.getState().chosen;
    const type = effectiveType(coupon.type, coupon.selections.length);
    const advance = opts.advance ?? unanswered.current?.advance ?? false;
    lastAdvance.current = advance;
    const { acceptOddsChange: checkCf, dropOnScoreChange, lineToLive } = useCouponSettings.getState();
    // A promo code is once per player: with several singles it goes with the first.
    const betOf = (legs: Selection[], index: number): { legs: Selection[]; request: BetRequest } => ({
      legs,
      request: {
        ...toBetRequest(legs, type, coupon.stake, coupon.systemSize, checkCf, {
          antiOdds,
          dropOnScoreChange,
          lineToLive,
        }),
        ...(advance ? { avanceBet: true } : {}),
        ...(coupon.promo && index === 0 ? { promo: coupon.promo } : {}),
        // A chosen free bet stakes the one bet of the coupon (ADR 0071).
        ...(freeBet && index === 0 ? { bonusId: freeBet.id } : {}),
      },
    });
    const bets = type === 'single' ? coupon.selections.map((leg, i) => betOf([leg], i)) : [betOf(coupon.selections, 0)];
    const [first] = bets;
    const autoOdds = Number(coupon.autoOdds);
    // An auto bet: one single, ordered at the target odds (the stake is reserved until it is filled).
    if (first && bets.length === 1 && type === 'single' && !advance && autoOdds > 1) {
      first.request = { ...first.request, autoBetCf: autoOdds };
    }
    const body = JSON.stringify(bets.map((bet) => bet.request));
    const guids = unanswered.current?.body === body ? unanswered.current.guids : bets.map(() => crypto.randomUUID());
    unanswered.current = null;
    setState({ status: 'placing', live: bets.some((bet) => bet.request.live) });
    const answer =
      bets.length === 1 && first
        ? await makeBet(first.request, guids[0] ?? '', lang)
        : await makeBets(
            bets.map((bet, i) => ({ request: bet.request, betGuid: guids[i] ?? '' })),
            lang,
          );
    const outcomes = Array.isArray(answer) ? answer : [answer];
    const failed = outcomes.length === 1 ? outcomes[0] : undefined;
    if (failed?.kind === 'login') {
      setState({ status: 'idle' });
      modalStore.getState().show(LOGIN_MODAL);
      return;
    }
    if (failed?.kind === 'unanswered') {
      unanswered.current = { guids, body, advance };
      setState({ status: 'unanswered' });
      return;
    }
    settle(bets, outcomes, coupon.stake);
  };

  /** Takes the prices the server offered into the coupon and places at once. */
  const acceptAndPlace = async (changes: readonly OddsChange[]) => {
    useCouponStore.getState().takePrices(changes.map((c) => ({ ...c, coef: c.to })));
    await place({ advance: lastAdvance.current });
  };

  return { state, place, acceptAndPlace, reset: () => setState({ status: 'idle' }) };
}
