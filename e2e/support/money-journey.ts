import type { Leg, LegResult } from '@fairline/shared/coupon/leg';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { type Minor, toMinor } from '@fairline/shared/money/minor';
import { odds } from '@fairline/shared/odds/odds1000';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { CSRF, lastCode, solvedCaptcha } from './dev-api';

// The money journey's steps through the UI and the test-mode API (dev outbox, dev clock, feeds).

const TENGE = 4;
export const DIGITS = currencyById(TENGE)?.minorDigits ?? 2;
/** Line picks start at least this long after now: the coupon must be placed before kick-off. */
const KICK_OFF_MARGIN = 5 * 60_000;

/** Minor units of an amount as an English page shows it ('₸ 5,000.00'). */
export const minorOf = (text: string | null | undefined) =>
  toMinor((text ?? '').replace(/[^\d.-]/g, '') || '0', DIGITS);

/**
 * Registers by phone through the API, confirming it with the SMS code from the dev outbox: a
 * confirmed contact is what a withdrawal needs. The page's context is then logged in. The account is
 * in tenge unless another currency is asked for.
 */
export async function registerByPhone(page: Page, opts: { currencyId?: number } = {}): Promise<number> {
  const national = `70${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  // The whole run registers from one address: its code-sending count is reset (a dev route), not the rule.
  expect((await page.request.post('/dev/rate-limits/clear', { headers: CSRF })).status()).toBe(204);
  const sent = await page.request.post('/web-api/api/web/registration/v1/phone-code', {
    headers: CSRF,
    data: { phone: national, country: 'kz', captcha: await solvedCaptcha(page.request) },
  });
  expect(sent.status()).toBe(200);
  const code = await lastCode(page.request, `7${national}`);
  const phone = { countryId: 4, countryCode: 'kz', phoneCode: '7', phoneNum: national, fullPhone: `7${national}` };
  const res = await page.request.post('/web-api/api/web/registration/v1/register/phone_reg?lang=en', {
    headers: CSRF,
    data: {
      fields: {
        phone,
        phone_confirmation: code,
        password: 'amber-harbour-48',
        currency_id: opts.currencyId ?? TENGE,
        'agree-policy': true,
      },
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { userId: number }).userId;
}

/** Deposits through the sandbox card provider's hosted page and comes back to the cashier. */
export async function depositThroughSandbox(page: Page, amount: string) {
  await page.goto('/en/office/payments');
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/pay\/dep_\w+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/office\/payments$/);
}

export async function simulatedNow(request: APIRequestContext): Promise<number> {
  return Date.parse(((await (await request.get('/dev/clock')).json()) as { now: string }).now);
}

interface WireGame {
  I: number;
  S: number;
  O1: string;
  O2: string;
  E?: { T: number; C: number; B?: boolean }[];
}

/** A pick: a game and the team whose win we back (the favourite, so the bets have a fair chance to pay). */
export interface LinePick {
  kickOff: number;
  team: string;
}

const HOME_WIN = 1;
const AWAY_WIN = 3;

/** The favourites' wins of the line games that start soonest after the kick-off margin. */
export async function soonestPicks(request: APIRequestContext, count: number): Promise<LinePick[]> {
  const now = await simulatedNow(request);
  const res = await request.get('/service-api/LineFeed/Get1x2_VZip?lng=en&partner=1');
  const games = ((await res.json()) as { Value: WireGame[] }).Value;
  // Team names repeat across championships: a pick must name its game unambiguously.
  const named = (team: string) => games.filter((g) => g.O1 === team || g.O2 === team).length === 1;
  const picks: LinePick[] = [];
  for (const game of [...games].sort((a, b) => a.S - b.S || a.I - b.I)) {
    if (game.S * 1000 <= now + KICK_OFF_MARGIN) continue;
    const prices = (game.E ?? []).filter((e) => (e.T === HOME_WIN || e.T === AWAY_WIN) && !e.B);
    const favourite = prices.sort((a, b) => a.C - b.C)[0];
    const team = favourite?.T === HOME_WIN ? game.O1 : game.O2;
    if (!favourite || !named(team)) continue;
    picks.push({ kickOff: game.S * 1000, team });
    if (picks.length === count) break;
  }
  expect(picks).toHaveLength(count);
  return picks;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A team's win price in a games list (its accessible name: "<team> to win, <price>…"). */
export const winPrice = (page: Page, pick: LinePick) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(pick.team)} to win, \\d`) });

/**
 * Selects a price in the windowed games list, scrolling the page until its row is mounted. The
 * whole find-and-click retries: a row found before the list re-rendered may unmount under us.
 */
export async function selectInList(page: Page, price: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    if ((await price.count()) === 0) await page.mouse.wheel(0, 600);
    if ((await price.getAttribute('aria-pressed', { timeout: 500 })) !== 'true') await price.click({ timeout: 1000 });
    await expect(price).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [50] });
}

export interface Placed {
  betId: number;
  stake: Minor;
  /** The potential return the receipt shows, in minor units. */
  potential: number;
  /** The legs' odds as the receipt shows them (accepted by the server), in decimal format. */
  odds: string[];
}

/** Fills the stake, takes any odds change, places the coupon and reads the receipt. */
export async function placeCoupon(slip: Locator, stake: string): Promise<Placed> {
  await slip.getByRole('textbox', { name: /^Stake/ }).fill(stake);
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const receipt = slip.getByRole('status').filter({ hasText: 'Bet accepted' });
  const refusal = slip.getByRole('alert');
  await expect(receipt.or(refusal)).toBeVisible({ timeout: 20_000 });
  if (await refusal.isVisible()) throw new Error(`The bet was refused: ${await refusal.textContent()}`);
  const betId = Number((await receipt.getByText(/^№ \d+$/).textContent())?.replace(/\D/g, ''));
  expect(betId).toBeGreaterThan(0);
  const legOdds = await receipt.getByRole('listitem').locator('b').allTextContents();
  const potential = minorOf(await receipt.locator('dd').last().textContent());
  await receipt.getByRole('button', { name: 'Close' }).click();
  return { betId, stake: toMinor(stake, DIGITS), odds: legOdds, potential };
}

const LEG_RESULTS: Record<string, LegResult> = {
  won: 'won',
  lost: 'lost',
  void: 'void',
  half_won: 'halfWon',
  half_lost: 'halfLost',
  open: 'open',
};

export interface BetDetails {
  id: number;
  status: string;
  payout: number;
  /** Decimal, in the bet's currency. */
  potential_return: number;
  k?: number;
  legs: { odds: number; result: string }[];
}

/** A bet as the office's details call answers it. */
export async function betDetails(request: APIRequestContext, id: number): Promise<BetDetails> {
  const res = await request.get(`/web-api/officeapi/getbet/${id}?lng=en`);
  expect(res.status()).toBe(200);
  return (await res.json()) as BetDetails;
}

/** Waits until the settler has settled the bet, then answers its details (leg results and odds). */
export async function settledBet(request: APIRequestContext, id: number): Promise<BetDetails> {
  let bet: BetDetails | undefined;
  await expect
    .poll(
      async () => {
        bet = await betDetails(request, id);
        return bet.status;
      },
      { timeout: 30_000 },
    )
    .not.toBe('open');
  if (!bet) throw new Error(`bet ${id} not read`);
  return bet;
}

export const legsOf = (bet: BetDetails): Leg[] =>
  bet.legs.map((l) => ({ odds: odds(l.odds), result: LEG_RESULTS[l.result] ?? 'open' }));

export const headerBalance = async (page: Page): Promise<Minor> =>
  minorOf(await page.getByTestId('header-balance').textContent());

/** The header shows `amount` (compared in minor units: Chromium and Node space money differently). */
export async function expectBalance(page: Page, amount: number) {
  await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
  await expect.poll(() => headerBalance(page)).toBe(amount);
}
