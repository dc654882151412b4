import { REFERRAL_RULES, type ReferralBanner } from '@fairline/shared/wire/bring-a-friend';

// Our own generated banners (ADR 0061): plain SVG with the brand, an invitation and the player's tag,
// so a banner pasted anywhere carries the link that binds the referrer.

export const BANNER_SIZES = [
  { id: 'rectangle', width: 300, height: 250 },
  { id: 'leaderboard', width: 728, height: 90 },
  { id: 'mobile', width: 320, height: 100 },
] as const;
export type BannerId = (typeof BANNER_SIZES)[number]['id'];
export const BANNER_IDS = BANNER_SIZES.map((b) => b.id) as [BannerId, ...BannerId[]];

type Lang = 'ru' | 'en' | 'ar';
const COPY: Record<Lang, { title: string; action: string; code: string }> = {
  en: { title: 'Bet with a friend', action: 'Join now', code: 'Invitation code' },
  ru: { title: 'Ставьте вместе с другом', action: 'Присоединиться', code: 'Код приглашения' },
  ar: { title: 'راهن مع صديق', action: 'انضم الآن', code: 'رمز الدعوة' },
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The SVG of one banner in a language, with the brand's name and the tag. */
export function bannerSvg(id: BannerId, opts: { lang: Lang; brand: string; tag: string }): string {
  const size = BANNER_SIZES.find((b) => b.id === id) ?? BANNER_SIZES[0];
  const { width: w, height: h } = size;
  const copy = COPY[opts.lang];
  const rtl = opts.lang === 'ar' ? ' direction="rtl"' : '';
  const tall = h > 120;
  // Sized to the room the title has (about 0.58 em per character in a sans-serif): Russian runs long.
  const room = tall ? w - 24 : w - 182;
  const big = Math.min(tall ? 26 : 20, Math.floor(room / (copy.title.length * 0.58)));
  const lines = tall
    ? [
        `<text x="${w / 2}" y="60" font-size="18" fill="#ffd84d" text-anchor="middle">${escapeXml(opts.brand)}</text>`,
        `<text x="${w / 2}" y="112" font-size="${big}" font-weight="700" fill="#fff" text-anchor="middle"${rtl}>${escapeXml(copy.title)}</text>`,
        `<text x="${w / 2}" y="150" font-size="14" fill="#cfe3ff" text-anchor="middle"${rtl}>${escapeXml(copy.code)}: ${escapeXml(opts.tag)}</text>`,
        `<rect x="${w / 2 - 80}" y="180" width="160" height="40" rx="20" fill="#ffd84d"/>`,
        `<text x="${w / 2}" y="206" font-size="16" font-weight="700" fill="#0b2a55" text-anchor="middle"${rtl}>${escapeXml(copy.action)}</text>`,
      ]
    : [
        `<text x="16" y="${h / 2 - 8}" font-size="14" fill="#ffd84d">${escapeXml(opts.brand)}</text>`,
        // Anchored at its left edge in every language (the bidi algorithm still orders Arabic letters).
        `<text x="16" y="${h / 2 + 16}" font-size="${big}" font-weight="700" fill="#fff">${escapeXml(copy.title)}</text>`,
        `<rect x="${w - 150}" y="${h / 2 - 18}" width="134" height="36" rx="18" fill="#ffd84d"/>`,
        `<text x="${w - 83}" y="${h / 2 + 6}" font-size="14" font-weight="700" fill="#0b2a55" text-anchor="middle"${rtl}>${escapeXml(copy.action)}</text>`,
      ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Arial, sans-serif">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2a55"/><stop offset="1" stop-color="#1f6fd1"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" rx="8" fill="url(#g)"/>`,
    ...lines,
    '</svg>',
  ].join('');
}

/** The banners of a player: each image's path and the embed code linking it to the referral link. */
export function bannersOf(opts: { lang: Lang; tag: string; origin: string }): ReferralBanner[] {
  const link = `${opts.origin}/${opts.lang}/registration?ref=${opts.tag}`;
  return BANNER_SIZES.map(({ id, width, height }) => {
    const imageUrl = `/web-api/bringfriend/banners/${id}.svg?ref=${opts.tag}&lang=${opts.lang}`;
    const html = `<a href="${link}"><img src="${opts.origin}${imageUrl.replace('&', '&amp;')}" width="${width}" height="${height}" alt="${escapeXml(COPY[opts.lang].title)}"></a>`;
    return { id, width, height, imageUrl, html };
  });
}

/** The referral cookie's options: set by the web app when a link is followed, read at binding. */
export const REFERRAL_COOKIE = REFERRAL_RULES.cookieName;
