// Flattens page seeds into rows of information_pages: one row per page and language.
import { SUPPORTED_UI_LANGUAGES } from '@fairline/shared/lookups/languages';
import type { informationPages } from '../../schema';
import type { InformationPageSeed } from './types';

type InformationPageRow = typeof informationPages.$inferInsert;

/** Rows for the information_pages table; brandId null makes the text common to every brand. */
export function toInformationPageRows(
  pages: readonly InformationPageSeed[],
  brandId: number | null = null,
): InformationPageRow[] {
  return pages.flatMap((page) =>
    SUPPORTED_UI_LANGUAGES.map((lang) => ({
      brandId,
      pageKey: page.key,
      lang,
      title: page.title[lang],
      blocks: page.blocks[lang],
    })),
  );
}
