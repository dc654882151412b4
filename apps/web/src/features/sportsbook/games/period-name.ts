type T = (key: string, params?: Record<string, string | number | undefined>) => string;

/** Period units the feed names in English ("2nd set", "3rd quarter"), keyed in the sportsbook dictionary. */
const UNITS = new Set(['half', 'period', 'quarter', 'set', 'map', 'game']);
const NUMBERED = /^(\d+)(?:st|nd|rd|th) (\w+)$/;
const OVERTIME = /^Overtime(?: (\d+))?$/;

/** "1st" / "1-й" / "1": the ordinal as the language writes it before a period name. */
export function ordinal(n: number, lang: string): string {
  if (lang === 'ru') return `${n}-й`;
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
    return t(`sb.period.${numbered[2]}`, { n: numbered[1], ord: ordinal(Number(numbered[1]), lang) });
  }
  const overtime = OVERTIME.exec(text);
  if (overtime) return overtime[1] ? t('sb.period.overtimeN', { n: overtime[1] }) : t('sb.period.overtime');
  if (text === 'Shoot-out') return t('sb.period.shootout');
  return text;
}
