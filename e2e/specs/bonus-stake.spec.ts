import { expect, test } from '@playwright/test';
import { registerWithSportBonus } from '../support/bonus-journey';
import {
  depositThroughSandbox,
  expectBalance,
  placeCoupon,
  selectInList,
  soonestPicks,
  winPrice,
} from '../support/money-journey';

// Issue 22, bonus money as a stake (ADR 0063): a player with the sport welcome bonus sees in the slip
// how much of a stake above their cash would come from bonus money and whether it counts toward
// wagering, places it, and sees both balances move: the cash to zero first, the bonus by the shortfall.
// Needs the server in test mode (the dev outbox).

test('a stake above the cash takes the shortfall from the bonus, as the slip’s hint says before placing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerWithSportBonus(page, page.request, '72');
  // 2,000 tenge of cash and the 2,000 tenge welcome bonus (a new player's maximum stake is 5,000).
  await depositThroughSandbox(page, '2000');
  await expectBalance(page, 2000_00);

  const [pick] = await soonestPicks(page.request, 1);
  if (!pick) throw new Error('no line pick');
  await page.goto('/en/line');
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
  await selectInList(page, winPrice(page, pick));
  const slip = page.getByRole('region', { name: /^Bet slip/ });

  // 2,700 with 2,000 of cash: the hint names the 700 that would come from bonus money, and the wagering.
  await slip.getByRole('textbox', { name: /^Stake/ }).fill('2700');
  const hint = slip.getByTestId('bonus-stake-hint');
  await expect(hint).toContainText(/700\.00.* of the stake comes from bonus money/);
  await expect(hint).toContainText(/(counts|does not count) toward your bonus wagering/);

  await placeCoupon(slip, '2700');
  // The cash went first, all of it; the bonus paid the rest.
  await expectBalance(page, 0);
  await page.goto('/en/office/bonuses');
  const card = page.getByTestId('bonus-card');
  await expect(card).toContainText('1,300.00');
});
