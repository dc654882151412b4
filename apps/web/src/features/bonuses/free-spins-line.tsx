import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { Link } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyIn } from './bonus-format';
import styles from './bonuses.module.css';

/** A free-spins bonus's spins left, at what bet, and the way to the slot that plays them (ADR 0064). */
export function FreeSpinsLine({ bonus }: { bonus: BonusRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const spins = bonus.freeSpins;
  if (!spins || spins.left <= 0) return null;
  // The platform's game id is `<provider>:<slug>`; our studio's slots live at /slots/<slug>.
  const slug = spins.game.slice(spins.game.indexOf(':') + 1);
  return (
    <p className={styles.meta} data-testid="free-spins-left">
      {t('bonuses.freeSpins.left', { count: spins.left, bet: moneyIn(spins.bet, bonus.currencyId, lang) })}{' '}
      <Link to={`/${lang}/slots/${slug}`} data-testid="free-spins-play">
        {t('bonuses.freeSpins.play')}
      </Link>
    </p>
  );
}
