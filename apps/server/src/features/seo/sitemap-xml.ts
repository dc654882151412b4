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

/** A page of a sitemap: its URL and, optionally, the same page in the brand's other languages. */
export interface UrlEntry {
  loc: string;
  alternates?: readonly { hreflang: string; href: string }[];
}

const alternateXml = (a: { hreflang: string; href: string }) =>
  `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`;

/** A sitemap of pages (at most SITEMAP_MAX_URLS), each with its hreflang alternates as `xhtml:link`. */
export function urlSetXml(entries: readonly UrlEntry[]): string {
  const items = entries
    .slice(0, SITEMAP_MAX_URLS)
    .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${(e.alternates ?? []).map(alternateXml).join('')}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${items}</urlset>\n`;
}

/** Paths under each language a crawler is kept out of: personal pages (they are noindex as well). */
export const DISALLOWED_PATHS = ['/office', '/coupon', '/block', '/block-appeal', '/not-found', '/error'] as const;

/** robots.txt of a brand host: personal pages closed in every language, the sitemap index named. */
export function robotsTxt(origin: string, languages: readonly string[]): string {
  const disallow = languages.flatMap((lang) => DISALLOWED_PATHS.map((path) => `Disallow: /${lang}${path}`));
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
