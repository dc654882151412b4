import { expect, type Page, test } from '@playwright/test';
import { registerByPhone } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2, acting on a player (ADR 0045): a compliance user blocks a player with a reason; the
// player's session ends at once and a new login lands on the block page; the audit log shows the
// block with its reason and before/after; unblocking lets the player log in again.

const PASSWORD = 'amber-harbour-48';

async function logInById(page: Page, userId: number) {
  await page.getByTestId('header-guest').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Account ID' }).click();
  await dialog.getByRole('textbox', { name: 'Account ID' }).fill(String(userId));
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('compliance blocks a player with a reason, the audit log shows it, then unblocks', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerByPhone(page);
  await page.goto('/en/');
  await expect(page.getByTestId('header-user')).toBeVisible();

  const { page: staff, email } = await signedInStaffPage(browser, 'compliance');
  await staff.getByRole('link', { name: 'Players' }).click();
  await staff.getByLabel('Search players').fill(String(userId));
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: String(userId), exact: true }).click();
  await expect(staff.getByTestId('player-status')).toHaveText('active');

  const block = staff.getByRole('form', { name: 'Block player' });
  await block.getByLabel('Reason').fill('Chargeback fraud on two cards');
  await block.getByRole('button', { name: 'Block player' }).click();
  await expect(staff.getByTestId('player-status')).toHaveText('blocked');
  await expect(staff.getByRole('cell', { name: /blocked_by_operator/ }).first()).toBeVisible();

  // The player's session ended at once: the next page is a guest's, and a login goes to the block page.
  await page.reload();
  await expect(page.getByTestId('header-guest')).toBeVisible();
  await logInById(page, userId);
  await expect(page).toHaveURL(/\/en\/block$/);

  // The audit log holds the block with who, the reason and before/after.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await staff.getByLabel('Action').fill('players.blocked');
  await staff.getByLabel('Subject').fill(`user:${userId}`);
  await staff.getByRole('button', { name: 'Filter' }).click();
  const row = staff
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'players.blocked' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Chargeback fraud on two cards');
  await expect(row).toContainText('{"status":"active"} → {"status":"blocked"');

  // Unblock restores: the player logs in again.
  await staff.goto(`/admin/players/${userId}`);
  const unblock = staff.getByRole('form', { name: 'Unblock player' });
  await unblock.getByLabel('Reason').fill('Bank confirmed the payments');
  await unblock.getByRole('button', { name: 'Unblock player' }).click();
  await expect(staff.getByTestId('player-status')).toHaveText('active');
  await page.goto('/en/');
  await logInById(page, userId);
  await expect(page.getByTestId('header-user')).toBeVisible();
});
