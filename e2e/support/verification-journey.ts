import { expect, type Page } from '@playwright/test';

// Identity verification through the UI and the sandbox provider's hosted step, as a player goes
// through it: what a withdrawal needs (issue 20).

const segment = (marker: number, payload: number[]) => [0xff, marker, 0, payload.length + 2, ...payload];

/** The bytes of a small JPEG with an EXIF segment (the server strips it): a "photo" of the document. */
export function documentPhoto(): Buffer {
  const exif = [...Buffer.from('Exif\0\0GPS 43.2N 76.9E', 'latin1')];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, exif),
    ...segment(
      0xdb,
      Array.from({ length: 65 }, () => 1),
    ),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0x12,
    0x34,
    0xff,
    0xd9,
  ]);
}

/**
 * On the Verification page: the details as on the passport and its photo, "Send for verification",
 * then the provider's reviewer approves on its hosted step and the player is back, verified.
 */
export async function verifyIdentity(page: Page): Promise<void> {
  await page.goto('/en/office/verification');
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'not_started');
  const form = page.getByRole('form', { name: 'Your details and documents' });
  await form.getByLabel('First name').fill('Alex');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Date of birth').fill('1990-04-12');
  await form.getByLabel('Document number').fill('N 1234567');
  await form.getByLabel('Document type').selectOption({ label: 'Passport' });
  await form.getByLabel('Document files').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: documentPhoto(),
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your documents' })).toContainText('Passport');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  // The provider's own page: the reviewer reads the date of birth from the document and approves.
  await expect(page).toHaveURL(/\/verification\/sandbox\/session\/kyc_[0-9a-f]{32}$/);
  await expect(page.getByLabel('Date of birth read from the document')).toHaveValue('1990-04-12');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/office\/verification$/);
  await expect(page.getByText('Verification passed. You can now withdraw.')).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'verified');
}
