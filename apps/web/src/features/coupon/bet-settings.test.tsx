// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { accepted, placedBet, vipRequested } from '../../test/coupon-answers.testing';
import { account, accountsPayload, logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore } from './coupon-store';

const MAKE_BET = 'POST /service-api/LiveBet/Secure/MakeBetWeb';
const DROP = 'Cancel a live bet if the score changes while it is being accepted';
const TO_LIVE = 'If a match kicks off, take my pre-match pick at the live odds';
const KRW = 28;

const placed = { body: accepted(placedBet(9), { Id: 9 }) };
const sent = (calls: { url: string; body: unknown }[]) =>
  calls.filter((c) => c.url.endsWith('/MakeBetWeb')).map((c) => c.body as Record<string, unknown>);
const placeButton = () => screen.getByRole('button', { name: 'Place bet' });

beforeEach(() => {
  useEnglishStrings();
  useMoneyStrings();
  logInAs(7);
  useCouponSettings.setState({ acceptOddsChange: 0, dropOnScoreChange: false, lineToLive: false });
  useCouponStore.setState({ type: 'single', stake: '10', promo: '', autoOdds: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bet settings in the slip', () => {
  it('offers dropping a live bet on a score change with a live pick, and sends it only when on', async () => {
    useCouponStore.setState({ selections: [pick(1, 2, { kind: 1 })] });
    const { calls } = scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload() }, [MAKE_BET]: placed });
    renderSportsbook(<CouponPanel />);
    expect(screen.queryByRole('switch', { name: TO_LIVE })).toBeNull();
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).not.toHaveProperty('dropOnScoreChange');
    // The placed bet's leg leaves the coupon once its answer is read.
    await waitFor(() => expect(useCouponStore.getState().selections).toHaveLength(0));

    useCouponStore.setState({ selections: [pick(1, 2, { kind: 1 })], stake: '10' });
    fireEvent.click(await screen.findByRole('switch', { name: DROP }));
    expect(useCouponSettings.getState().dropOnScoreChange).toBe(true);
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(sent(calls)[1]).toMatchObject({ dropOnScoreChange: true });
  });

  it('offers taking a pre-match pick to live with a pre-match pick, and sends transformEventKind when on', async () => {
    useCouponStore.setState({ selections: [pick(1, 2)] });
    useCouponSettings.setState({ lineToLive: true, dropOnScoreChange: true });
    const { calls } = scriptFetch({ 'GET /web-api/user/balance': { body: accountsPayload() }, [MAKE_BET]: placed });
    renderSportsbook(<CouponPanel />);
    expect(screen.getByRole('switch', { name: TO_LIVE }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('switch', { name: DROP })).toBeNull();
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({ transformEventKind: true });
    expect(sent(calls)[0]).not.toHaveProperty('dropOnScoreChange');
  });
});

describe('a stake above the maximum sent as a VIP bet request', () => {
  it('says in the slip what is held, until when and where to follow it', async () => {
    useCouponStore.setState({ selections: [pick(1, 2)], stake: '300' });
    const expiresAt = 1_795_349_400;
    scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload() },
      [MAKE_BET]: { body: accepted({ ...vipRequested(5, 300, expiresAt), Balance: 934.5 }, { Guid: 'g' }) },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(placeButton());
    const notice = await screen.findByRole('status', { name: 'Sent for approval' });
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(expiresAt * 1000);
    expect(notice.textContent).toContain(`€300.00 is held until they decide, at the latest until ${time}`);
    expect(screen.getByRole('link', { name: 'Follow it in My bets' }).getAttribute('href')).toBe('/en/office/bets');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status', { name: 'Sent for approval' })).toBeNull();
  });
});

describe('the stake by the one amount rule', () => {
  it('keeps no more decimals than the player’s currency has as the stake is typed', async () => {
    useCouponStore.setState({ selections: [pick(1, 2)], stake: '' });
    scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ currencyId: KRW, symbol: '₩', iso: 'KRW' })]) },
    });
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    const input = await screen.findByRole('textbox', { name: 'Stake' });
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe('0'));
    fireEvent.change(input, { target: { value: '1500.75' } });
    expect(useCouponStore.getState().stake).toBe('1500');
  });

  it('holds a stake typed with more decimals than the currency has, and says why', async () => {
    useCouponStore.setState({ selections: [pick(1, 2)], stake: '10.5' });
    scriptFetch({
      'GET /web-api/user/balance': { body: accountsPayload([account({ currencyId: KRW, symbol: '₩', iso: 'KRW' })]) },
    });
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    expect(await screen.findByText('The stake has more decimals than your currency allows: correct it.')).toBeTruthy();
    expect(placeButton().hasAttribute('disabled')).toBe(true);
  });
});
