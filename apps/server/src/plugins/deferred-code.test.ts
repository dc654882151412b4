// The page's code is listed for theme-boot.js to load after the first paint (ADR 0026), not fetched
// beside the stylesheet before it.
import { describe, expect, it } from 'vitest';
import { deferCode, preloadMeta } from './deferred-code';

const BUILT =
  '<head><script src="/theme-boot.js"></script>\n' +
  '    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/i18n-i1.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/style-s1.css">\n</head>';

describe('deferCode', () => {
  it('turns the entry and its preloads into metas in their place and leaves the stylesheet render-blocking', () => {
    const out = deferCode(BUILT);
    expect(out).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(out).toContain(
      '<meta name="fl-entry" content="/assets/index-e1.js"><meta name="fl-preload" content="/assets/react-r1.js /assets/i18n-i1.js">',
    );
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/style-s1.css">');
    // theme-boot.js stays first: it must run before the metas are read and before the first paint.
    expect(out.indexOf('theme-boot.js')).toBeLessThan(out.indexOf('fl-entry'));
  });

  it('leaves a template without a built entry (the development shell) as it is', () => {
    const dev = '<head><script type="module" src="/src/main.tsx"></script></head>';
    expect(deferCode(dev)).toBe(dev);
  });

  it('lists nothing for no chunks', () => {
    expect(preloadMeta([])).toBe('');
    expect(preloadMeta(['/assets/a.js', '/assets/b.js'])).toBe(
      '<meta name="fl-preload" content="/assets/a.js /assets/b.js">',
    );
  });
});
