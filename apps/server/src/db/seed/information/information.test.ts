import { describe, expect, it } from 'vitest';
import { INFORMATION_PAGES_SEED } from './index';
import type { InformationLanguage, InformationPageSeed } from './types';

// Verbatim from the spec (registration-auth-office-config.md, section 2), in its order.
const SPEC_KEYS = [
  'information',
  'contacts',
  'about',
  'howbet',
  'rules',
  'payment',
  'cookies',
  'points',
  'taxes',
  'mainRules',
  'simpleIdentification',
  'consent',
  'licenses',
  'privacyPolicy',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'responsiblegaming',
  'smsbets',
  'confirmTerms',
  'calc',
  'cashTerminals',
  'rulesFrame',
  'bettingCalculator',
];

const SUBSTANTIVE = new Set([
  'rules',
  'mainRules',
  'responsiblegaming',
  'privacyPolicy',
  'cookies',
  'amlkyc',
  'howbet',
  'payment',
  'bettingCalculator',
  'calc',
  'about',
]);

const LANGUAGES: readonly InformationLanguage[] = ['ru', 'en', 'ar'];
const BLOCK_TYPES = ['h2', 'p', 'li', 'note'];
const CYRILLIC = /[а-яё]/i;
const ARABIC = /[\u0600-\u06ff]/;

const pagesByLanguage = INFORMATION_PAGES_SEED.flatMap((page) => LANGUAGES.map((lang) => ({ page, lang })));

function pageText(key: string, lang: InformationLanguage): string {
  const page = INFORMATION_PAGES_SEED.find((candidate) => candidate.key === key) as InformationPageSeed;
  return page.blocks[lang].map((block) => block.text).join('\n');
}

describe('information pages seed', () => {
  it('holds every page key of the spec exactly once, in the spec order', () => {
    expect(INFORMATION_PAGES_SEED.map((page) => page.key)).toEqual(SPEC_KEYS);
  });

  it.each(pagesByLanguage)('gives $page.key a title and at least 3 non-empty blocks in $lang', ({ page, lang }) => {
    expect(page.title[lang].trim()).not.toBe('');
    expect(page.blocks[lang].length).toBeGreaterThanOrEqual(3);
    for (const block of page.blocks[lang]) {
      expect(BLOCK_TYPES).toContain(block.type);
      expect(block.text.trim()).not.toBe('');
    }
  });

  it.each(pagesByLanguage)('keeps $page.key in $lang to 8–20 blocks if substantive, else 3–8', ({ page, lang }) => {
    const [min, max] = SUBSTANTIVE.has(page.key) ? [8, 20] : [3, 8];
    expect(page.blocks[lang].length).toBeGreaterThanOrEqual(min);
    expect(page.blocks[lang].length).toBeLessThanOrEqual(max);
  });

  it.each(INFORMATION_PAGES_SEED)('translates $key block for block (same block types in ru, en and ar)', (page) => {
    const types = (lang: InformationLanguage) => page.blocks[lang].map((block) => block.type);
    expect(types('en')).toEqual(types('ru'));
    expect(types('ar')).toEqual(types('ru'));
  });

  it.each(pagesByLanguage)('writes $page.key in $lang as plain text without markup', ({ page, lang }) => {
    for (const text of [page.title[lang], ...page.blocks[lang].map((block) => block.text)]) {
      expect(text).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;/i);
      expect(text).not.toMatch(/^(##|-|!) /);
    }
  });

  it.each(INFORMATION_PAGES_SEED)('writes every block of $key in the script of its language', (page) => {
    for (const block of page.blocks.ru) expect(block.text).toMatch(CYRILLIC);
    for (const block of page.blocks.ar) expect(block.text).toMatch(ARABIC);
    for (const block of page.blocks.en) expect(block.text).not.toMatch(CYRILLIC);
    for (const block of page.blocks.en) expect(block.text).not.toMatch(ARABIC);
  });

  it.each(LANGUAGES)('lists the four cookie consent levels 0–3 in order (%s)', (lang) => {
    const page = INFORMATION_PAGES_SEED.find((candidate) => candidate.key === 'cookies') as InformationPageSeed;
    const levels = page.blocks[lang].filter((block) => block.type === 'li' && /^[0-3]\b/.test(block.text));
    expect(levels.map((block) => block.text[0])).toEqual(['0', '1', '2', '3']);
  });

  // The figures of docs/security-and-responsible-gambling.md, as each language words them.
  it.each([
    {
      lang: 'ru' as const,
      figures: [
        '24 часа, 7 дней и 1 месяц',
        'вступает в силу сразу',
        'только через 24 часа',
        'от 24 часов до 6 недель',
        'от 6 месяцев до 5 лет',
        'нельзя',
        '12 месяцев',
        '18 лет',
      ],
    },
    {
      lang: 'en' as const,
      figures: [
        '24 hours, 7 days and 1 month',
        'takes effect at once',
        'only after 24 hours',
        '24 hours to 6 weeks',
        '6 months to 5 years',
        'cannot be lifted early',
        '12 months',
        '18 or over',
      ],
    },
    {
      lang: 'ar' as const,
      figures: [
        '24 ساعة و7 أيام وشهر واحد',
        'يسري خفض الحد فورًا',
        'إلا بعد 24 ساعة',
        'بين 24 ساعة و6 أسابيع',
        'بين 6 أشهر و5 سنوات',
        'لا يمكن إنهاء',
        '12 شهرًا',
        '18 عامًا',
      ],
    },
  ])('states the responsible-gaming limits and periods of the policy ($lang)', ({ lang, figures }) => {
    const text = pageText('responsiblegaming', lang);
    for (const figure of figures) expect(text).toContain(figure);
  });

  it.each([
    {
      lang: 'ru' as const,
      options: ['Не принимать при изменении', 'Принимать при повышении', 'Принимать при любом изменении'],
    },
    { lang: 'en' as const, options: ['Do not accept changes', 'Accept higher odds', 'Accept any change'] },
    { lang: 'ar' as const, options: ['عدم القبول عند التغيّر', 'القبول عند الارتفاع', 'القبول عند أي تغيّر'] },
  ])('describes the three odds-change options in the betting rules ($lang)', ({ lang, options }) => {
    const text = pageText('rules', lang);
    for (const option of options) expect(text).toContain(option);
  });
});
