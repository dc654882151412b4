import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MATCH_SUBSCRIPTION_EVENTS } from '@fairline/shared/wire/match-subscriptions';
import { describe, expect, it } from 'vitest';
import { dictionaryUnit } from '../../test/dictionaries';

const languages = ['en', 'ru', 'ar'] as const;
const NOTICE_KINDS = [...MATCH_SUBSCRIPTION_EVENTS, 'bet_won', 'bet_lost', 'bet_void'];

/** The literal keys the bell and the alerts write out, and the keys they build per event and notice. */
function keysUsed(): string[] {
  const dir = join(process.cwd(), 'apps/web/src/features/match-subscriptions');
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/'(subs\.[a-z_.]+[a-z])'/g)) found.add(m[1] ?? '');
  }
  for (const e of MATCH_SUBSCRIPTION_EVENTS) found.add(`subs.event.${e}`);
  for (const k of NOTICE_KINDS) found.add(`subs.notice.${k}`);
  return [...found];
}

describe('match subscription strings', () => {
  it.each(languages)('%s translates every key the bell and the notices use, with their placeholders', (lang) => {
    const strings = dictionaryUnit(lang, 'subscriptions');
    expect(keysUsed().length).toBeGreaterThan(25);
    expect(keysUsed().filter((key) => !strings[key])).toEqual([]);
    expect(strings['subs.bell.off']).toContain('{{name}}');
    expect(strings['subs.notice.period_end']).toContain('{{period}}');
    expect(strings['subs.notice.bet']).toContain('{{id}}');
  });
});
