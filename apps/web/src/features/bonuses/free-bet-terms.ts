// A free bet's terms in words (ADR 0071): which bet kinds, the minimum odds, pre-match or live, and
// whether the sports are limited. The office's card and the bet slip say them the same way.
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import type { Translate } from '../../lib/i18n';

export function freeBetTerms(rules: FreeBetRecord['rules'], t: Translate): string[] {
  const terms: string[] = [];
  if (rules.kinds.includes('single'))
    terms.push(t('bonuses.freeBets.rule.single', { odds: rules.minOddsSingle.toFixed(2) }));
  if (rules.kinds.includes('express')) {
    terms.push(
      t('bonuses.freeBets.rule.express', { leg: rules.minOddsLeg.toFixed(2), total: rules.minOddsExpress.toFixed(2) }),
    );
  }
  if (rules.kinds.includes('system'))
    terms.push(t('bonuses.freeBets.rule.system', { leg: rules.minOddsLeg.toFixed(2) }));
  if (rules.markets !== 'any') terms.push(t(`bonuses.freeBets.rule.${rules.markets}`));
  if (rules.sports !== null) terms.push(t('bonuses.freeBets.rule.sports'));
  return terms;
}
