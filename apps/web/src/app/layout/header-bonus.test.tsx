// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyKeys } from '../../features/wallet';
import { scriptFetch } from '../../test/accounts-test-utils';
import { renderAt, siteWith } from '../../test/layout-test-utils';
import { account, accountsPayload, logInAs } from '../../test/money-test-utils';
import { HeaderBonus } from './header-bonus';

const euroBonus = account({ id: 2, type: 1, money: 25, isBonusAccount: true, isActive: false });

function balanceWith(bonuses = [euroBonus]) {
  scriptFetch({ 'GET /web-api/user/balance': { body: { ...accountsPayload(), bonuses } } });
}

beforeEach(() => logInAs(7));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<HeaderBonus/> (isBonusShown)', () => {
  it('shows the bonus balance the player really holds, linking to the payments page', async () => {
    balanceWith();
    renderAt(<HeaderBonus lang="en" />);
    const bonus = await screen.findByTestId('header-bonus');
    expect(bonus.textContent).toBe('Bonus€25.00');
    expect(bonus.getAttribute('href')).toBe('/en/office/payments');
  });

  it('shows nothing while the player holds no bonus money: no offer is advertised', async () => {
    balanceWith([]);
    const { client } = renderAt(<HeaderBonus lang="en" />);
    await waitFor(() => expect(client.getQueryState(moneyKeys.balance)?.status).toBe('success'));
    expect(screen.queryByTestId('header-bonus')).toBeNull();
  });

  it('shows nothing when the switch is off, even with a bonus held', async () => {
    balanceWith();
    const { client } = renderAt(<HeaderBonus lang="en" />, { site: siteWith({ header: { isBonusShown: false } }) });
    await waitFor(() => expect(client.getQueryState(moneyKeys.balance)?.status).toBe('success'));
    expect(screen.queryByTestId('header-bonus')).toBeNull();
  });
});
