import type { PointsShopItem } from '@fairline/shared/wire/loyalty-points';
import { useTranslation } from '../../lib/i18n';
import styles from './points.module.css';

type FreeBetRules = NonNullable<PointsShopItem['freeBet']>;

/** A free-bet shop item's terms (ADR 0071): where the free bet may be staked, its life, what a win pays. */
export function PointsFreeBetTerms({ rules, days }: { rules: FreeBetRules; days: number }) {
  const { t } = useTranslation();
  const lines = [
    rules.kinds.includes('single') && t('points.freeBet.single', { odds: rules.minOddsSingle.toFixed(2) }),
    rules.kinds.includes('express') &&
      t('points.freeBet.express', { leg: rules.minOddsLeg.toFixed(2), total: rules.minOddsExpress.toFixed(2) }),
    rules.kinds.includes('system') && t('points.freeBet.system', { leg: rules.minOddsLeg.toFixed(2) }),
    rules.markets !== 'any' && t(`points.freeBet.${rules.markets}`),
    rules.sports !== null && t('points.freeBet.sports'),
    t('points.freeBet.terms', { days }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <p className={styles.meta} data-testid="points-free-bet-terms">
      {lines.join(' ')}
    </p>
  );
}
