import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import type { VipBetItem } from '@fairline/shared/wire/vip-bets';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { currencySymbol, formatDecimalMoney } from '../wallet';
import styles from './bets.module.css';
import { useVipBets } from './vip-bets-api';

const TYPE_OF_VID: Record<number, string> = {
  [CouponVid.Single]: 'single',
  [CouponVid.Express]: 'express',
  [CouponVid.System]: 'system',
  [CouponVid.Multi]: 'multi',
  [CouponVid.AntiExpress]: 'anti-express',
};

/**
 * "VIP bet requests": stakes above the maximum sent to the operator. An awaiting one says what is held
 * and until when; one that ended without a bet says the stake came back. Hidden when there are none.
 */
export function VipRequests({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const items = useVipBets().data?.items ?? [];
  if (items.length === 0) return null;
  const time = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const statusText = (item: VipBetItem) =>
    item.status === 'awaiting'
      ? t('money.vip.status.awaiting', { time: time.format(new Date(item.expires_at)) })
      : t(`money.vip.status.${item.status}`, { time: time.format(new Date(item.closed_at ?? item.expires_at)) });
  return (
    <section aria-labelledby="vip-requests-title" className={styles.block}>
      <h2 id="vip-requests-title" className={styles.heading}>
        {t('money.vip.title')}
      </h2>
      <p className={styles.note}>{t('money.vip.about')}</p>
      <ul className={styles.openList} aria-label={t('money.vip.title')}>
        {items.map((item) => (
          <li key={item.id} className={styles.openBet} data-status={item.status}>
            <div className={styles.line}>
              <span>
                {t(`money.bets.type.${TYPE_OF_VID[item.vid] ?? 'single'}`)} · {t('money.vip.request')} №{' '}
                <span dir="ltr">{item.id}</span>
              </span>
              <span dir="ltr" className={styles.num}>
                {formatDecimalMoney(item.stake, item.currency_id, currencySymbol(item.currency_id, ''), lang)}
              </span>
            </div>
            <p className={item.status === 'awaiting' ? styles.vipAwaiting : styles.vipEnded}>{statusText(item)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
