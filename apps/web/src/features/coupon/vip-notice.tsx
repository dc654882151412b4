import type { VipBetAnswer } from '@fairline/shared/wire/vip-bets';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import styles from './vip-notice.module.css';

interface VipNoticeProps {
  request: VipBetAnswer;
  /** An amount of the coupon's currency as the player reads it. */
  formatAmount: (amount: number) => string;
  lang: string;
  onClose: () => void;
}

/**
 * In place of a receipt: the stake was above the maximum and went to the traders as a VIP bet
 * request. Says what is held and until when, and where to follow it (the bets page lists requests).
 */
export function VipNotice({ request, formatAmount, lang, onClose }: VipNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const time = dateTimeFormat(lang, { timeStyle: 'short' }).format(request.ExpiresAt * 1000);
  return (
    <section className={styles.notice} aria-labelledby={titleId} role="status">
      <h3 id={titleId} className={styles.title}>
        {t('money.vip.sent')}
      </h3>
      <p className={styles.text}>{t('money.place.vip', { amount: formatAmount(request.Summ), time })}</p>
      <Link to={`/${lang}/office/bets`} className={styles.link} onClick={onClose}>
        {t('money.vip.follow')}
      </Link>
      <Button fullWidth variant="secondary" onClick={onClose}>
        {t('money.receipt.close')}
      </Button>
    </section>
  );
}
