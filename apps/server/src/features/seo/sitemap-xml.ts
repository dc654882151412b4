// The texts crawlers fetch first: robots.txt and the sitemaps (an index of one sitemap per language).

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The most URLs one sitemap may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap index listing the given sitemaps. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const items = sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** A sitemap of page URLs (at most SITEMAP_MAX_URLS). */
export function urlSetXml(urls: readonly string[]): string {
  const items = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>\n`;
}

/** Paths under each language a crawler is kept out of: personal pages (they are noindex as well). */
export const DISALLOWED_PATHS = ['/office', '/coupon', '/block', '/block-appeal', '/not-found', '/error'] as const;

/** robots.txt of a brand host: personal pages closed in every language, the sitemap index named. */
export function robotsTxt(origin: string, languages: readonly string[]): string {
  const disallow = languages.flatMap((lang) => DISALLOWED_PATHS.map((path) => `Disallow: /${lang}${path}`));
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
