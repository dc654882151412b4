// A campaign page's slug (ADR 0044), shared by the page table, the promotions API and the web's page:
// the campaign code `<KIND>_<NAME>` in lower case with hyphens, so at least two words.

/** A promotion page's slug: `welcome-sport`, never one word (`/promo/welcome` is no campaign). */
export const PROMOTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/** The slug of a campaign code (`WELCOME_SPORT` → `welcome-sport`). */
export function promotionSlug(code: string): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/** Whether a path segment can name a campaign page. */
export function isPromotionSlug(value: string): boolean {
  return value.length <= 64 && PROMOTION_SLUG.test(value);
}
