import { useTranslation } from '../../lib/i18n';
import { betMoney } from './bet-format';
import styles from './bets.module.css';
import type { BetItem } from './bets-api';

/** An advance bet's mark and what is still owed, or what advance an ordinary bet backs (decision 0006). */
export function AdvanceNote({ bet, lang }: { bet: BetItem; lang: string }) {
  const { t } = useTranslation();
  const owed = bet.advance_outstanding;
  if (!bet.is_advance && owed <= 0) return null;
  const amount = betMoney(bet, owed, lang);
  return (
    <span className={styles.advance}>
      {bet.is_advance && <span className={styles.advanceMark}>{t('money.bets.advance')}</span>}
      {owed > 0 && (
        <span className={styles.muted}>
          {t(bet.is_advance ? 'money.bets.advanceOwed' : 'money.bets.advanceBacks', { amount })}
        </span>
      )}
    </span>
  );
}
