// @vitest-environment jsdom
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, placedBet } from '../../test/coupon-answers.testing';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook, testQueryClient, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';
import { useFreeBetChoice } from './free-bet-store';

const EUR = 12;

function freeBet(id: number, minOddsSingle: number): FreeBetRecord {
  return {
    id,
    idBonus: 1,
    type: 6,
    name: 'Free bet',
    start: '2026-11-27T00:00:00Z',
    end: '2099-01-01T00:00:00Z',
    currentValue: 0,
    isClosed: false,
    progressPercent: 0,
    width: 0,
    money: 500,
    amount: 500,
    expirationDate: '2099-01-01T00:00:00Z',
    currencyId: EUR,
    currencyIso: 'EUR',
    promoId: 'FB',
    status: 'active',
    betId: null,
    rules: { minOddsSingle, minOddsLeg: 1, minOddsExpress: 1, kinds: ['single'], sports: null, markets: 'any' },
  };
}

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
  logInAs(7);
  useCouponSettings.setState({ acceptOddsChange: 0 });
  useCouponStore.setState({ selections: [pick(1, 2)], type: 'single', stake: '' });
  useFreeBetChoice.setState({ chosen: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('free bets in the slip (ADR 0071)', () => {
  it('greys out a free bet the slip does not fit, and stakes a chosen one as bonusId with its amount, locked', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ money: 0 })]) },
      'GET /web-api/officeapi/freebets': { body: { data: { usable: [freeBet(8, 1.5), freeBet(9, 3)], history: [] } } },
      'POST /service-api/LiveBet/Secure/MakeBetWeb': {
        body: accepted(placedBet(42, { Balance: 0, Coupon: { Events: [], PotentialReturn: 10 } })),
      },
    });
    renderSportsbook(<CouponPanel />, testQueryClient());
    const options = await screen.findAllByTestId('free-bet-option');
    expect(options).toHaveLength(2);
    const [fits, tooLow] = options;
    if (!fits || !tooLow) throw new Error('two options expected');
    expect(within(tooLow).getByRole('radio')).toHaveProperty('disabled', true);
    expect(within(tooLow).getByText('The odds are below its minimum.')).toBeTruthy();
    fireEvent.click(within(fits).getByRole('radio'));
    const stake = screen.getByRole('textbox', { name: /^Stake/ });
    expect(stake).toHaveProperty('value', '5.00');
    expect(stake).toHaveProperty('readOnly', true);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Bet accepted')).toBeTruthy();
    const sent = calls.filter((c) => c.url.endsWith('/MakeBetWeb'));
    expect(sent[0]?.body).toMatchObject({ bonusId: 8, Summ: 5 });
    // Placed: the next coupon stakes from the balance again.
    expect(useFreeBetChoice.getState().chosen).toBeNull();
  });
});
