// The HTML of a page's SEO in `<head>`: what a crawler reads before any script runs.
import type { PageSeo } from './seo-meta';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON inside `<script>`: `<` written as `\u003c` so no `</script>` in a name can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head tags of a page: title, description, robots, canonical, alternates, Open Graph and JSON-LD. */
export function renderSeoHead(seo: PageSeo): string {
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    seo.description ? `<meta name="description" content="${escapeHtml(seo.description)}">` : '',
    `<meta name="robots" content="${seo.robots}">`,
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}">`,
    ...seo.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`,
    ),
    ...seo.metas.map((m) =>
      m.property
        ? `<meta property="${escapeHtml(m.property)}" content="${escapeHtml(m.content)}">`
        : `<meta name="${escapeHtml(m.name ?? '')}" content="${escapeHtml(m.content)}">`,
    ),
    ...seo.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}
