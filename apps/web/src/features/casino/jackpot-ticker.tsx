import { CASINO_RTP, type CasinoGameId } from '@fairline/shared/casino/rtp';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { cx } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useAccountSession } from '../auth';
import { useBalance } from '../wallet';
import styles from './jackpot.module.css';
import { formatJackpot } from './jackpot-format';
import { useJackpotLive } from './jackpot-live';
import { formatRtp } from './rtp-format';
import { useCountUp } from './use-count-up';

/** A guest, or a player without an account yet, sees the pool of this currency. */
const GUEST_CURRENCY = 'USD';

/**
 * The studio's progressive jackpot (ADR 0066) in the player's currency, counting up live as the pool
 * grows (`casino:jackpot` over /ws). The lobby shows the last win beside it; a contributing game's page
 * shows the terms and what the jackpot adds to the game's return.
 */
export function JackpotTicker({ variant, game }: { variant: 'lobby' | 'game'; game?: string }) {
  const { t, i18n } = useTranslation();
  const session = useAccountSession();
  const userId = session.status === 'user' && session.user ? Number(session.user.id) : null;
  const { active } = useBalance();
  const { data } = useJackpotLive(userId);
  const currency = (active && currencyById(active.currencyId)?.code) || GUEST_CURRENCY;
  const pool =
    data?.pools.find((p) => p.currency === currency) ?? data?.pools.find((p) => p.currency === GUEST_CURRENCY);
  const shown = useCountUp(pool?.amount ?? 0);
  if (!data || !pool) return null;
  if (variant === 'game' && (!game || !data.games.includes(game))) return null;
  const lang = i18n.language;
  const lastWin = data.wins[0];
  const rtp = game && Object.hasOwn(CASINO_RTP, game) ? CASINO_RTP[game as CasinoGameId].rtp : null;

  return (
    <section
      className={cx(styles.ticker, variant === 'game' && styles.compact)}
      aria-label={t('jackpot.title')}
      data-testid="jackpot-ticker"
      data-amount={pool.amount}
      data-currency={pool.currency}
    >
      <span className={styles.badge}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2 5.9 20.6l1.4-6.8L2.2 9.1l6.9-.8z" fill="currentColor" />
        </svg>
      </span>
      <div className={styles.body}>
        <span className={styles.label}>{t('jackpot.title')}</span>
        <strong className={styles.amount} data-testid="jackpot-amount" dir="ltr">
          {formatJackpot(shown, pool.currency, lang)}
        </strong>
      </div>
      {variant === 'lobby' && (
        <p className={styles.note}>
          {lastWin
            ? t('jackpot.last', {
                amount: formatJackpot(lastWin.amount, lastWin.currency, lang),
                player: lastWin.player,
              })
            : t('jackpot.how', { share: formatRtp(data.contribution_bp / 10_000, lang) })}
        </p>
      )}
      {variant === 'game' && (
        <p className={styles.note} data-testid="jackpot-terms">
          {t('jackpot.terms', {
            share: formatRtp(data.contribution_bp / 10_000, lang),
            add: formatRtp(data.rtp_add, lang),
            rtp: rtp === null ? '' : formatRtp(rtp + data.rtp_add, lang),
          })}
        </p>
      )}
    </section>
  );
}
