import { expect, type Page, test } from '@playwright/test';
import { originOn } from '../support/origin';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §4 (ADR 0055): a content user hides a header menu item of one brand through the
// configuration editor (previewed first, checked by the site's sanitiser); that brand's site no longer
// shows it once its cached configuration is gone — the save drops this server's cache (the config
// service's invalidate()), a reload fetches the page again — while the other brand keeps its menu; the
// save is in the audit log viewer.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openSite(page: Page, url: string) {
  await page.goto(url);
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Accept all' }).click();
}

test('a content user hides a menu item of one brand; that brand’s site drops it, the other keeps it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const meridian = await visitor.newPage();
  const fairline = await visitor.newPage();
  await openSite(meridian, `${originOn('meridian.localhost')}/en/`);
  await openSite(fairline, `${originOn('127.0.0.1')}/en/`);
  await expect(mainMenu(meridian).getByRole('link', { name: 'Live', exact: true })).toBeVisible();
  await expect(mainMenu(fairline).getByRole('link', { name: 'Live', exact: true })).toBeVisible();

  const { page: staff, email } = await signedInStaffPage(browser, 'content');
  await staff.getByRole('link', { name: 'Content' }).click();
  await expect(staff.getByRole('heading', { name: 'Configuration' })).toBeVisible();
  await staff.getByLabel('Brand').selectOption('meridian');
  await expect(staff.getByTestId('config-row')).toContainText('meridian · brand defaults');
  const items = staff.getByRole('region', { name: 'Menu items' });
  await items.getByLabel('Show menu.live', { exact: true }).uncheck();
  await staff.getByLabel('Note').fill('Live closed for maintenance');

  // The preview lists the one change and what players get, before anything is saved.
  await staff.getByRole('button', { name: 'Preview changes' }).click();
  const preview = staff.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('The site’s sanitiser keeps every value.');
  await expect(
    preview
      .getByRole('row')
      .filter({ hasText: /header\.menu\[\d+\]\.visible/ })
      .first(),
  ).toContainText('false');
  await staff.getByRole('button', { name: 'Save version' }).click();
  await expect(staff.getByRole('status')).toHaveText(/Saved as version \d+\./);
  const versions = staff.getByRole('region', { name: 'Configuration versions' });
  await expect(versions.getByRole('row').filter({ hasText: 'Live closed for maintenance' })).toContainText('Live');

  // The open page learns it on its next load; the other brand is unchanged.
  await meridian.reload();
  await expect(mainMenu(meridian).getByRole('link', { name: 'Line', exact: true })).toBeVisible();
  await expect(mainMenu(meridian).getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);
  await fairline.reload();
  await expect(mainMenu(fairline).getByRole('link', { name: 'Live', exact: true })).toBeVisible();

  const { page: admin } = await signedInStaffPage(browser, 'admin');
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Action').fill('content.');
  await admin.getByRole('button', { name: 'Filter' }).click();
  const row = admin
    .getByRole('region', { name: 'Audit entries' })
    .getByRole('row')
    .filter({ hasText: 'content.config_saved' });
  await expect(row).toContainText(email);
  await expect(row).toContainText('site_config:meridian:*');
  await expect(row).toContainText('Live closed for maintenance');

  // Rolled back, the brand's menu is as it was (and the other specs on this server read it).
  staff.once('dialog', (dialog) => void dialog.accept());
  await versions
    .getByRole('button', { name: /^Roll back to \d+$/ })
    .first()
    .click();
  await expect(staff.getByRole('status')).toHaveText(/Version \d+ restored as version \d+\./);
  await meridian.reload();
  await expect(mainMenu(meridian).getByRole('link', { name: 'Live', exact: true })).toBeVisible();
});
