import { expect, test } from '@playwright/test';
import { registerByPhone } from '../support/money-journey';
import { originOn } from '../support/origin';

// Configuration switches seen through the product (ADR 0016), on the demo brands' seeded settings:
// Fairline for Kazakhstan (the default geo) and for the United Kingdom (x-geo-country: gb), and Meridian.

const meridian = (path: string) => `${originOn('meridian.localhost')}${path}`;
const TWELVE_HOUR = /\b\d{1,2}:\d{2}\s?[AP]M\b/;

test('a British visitor confirms their age once, then reads start times on a 12-hour clock', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-geo-country': 'gb' });
  await page.goto('/en/');
  const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('img', { name: '18+ only' })).toBeVisible();
  await gate.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await expect(gate).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you 18 or older?' })).toHaveCount(0);

  await page.goto('/en/line');
  await expect(page.getByText(TWELVE_HOUR).first()).toBeVisible();
});

test('a visitor from Kazakhstan is not asked their age and reads times on a 24-hour clock', async ({ page }) => {
  await page.goto('/en/line');
  await expect(page.getByText(/\b\d{2}:\d{2}\b/).first()).toBeVisible();
  await expect(page.getByText(TWELVE_HOUR)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('amounts follow the brand’s pattern: the amount, then the currency', async ({ page }) => {
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(/^0\.00\s₸$/);
});

test('Meridian: dark by default, a registration widget for guests, its own information pages', async ({ page }) => {
  await page.goto(meridian('/en/'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('complementary', { name: 'Registration' })).toBeVisible();

  await page.goto(meridian('/en/information/smsbets'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.goto(meridian('/en/information/payment'));
  await expect(page.getByRole('status').filter({ hasText: 'Log in to see them.' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(meridian('/en/information/licenses'));
  await expect(page.getByTestId('licence')).toContainText('Licence № MGA/B2C/000/2026');
  await page.goto(meridian('/en/information/contacts'));
  await expect(page.getByTestId('support-hours')).toContainText('from 08:00 to 23:00');
  const menu = page.getByRole('navigation', { name: 'Information' });
  await expect(menu.getByRole('link', { name: 'Contacts' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bets by SMS' })).toHaveCount(0);
});
