type T = (key: string, params?: Record<string, string | number | undefined>) => string;

/** Period units the feed names in English ("2nd set", "3rd quarter"), keyed in the sportsbook dictionary. */
const UNITS = new Set(['half', 'period', 'quarter', 'set', 'map', 'game']);
const NUMBERED = /^(\d+)(?:st|nd|rd|th) (\w+)$/;
const OVERTIME = /^Overtime(?: (\d+))?$/;
/** What the feed names a pause between periods (`CPS` while `SC.BR` is set). */
const BREAKS: ReadonlyMap<string, string> = new Map([
  ['Half time', 'sb.period.halfTime'],
  ['Break', 'sb.period.break'],
  // Over, awaiting settlement.
  ['Finished', 'sb.period.finished'],
]);

/**
 * Arabic ordinal words after a masculine noun (الشوط الأول, الربع الثالث) and a feminine one
 * (المجموعة الأولى, الخريطة الثانية): Arabic sports sites spell periods out, never "الشوط 1".
 */
const ARABIC_ORDINALS = {
  m: ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع', 'العاشر'],
  f: ['الأولى', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الثامنة', 'التاسعة', 'العاشرة'],
} as const;

/**
 * "1st" / "1-й" / "الأول": the ordinal as the language writes it with a period name (`gender` picks
 * the Arabic agreement; past the tenth, Arabic shows the number, as its sites do for long matches).
 */
export function ordinal(n: number, lang: string, gender: 'm' | 'f' = 'm'): string {
  if (lang === 'ru') return `${n}-й`;
  if (lang === 'ar' || lang.startsWith('ar-')) return ARABIC_ORDINALS[gender][n - 1] ?? String(n);
  if (lang !== 'en') return String(n);
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as const;
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(n) as keyof typeof suffix;
  return `${n}${suffix[rule] ?? 'th'}`;
}

/**
 * The feed's period name (`CPS`, `NF`) in the page's language. The feed names periods in English
 * on every channel (a pushed score serves readers of every language), so the page translates the
 * few shapes it uses; anything else is shown as sent.
 */
export function periodName(t: T, lang: string, text: string | undefined): string | undefined {
  if (!text) return text;
  const numbered = NUMBERED.exec(text);
  if (numbered && UNITS.has(numbered[2] ?? '')) {
    const n = Number(numbered[1]);
    // `ordF` for languages whose ordinal agrees with a feminine period noun (Arabic المجموعة).
    return t(`sb.period.${numbered[2]}`, { n, ord: ordinal(n, lang), ordF: ordinal(n, lang, 'f') });
  }
  const overtime = OVERTIME.exec(text);
  if (overtime) return overtime[1] ? t('sb.period.overtimeN', { n: overtime[1] }) : t('sb.period.overtime');
  if (text === 'Shoot-out') return t('sb.period.shootout');
  const pause = BREAKS.get(text);
  if (pause) return t(pause);
  return text;
}
