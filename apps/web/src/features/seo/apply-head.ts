// Writes a page's SEO data into the document's head after a client-side navigation, over the tags
// the server sent with the first page: description, robots, canonical, hreflang alternates and the
// Open Graph tags. The title goes through features/config (setSeoTitle), its one writer.
import type { SeoPageData } from '@fairline/shared/wire/seo';

function upsert<K extends 'meta' | 'link'>(tag: K, selector: string, attrs: Record<string, string>) {
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}${selector}`);
  if (!el) {
    el = document.createElement(tag);
    document.head.append(el);
  }
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
}

/** Puts the page data's tags into `<head>`, replacing those of the previous page. */
export function applyHead(data: SeoPageData): void {
  if (data.description) upsert('meta', '[name="description"]', { name: 'description', content: data.description });
  else document.head.querySelector('meta[name="description"]')?.remove();
  upsert('meta', '[name="robots"]', { name: 'robots', content: data.metaRobots });
  if (data.customCanonical) upsert('link', '[rel="canonical"]', { rel: 'canonical', href: data.customCanonical });
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alt of data.alternativeLinks) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    document.head.append(link);
  }
  for (const meta of data.metas) {
    // The alternate locales are the same on every page of a language: the server sent them.
    if (meta.property && meta.property !== 'og:locale:alternate')
      upsert('meta', `[property="${meta.property}"]`, { property: meta.property, content: meta.content });
  }
}
