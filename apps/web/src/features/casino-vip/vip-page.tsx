import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './vip.module.css';
import { fetchVipStatus, vipKeys } from './vip-api';
import { usd } from './vip-format';

/** The office's VIP club: the level held, this month's way to the next level, the levels (ADR 0067). */
export function VipPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const status = useQuery({ queryKey: vipKeys.status, queryFn: fetchVipStatus });
  const data = status.data;
  const day = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: timeZone ?? 'UTC' });
  return (
    <section className={styles.page} aria-labelledby="vip-title" data-testid="vip-page">
      <h1 id="vip-title" className={styles.title}>
        {t('office.menu.vip')}
      </h1>
      {!data ? (
        status.isError ? (
          <p className={styles.failure} role="alert">
            {t('vip.failed')}
          </p>
        ) : (
          <Skeleton rows={4} rowHeight={56} />
        )
      ) : (
        <>
          <div className={styles.card} data-level={data.level}>
            <span className={styles.meta}>{t('vip.current')}</span>
            <span className={styles.level} data-testid="vip-level">
              {t(`vip.level.${data.level}`)}
            </span>
            {data.heldFromPreviousMonth && (
              <span className={styles.meta}>
                {t('vip.held', { date: day.format(new Date(new Date(data.monthEnd).getTime() - 1)) })}
              </span>
            )}
            <span data-testid="vip-wagered">{t('vip.wagered', { amount: usd(data.wageredUsd, lang) })}</span>
            {data.next ? (
              <>
                <div
                  className={styles.bar}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={data.progressPercent}
                  aria-label={t('vip.toNext', {
                    amount: usd(data.next.remainingUsd, lang),
                    level: t(`vip.level.${data.next.code}`),
                  })}
                >
                  <span style={{ inlineSize: `${data.progressPercent}%` }} />
                </div>
                <span className={styles.meta} data-testid="vip-next">
                  {t('vip.toNext', {
                    amount: usd(data.next.remainingUsd, lang),
                    level: t(`vip.level.${data.next.code}`),
                  })}
                </span>
              </>
            ) : (
              <span className={styles.meta}>{t('vip.top')}</span>
            )}
          </div>
          <p className={styles.note}>{t('vip.rules')}</p>
          <section aria-labelledby="vip-levels" className={styles.group}>
            <h2 id="vip-levels" className={styles.heading}>
              {t('vip.levels')}
            </h2>
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('vip.col.level')}</th>
                    <th scope="col">{t('vip.col.threshold')}</th>
                    <th scope="col">{t('vip.col.cashback')}</th>
                    <th scope="col">{t('vip.col.cap')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.levels.map((level) => (
                    <tr
                      key={level.code}
                      className={level.code === data.level ? styles.currentRow : undefined}
                      aria-current={level.code === data.level ? 'true' : undefined}
                    >
                      <th scope="row">{t(`vip.level.${level.code}`)}</th>
                      <td dir="ltr">{usd(level.thresholdUsd, lang)}</td>
                      <td dir="ltr">{t('vip.percent', { percent: level.cashbackPercent })}</td>
                      <td>{level.weeklyCapUsd === null ? t('vip.noCap') : usd(level.weeklyCapUsd, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <Link to={`/${lang}/office/cashback`}>{t('vip.toCashback')}</Link>
        </>
      )}
    </section>
  );
}
