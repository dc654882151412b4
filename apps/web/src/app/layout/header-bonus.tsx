import { Link } from 'react-router';
import { useSite } from '../../features/config';
import { formatDecimalMoney, useBalance } from '../../features/wallet';
import { useTranslation } from '../../lib/i18n';
import styles from './header-bonus.module.css';

/**
 * The header bonus (`isBonusShown`): the player's real bonus balance, from the ledger's bonus
 * accounts, shown only while one holds money (the active currency's first). It never advertises an
 * offer: with no bonus paid there is nothing to show. It opens the payments page, whose history has
 * a bonus tab.
 */
export function HeaderBonus({ lang }: { lang: string }) {
  const site = useSite();
  const { t } = useTranslation();
  const { bonuses, active } = useBalance();
  if (!site.settings.header.isBonusShown) return null;
  const held = bonuses.filter((account) => !account.isPointsTypeBalance && account.money > 0);
  const bonus = held.find((account) => account.currencyId === active?.currencyId) ?? held[0];
  if (!bonus) return null;
  return (
    <Link to={`/${lang}/office/payments`} className={styles.bonus} data-testid="header-bonus">
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1.5S12 9 12 9c2-4 6-4 6-1.5S12 9 12 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>
        <span className={styles.caption}>{t('header.bonus')}</span>
        <span className={styles.amount} dir="ltr">
          {formatDecimalMoney(bonus.money, bonus.currencyId, bonus.symbol, lang)}
        </span>
      </span>
    </Link>
  );
}
