// One-click bet mode (coupon settings): a tap on a price places a single of the one-click stake at
// once, without the slip. The price buttons load this on the first such tap.
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import type { QueryClient } from '@tanstack/react-query';
import { modalStore } from '../../components/ui';
import { translator } from '../../lib/i18n';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { moneyKeys } from '../wallet';
import { toBetRequest } from './coupon-request';
import { useCouponSettings } from './coupon-settings-store';
import { type Selection, selectionKey } from './coupon-types';
import { makeBet, type PlaceOutcome, refusalKey } from './place-bet-api';

/** What the tap says back: a notification, or nothing (a login was asked for, or the bet is already on its way). */
export type OneClickNotice = { type: 'success' | 'error'; text: string } | null;

// Taps on a price whose bet is still on its way are ignored: one tap, one bet.
const inFlight = new Set<string>();

function noticeOf(outcome: PlaceOutcome, format: OddsFormat): OneClickNotice {
  const t = translator.t.bind(translator);
  switch (outcome.kind) {
    case 'placed': {
      // A VIP request (a stake above the maximum) has no accepted price to name.
      const coupon = 'Coupon' in outcome.bet ? outcome.bet.Coupon : undefined;
      const odds = coupon?.Events[0]?.Coef ?? coupon?.Coef;
      return {
        type: 'success',
        text: t('coupon.oneClickPlaced', {
          id: outcome.bet.Id,
          odds: odds === undefined ? '' : formatOdds(odds, format),
        }),
      };
    }
    case 'refused':
      return { type: 'error', text: t(refusalKey(outcome.code)) };
    case 'unanswered':
      return { type: 'error', text: t('coupon.oneClickUnanswered') };
    case 'login':
      modalStore.getState().show(LOGIN_MODAL);
      return null;
  }
}

/**
 * Places `selection` as a single of the one-click stake, with the player's odds-change setting, and
 * names the price it was accepted at in the player's odds format. A call
 * that got no answer is sent once more with the same betGuid, which can never place it twice.
 */
export async function placeOneClick(
  selection: Selection,
  lang: string,
  client: QueryClient,
  format: OddsFormat,
): Promise<OneClickNotice> {
  if (useAccountSession.getState().status !== 'user') {
    modalStore.getState().show(LOGIN_MODAL);
    return null;
  }
  const key = selectionKey(selection);
  if (inFlight.has(key)) return null;
  inFlight.add(key);
  try {
    const { oneClickStake, acceptOddsChange, dropOnScoreChange, lineToLive } = useCouponSettings.getState();
    const request = toBetRequest([selection], 'single', oneClickStake, 0, acceptOddsChange, {
      oneClick: true,
      dropOnScoreChange,
      lineToLive,
    });
    const betGuid = crypto.randomUUID();
    let outcome = await makeBet(request, betGuid, lang);
    if (outcome.kind === 'unanswered') outcome = await makeBet(request, betGuid, lang);
    if (outcome.kind === 'placed') {
      void client.invalidateQueries({ queryKey: moneyKeys.balance });
      void client.invalidateQueries({ queryKey: moneyKeys.bets });
    }
    return noticeOf(outcome, format);
  } finally {
    inFlight.delete(key);
  }
}
