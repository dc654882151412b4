import { useTranslation } from '../../lib/i18n';
import styles from './bets.module.css';
import type { BetItem } from './bets-api';

/** A bet staked with a free bet (ADR 0071): its mark; the payout shown is the winnings only. */
export function FreeBetNote({ bet }: { bet: BetItem }) {
  const { t } = useTranslation();
  if (!bet.free_bet) return null;
  return (
    <span className={styles.advance} data-testid="free-bet-mark">
      <span className={styles.advanceMark}>{t('money.bets.freeBet')}</span>
    </span>
  );
}
