import { toMinor } from '@fairline/shared/money/minor';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { modalStore } from '../../components/ui';
import { LOGIN_MODAL } from '../auth/modal-names';
import { useAccountSession } from '../auth/session-store';
import { moneyKeys } from '../balance';
import { toBetRequest } from './coupon-request';
import { effectiveType } from './coupon-rules';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';
import type { Selection } from './coupon-types';
import { type BetReceipt, useLocalBets } from './local-bets-store';
import { type FailInfo, makeBet, type PlacedBet } from './place-bet-api';

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
  | { status: 'refused'; code: number; message: string; changes: OddsChange[]; maxBet?: number }
  | { status: 'unanswered' }
  | { status: 'vip' }
  | { status: 'placed'; receipt: BetReceipt };

const sameLeg = (s: Pick<Selection, 'gameId' | 'type' | 'param'>, e: { GameId: number; Type: number; Param: number }) =>
  s.gameId === e.GameId && s.type === e.Type && s.param === (e.Param ?? 0);

/** Changes the player can accept: the event is still open and offers another price. */
export function oddsChangesOf(failInfo: readonly FailInfo[]): OddsChange[] {
  return failInfo
    .filter((f) => !f.Block && !f.Finish && f.Coef > 0 && f.Coef !== f.CoefOld)
    .map((f) => ({ gameId: f.GameId, type: f.Type, param: f.Param, from: f.CoefOld, to: f.Coef }));
}

/** The receipt of an accepted bet: the legs at the odds the server accepted. */
export function receiptOf(bet: PlacedBet, legs: readonly Selection[], stake: string, digits: number): BetReceipt {
  const events = bet.Coupon?.Events ?? [];
  return {
    betId: bet.Id,
    placedAt: bet.Dt * 1000,
    legs: legs.map((s) => {
      const accepted = events.find((e) => sameLeg(s, e));
      return accepted ? { ...s, coef: accepted.Coef, newCoef: undefined } : s;
    }),
    stake,
    potential: toMinor(bet.Coupon?.PotentialReturn ?? 0, digits),
  };
}

/**
 * Placing the coupon. Each attempt gets a fresh betGuid; an attempt that got no answer keeps its
 * betGuid, so sending it again can never place the bet twice (the server answers the first result).
 */
export function usePlaceBet({ lang, digits }: { lang: string; digits: number }) {
  const client = useQueryClient();
  const [state, setState] = useState<PlaceState>({ status: 'idle' });
  const unanswered = useRef<{ guid: string; body: string; advance: boolean } | null>(null);
  const lastAdvance = useRef(false);

  /**
   * Places the coupon; `advance` stakes the advance instead of the balance. A re-send after an attempt
   * that got no answer keeps that attempt's kind, so it stays the same body and betGuid.
   */
  const place = async (opts: { advance?: boolean } = {}) => {
    if (useAccountSession.getState().status !== 'user') {
      modalStore.getState().show(LOGIN_MODAL);
      return;
    }
    const coupon = useCouponStore.getState();
    const legs = coupon.selections;
    const type = effectiveType(coupon.type, legs.length);
    const advance = opts.advance ?? unanswered.current?.advance ?? false;
    lastAdvance.current = advance;
    const request = {
      ...toBetRequest(legs, type, coupon.stake, coupon.systemSize, useCouponSettings.getState().acceptOddsChange),
      ...(advance ? { avanceBet: true } : {}),
    };
    const body = JSON.stringify(request);
    const guid = unanswered.current?.body === body ? unanswered.current.guid : crypto.randomUUID();
    unanswered.current = null;
    setState({ status: 'placing', live: request.live });
    const outcome = await makeBet(request, guid, lang);
    switch (outcome.kind) {
      case 'placed': {
        if (outcome.bet.VipBet) {
          setState({ status: 'vip' });
          return;
        }
        const receipt = receiptOf(outcome.bet, legs, coupon.stake, digits);
        useLocalBets.getState().addReceipt(receipt);
        useCouponStore.getState().clear();
        void client.invalidateQueries({ queryKey: moneyKeys.balance });
        void client.invalidateQueries({ queryKey: moneyKeys.bets });
        setState({ status: 'placed', receipt });
        return;
      }
      case 'refused':
        setState({
          status: 'refused',
          code: outcome.code,
          message: outcome.message,
          changes: oddsChangesOf(outcome.failInfo),
          ...(outcome.maxBet === undefined ? {} : { maxBet: outcome.maxBet }),
        });
        return;
      case 'login':
        setState({ status: 'idle' });
        modalStore.getState().show(LOGIN_MODAL);
        return;
      case 'unanswered':
        unanswered.current = { guid, body, advance };
        setState({ status: 'unanswered' });
    }
  };

  /** Takes the prices the server offered into the coupon and places at once. */
  const acceptAndPlace = async (changes: readonly OddsChange[]) => {
    useCouponStore.getState().takePrices(changes.map((c) => ({ ...c, coef: c.to })));
    await place({ advance: lastAdvance.current });
  };

  return { state, place, acceptAndPlace, reset: () => setState({ status: 'idle' }) };
}
