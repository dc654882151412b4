// A message in the reader's language: a system message from its template and parameters (the
// dictionary's `inbox.tpl.<template>.title|body`), an operator's as written.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';
import type { InboxMessage } from '@fairline/shared/wire/messages';
import type { Translate } from '../../lib/i18n';

type Params = InboxMessage['params'];

/** An amount in minor units of the message's currency, with its symbol and the currency's decimals. */
export function moneyOf(amount: unknown, currencyId: unknown, locale: string): string {
  const currency = currencyById(Number(currencyId));
  return formatMoney(Number(amount ?? 0) as Minor, {
    currencySymbol: currency?.symbol ?? '',
    locale,
    digits: currency?.minorDigits ?? 2,
  });
}

/** The value of a limit message: an amount, minutes of a session, or "no limit". */
function limitValue(p: Params, t: Translate, locale: string): string {
  if (p.limit === 'session')
    return p.minutes === null ? t('inbox.value.none') : t('inbox.value.minutes', { count: Number(p.minutes) });
  return p.amount === null || p.amount === undefined ? t('inbox.value.none') : moneyOf(p.amount, p.currency_id, locale);
}

/** The values a template's strings use, written out for the reader. */
function templateValues(m: InboxMessage, t: Translate, locale: string, formatDate: (iso: string) => string) {
  const p = m.params;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(p)) if (value !== null) values[key] = value;
  if ('stake' in p) values.stake = moneyOf(p.stake, p.currency_id, locale);
  if ('payout' in p) values.payout = moneyOf(p.payout, p.currency_id, locale);
  if ('bonus' in p) values.bonus = moneyOf(p.bonus, p.currency_id, locale);
  if ('required' in p) values.required = moneyOf(p.required, p.currency_id, locale);
  if ('returned' in p) values.returned = moneyOf(p.returned, p.currency_id, locale);
  if (typeof p.limit === 'string') {
    values.limit = t(`inbox.limit.${p.limit}`);
    values.period = p.period ? t(`inbox.period.${p.period}`) : '';
    values.value = limitValue(p, t, locale);
  }
  if (typeof p.effective_at === 'string') values.date = formatDate(p.effective_at);
  if (typeof p.until === 'string') values.date = formatDate(p.until);
  if (typeof p.reason === 'string') values.reason = t(`kyc.reason.${p.reason}`);
  return values;
}

/** The title and text of a message as the reader sees them. */
export function messageText(
  m: InboxMessage,
  t: Translate,
  locale: string,
  formatDate: (iso: string) => string,
): { title: string; body: string } {
  if (!m.template) return { title: m.title ?? '', body: m.body ?? '' };
  const values = templateValues(m, t, locale, formatDate);
  return {
    title: t(`inbox.tpl.${m.template}.title`, values).replace(/\s+/g, ' ').trim(),
    body: t(`inbox.tpl.${m.template}.body`, values).replace(/ {2,}/g, ' ').trim(),
  };
}
