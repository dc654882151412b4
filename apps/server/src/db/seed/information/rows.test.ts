import { describe, expect, it } from 'vitest';
import { INFORMATION_PAGES_SEED } from './index';
import { toInformationPageRows } from './rows';

describe('toInformationPageRows', () => {
  it('makes one row per page and language, common to every brand by default', () => {
    const rows = toInformationPageRows(INFORMATION_PAGES_SEED);
    expect(rows).toHaveLength(INFORMATION_PAGES_SEED.length * 3);
    expect(new Set(rows.map((row) => `${row.pageKey}/${row.lang}`)).size).toBe(rows.length);
    expect(rows.every((row) => row.brandId === null)).toBe(true);
  });

  it('copies the title and blocks of the row language', () => {
    const rows = toInformationPageRows(
      INFORMATION_PAGES_SEED.filter((page) => page.key === 'cookies'),
      7,
    );
    const arabic = rows.find((row) => row.lang === 'ar');
    expect(arabic?.brandId).toBe(7);
    expect(arabic?.title).toBe('سياسة ملفات تعريف الارتباط');
    expect(arabic?.blocks).toBe(INFORMATION_PAGES_SEED.find((page) => page.key === 'cookies')?.blocks.ar);
  });
});
