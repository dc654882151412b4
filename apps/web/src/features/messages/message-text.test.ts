import { type InboxMessage, MESSAGE_KINDS, MESSAGE_LIMITS, MESSAGE_TEMPLATES } from '@fairline/shared/wire/messages';
import { SUPPORT_TOPICS, TICKET_STATUSES } from '@fairline/shared/wire/support';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n';
import { dictionary, dictionaryUnit } from '../../test/dictionaries';
import { messageText } from './message-text';

const languages = ['en', 'ru', 'ar'] as const;

function translatorIn(lang: string) {
  const translator = createTranslator('en');
  translator.addBundle(lang, dictionary(lang));
  translator.setLanguage(lang);
  return translator;
}

const message = (over: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  kind: 'bet',
  template: null,
  params: {},
  title: null,
  body: null,
  link: null,
  created_at: '2026-11-22T12:00:00.000Z',
  read_at: null,
  ...over,
});
const date = (iso: string) => iso.slice(0, 10);

describe('a message in the reader’s language', () => {
  it('writes a won bet with the stake and the return in the bet’s currency', () => {
    const t = translatorIn('en');
    const won = message({ template: 'bet_won', params: { bet_id: 42, stake: 60_00, payout: 123_45, currency_id: 10 } });
    expect(messageText(won, t.t, 'en', date)).toEqual({
      title: 'Bet № 42 won',
      body: 'Your bet of $60.00 has won $123.45. The winnings are on your balance.',
    });
  });

  it('writes a VIP request accepted with a lower stake with the accepted stake and the amount given back', () => {
    const t = translatorIn('en');
    const part = message({
      template: 'vip_bet_approved_part',
      params: { request_id: 12, bet_id: 70, stake: 120_000_00, returned: 30_000_00, currency_id: 10 },
    });
    expect(messageText(part, t.t, 'en', date)).toEqual({
      title: 'VIP bet request № 12 accepted with a lower stake',
      body:
        'Our traders accepted your VIP bet request № 12 with a stake of $120,000.00: it is bet № 70 among your open ' +
        'bets, at the odds you asked for. The rest of the held stake, $30,000.00, is back on your balance.',
    });
  });

  it('writes a limit change with the limit, its period and value, and a waiting one with its date', () => {
    const t = translatorIn('en');
    const pending = message({
      kind: 'limits',
      template: 'limit_pending',
      params: { limit: 'loss', period: '24h', amount: null, currency_id: 10, effective_at: '2026-11-23T12:00:00.000Z' },
    });
    expect(messageText(pending, t.t, 'en', date).body).toMatch(
      /^Your loss limit per 24 hours becomes no limit on 2026-11-23, after the 24-hour wait\./,
    );
    const session = message({
      kind: 'limits',
      template: 'limit_set',
      params: { limit: 'session', period: null, minutes: 60 },
    });
    expect(messageText(session, t.t, 'en', date).body).toBe(
      'Your session time limit is now 60 minutes. It applies at once.',
    );
  });

  it('shows an operator’s message as written', () => {
    const t = translatorIn('en');
    expect(messageText(message({ kind: 'operator', title: 'Hello', body: 'Text' }), t.t, 'en', date)).toEqual({
      title: 'Hello',
      body: 'Text',
    });
  });
});

describe('inbox and support strings', () => {
  const keys = [
    ...MESSAGE_TEMPLATES.flatMap((tpl) => [`inbox.tpl.${tpl}.title`, `inbox.tpl.${tpl}.body`]),
    ...MESSAGE_KINDS.flatMap((kind) => [`inbox.kind.${kind}`, `inbox.open.${kind}`]),
    ...MESSAGE_LIMITS.map((limit) => `inbox.limit.${limit}`),
    ...['24h', '7d', '1m'].map((period) => `inbox.period.${period}`),
    ...SUPPORT_TOPICS.map((topic) => `support.topic.${topic}`),
    ...TICKET_STATUSES.map((status) => `support.status.${status}`),
  ];

  it.each(languages)('%s translates every template, kind, limit, topic and status', (lang) => {
    const strings = dictionary(lang);
    expect(keys.filter((key) => !strings[key])).toEqual([]);
  });

  it.each(['inbox', 'support'])('the %s unit has the same keys and placeholders in every language', (unit) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const en = dictionaryUnit('en', unit);
    for (const lang of ['ru', 'ar']) {
      const other = dictionaryUnit(lang, unit);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en))
        expect(placeholders(other[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });
});
