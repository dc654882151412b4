// @vitest-environment jsdom
import type { SeoPageData } from '@fairline/shared/wire/seo';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead } from './apply-head';
import { newSubRequestId } from './seo-api';

const data = (over: Partial<SeoPageData> = {}): SeoPageData => ({
  title: 'Betting rules — Fairline',
  description: 'Rules.',
  metaRobots: 'index, follow',
  hierarchyMetaRobots: 'index, follow',
  ampPageUrl: null,
  alternativeLinks: [
    { hreflang: 'en', href: 'https://h/en/information/rules' },
    { hreflang: 'x-default', href: 'https://h/ru/information/rules' },
  ],
  alternateMedia: [],
  customCanonical: 'https://h/en/information/rules',
  languageIsoCode: 'en',
  metas: [{ property: 'og:title', content: 'Betting rules — Fairline' }],
  ...over,
});

beforeEach(() => {
  // What the server sent with the first page.
  document.head.innerHTML =
    '<meta name="description" content="Home."><link rel="canonical" href="https://h/en/">' +
    '<link rel="alternate" hreflang="en" href="https://h/en/"><link rel="alternate" hreflang="ru" href="https://h/ru/">' +
    '<meta property="og:title" content="Home">';
});

describe('applyHead after a client-side navigation', () => {
  it('replaces the server’s description, canonical and Open Graph tags instead of adding more', () => {
    applyHead(data());
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Rules.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://h/en/information/rules',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Betting rules — Fairline',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  it('swaps the whole hreflang set for the new page’s', () => {
    applyHead(data());
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://h/en/information/rules'],
      ['x-default', 'https://h/ru/information/rules'],
    ]);
  });
});

describe('the sub-request id', () => {
  it('is a UUID without dashes, new for every call', () => {
    const id = newSubRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubRequestId()).not.toBe(id);
  });
});
