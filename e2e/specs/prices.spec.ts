import { formatOdds, OddsFormat, readPrice } from '@fairline/shared/odds/formats';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectBalance,
  minorOf,
  placeCoupon,
  registerByPhone,
  selectInList,
  soonestPicks,
  winPrice,
} from '../support/money-journey';

// Issue 16, "Prices and money": the price shown is the price paid (in the list, the slip, the receipt
// and My bets, in every odds format), and saving a slip after a system bet saves the bet it shows.
// ADR 0014. Needs the server in test mode (NODE_ENV=test) for the dev outbox.

const FORMATS: [OddsFormat, string][] = [
  [OddsFormat.Fractional, 'Fractional'],
  [OddsFormat.American, 'American'],
  [OddsFormat.HongKong, 'Hong Kong'],
  [OddsFormat.Indonesian, 'Indonesian'],
  [OddsFormat.Malaysian, 'Malaysian'],
];

/** The price a price button shows (its text, as the player reads it). */
async function priceOf(button: Locator): Promise<string> {
  return ((await button.locator('span[dir="ltr"]').textContent()) ?? '').trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A team's win price in any odds format ('+110', '10/11' as well as '2.10'). */
const winIn = (page: Page, team: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(team)} to win, `) });

async function depositThroughSandbox(page: Page, amount: string) {
  await page.goto('/en/office/payments');
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('The deposit is credited to your account.')).toBeVisible();
}

const oddsSelect = (page: Page) => page.getByRole('combobox', { name: 'Odds', exact: true });

test('the price shown is the price paid in the list, the slip, the receipt and My bets, in every odds format; saving after a system bet saves the bet the slip shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  const openLine = async () => {
    await page.goto('/en/line');
    await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  };

  await test.step('register, log in and deposit', async () => {
    await page.goto('/en/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await registerByPhone(page);
    await depositThroughSandbox(page, '1000');
    await expectBalance(page, minorOf('1000'));
  });

  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line game to bet on');

  const shown = await test.step('the list and the slip show one price; a 10.00 stake returns 10 × it', async () => {
    await openLine();
    const button = winPrice(page, pick);
    await selectInList(page, button);
    const inList = await priceOf(button);
    // On the price ladder: two decimals, the whole price.
    expect(inList).toMatch(/^\d+\.\d{2}$/);
    await expect(slip.getByRole('listitem').getByText(inList, { exact: true })).toBeVisible();
    return inList;
  });

  const placed = await test.step('the receipt shows that price and pays the stake times it', async () => {
    const bet = await placeCoupon(slip, '10');
    expect(bet.odds).toEqual([shown]);
    expect(bet.potential).toBe(Math.round(minorOf('10') * Number(shown)));
    return bet;
  });

  const openBet = page
    .getByRole('list', { name: 'Open bets' })
    .getByRole('listitem')
    .filter({ hasText: `№ ${placed.betId}` });

  await test.step('My bets shows the same price and return', async () => {
    await page.goto('/en/office/bets');
    // The bet's odds, and its one leg's.
    await expect(openBet.getByText(shown, { exact: true }).first()).toBeVisible();
    const potential = openBet.locator('div').filter({ hasText: /^Potential return/ });
    expect(minorOf(await potential.textContent())).toBe(placed.potential);
  });

  await test.step('in every odds format the list shows a value that reads back as the price paid, and so does My bets', async () => {
    await openLine();
    const button = winIn(page, pick.team);
    for (const [format, label] of FORMATS) {
      await oddsSelect(page).selectOption({ label });
      await selectInList(page, button);
      const text = await priceOf(button);
      expect(readPrice(text, format), `${text} in ${label}`).toBe(Number(shown));
      // Selected only to find it in the windowed list: out of the slip again.
      await slip.getByRole('button', { name: 'Clear' }).click();
    }
    // The format is the player's setting: My bets (opened from the account menu) follows it.
    await oddsSelect(page).selectOption({ label: 'American' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My bets' }).click();
    await expect(
      openBet.getByText(formatOdds(Number(shown), OddsFormat.American), { exact: true }).first(),
    ).toBeVisible();
    await openLine();
    await oddsSelect(page).selectOption({ label: 'Decimal' });
  });

  await test.step('after a 2/3 system bet, a two-selection slip saves (and loads) as the express it shows', async () => {
    const picks = await soonestPicks(page.request, 3);
    await openLine();
    for (const p of picks) await selectInList(page, winPrice(page, p));
    await expect(slip.getByRole('listitem')).toHaveCount(3);
    await slip.getByRole('tab', { name: 'System' }).click();
    await placeCoupon(slip, '30');

    for (const p of picks.slice(0, 2)) await selectInList(page, winPrice(page, p));
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await expect(slip.getByRole('tab', { name: 'Express' })).toHaveAttribute('aria-selected', 'true');
    await slip.getByRole('button', { name: 'Save and share' }).click();
    const saved = slip.getByRole('status').filter({ hasText: 'Coupon code:' });
    await expect(saved).toBeVisible();
    await expect(slip.getByRole('alert')).toHaveCount(0);
    const code = (await saved.locator('b').textContent()) ?? '';
    expect(code).toMatch(/^\w{4,}$/);

    await slip.getByRole('button', { name: 'Clear' }).click();
    await slip.getByRole('textbox', { name: 'Have a coupon code?' }).fill(code);
    await slip.getByRole('button', { name: 'Load' }).click();
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await expect(slip.getByRole('tab', { name: 'Express' })).toHaveAttribute('aria-selected', 'true');
  });
});
