import { describe, expect, it } from 'vitest';
import { bannerSvg, bannersOf } from './banners';

describe('referral banners', () => {
  it('escapes the brand and tag it writes into the SVG, so a banner can never carry markup', () => {
    const svg = bannerSvg('rectangle', { lang: 'en', brand: '<b>&"', tag: 'abc123de' });
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Invitation code: abc123de');
  });

  it('shrinks a long title to the room it has (the Russian one on the small banner)', () => {
    const size = (svg: string) => Number(/font-size="(\d+)" font-weight="700" fill="#fff"/.exec(svg)?.[1]);
    expect(size(bannerSvg('mobile', { lang: 'ru', brand: 'Fairline', tag: 'abc123de' }))).toBeLessThan(
      size(bannerSvg('leaderboard', { lang: 'ru', brand: 'Fairline', tag: 'abc123de' })),
    );
  });

  it('links every banner’s embed code to the referral link in the language', () => {
    const banners = bannersOf({ lang: 'ar', tag: 'abc123de', origin: 'https://fairline.example' });
    expect(banners.map((b) => b.id)).toEqual(['rectangle', 'leaderboard', 'mobile']);
    for (const b of banners) {
      expect(b.html).toContain('href="https://fairline.example/ar/registration?ref=abc123de"');
      expect(b.imageUrl).toBe(`/web-api/bringfriend/banners/${b.id}.svg?ref=abc123de&lang=ar`);
    }
  });
});
