// @vitest-environment jsdom
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { BonusesPage } from './bonuses-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;

function bonus(over: Partial<BonusRecord> = {}): BonusRecord {
  const start = new Date(Date.now() - DAY).toISOString();
  const expires = new Date(Date.now() + 10 * DAY + 3_600_000).toISOString();
  return {
    id: 7,
    idBonus: 1,
    type: 0,
    name: 'Sport welcome bonus',
    start,
    end: expires,
    currentValue: 60_00,
    requiredValue: 200_00,
    isClosed: false,
    progressPercent: 30,
    width: 30,
    money: 40_00,
    amount: 40_00,
    closedAmount: null,
    expirationDate: expires,
    currencyId: 10,
    currencyIso: 'USD',
    promoId: 'WELCOME_SPORT',
    status: 'active',
    product: 'sport',
    rules: {
      multiplier: 5,
      minOddsSingle: 1.5,
      minOddsLeg: 1.4,
      minOddsExpress: 2,
      sportWeight: 100,
      casinoWeight: 0,
      maxBet: 50_00,
    },
    ...over,
  };
}

describe('office bonuses', () => {
  it('shows an active bonus with its wagering progress and time left, and refuses it after a warning', async () => {
    let active = [bonus()];
    let history: BonusRecord[] = [];
    const { calls } = scriptFetch({
      'GET /web-api/officeapi/getbonuses': () => ({ body: { data: { active, history } } }),
      'POST /web-api/officeapi/refusebonus': () => {
        const refused = bonus({ status: 'refused', isClosed: true, money: 0, closedAmount: 40_00 });
        active = [];
        history = [refused];
        return { body: { data: refused } };
      },
    });
    document.documentElement.lang = 'en';
    renderWithSite(<BonusesPage />);
    const card = await screen.findByTestId('bonus-card');
    expect(card.textContent).toMatch(/Wagered \$?\s?60\.00.* of .*200\.00/);
    expect(within(card).getByRole('progressbar', { name: 'Wagering progress' }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
    expect(card.textContent).toContain('Days left: 10');
    expect(card.textContent).toContain('Bets above');

    fireEvent.click(within(card).getByRole('button', { name: 'Refuse the bonus' }));
    const warning = within(card).getByRole('alertdialog');
    expect(warning.textContent).toMatch(/bonus money left \(.*40\.00.*\) is removed/);
    expect(warning.textContent).toContain('cannot be undone');
    // Keeping it changes nothing; refusing sends the spec's call with the bonus id.
    fireEvent.click(within(warning).getByRole('button', { name: 'Keep the bonus' }));
    expect(calls.some((c) => c.url.includes('refusebonus'))).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Refuse the bonus' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Refuse and lose the bonus' }));
    await waitFor(() => expect(screen.queryByTestId('bonus-card')).toBeNull());
    expect(calls.find((c) => c.url.includes('refusebonus'))?.body).toEqual({ bonus_id: 7 });
    const row = await screen.findByTestId('bonus-history-row');
    expect(row.textContent).toContain('Refused');
    expect(row.textContent).toMatch(/40\.00.* removed/);
  });

  it('offers the promo code form only where the brand switches promo codes on (promo.isPromoCodeCheckEnabled)', async () => {
    scriptFetch({
      'GET /web-api/officeapi/getbonuses': () => ({ body: { data: { active: [], history: [] } } }),
      'GET /web-api/officeapi/promo/getUserPromoCodesNew': () => ({ body: { data: [] } }),
    });
    renderWithSite(<BonusesPage />, { promo: { isPromoCodeCheckEnabled: true } });
    expect(await screen.findByTestId('promo-code')).toBeTruthy();
    cleanup();
    renderWithSite(<BonusesPage />);
    await screen.findByText(/You have no active bonus/);
    expect(screen.queryByTestId('promo-code')).toBeNull();
  });
});
