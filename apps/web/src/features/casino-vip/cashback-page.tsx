import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { CashbackHistory } from './cashback-history';
import styles from './vip.module.css';
import { fetchCashback, vipKeys } from './vip-api';
import { money } from './vip-format';

const DAY = 86_400_000;

/** The office's premium cashback: this week's net loss and expected cashback, then the weeks credited (ADR 0067). */
export function CashbackPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const cashback = useQuery({ queryKey: vipKeys.cashback, queryFn: fetchCashback });
  const data = cashback.data;
  // Weeks are UTC weeks: shown as the days they are, whatever the reader's zone.
  const day = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className={styles.page} aria-labelledby="cashback-title" data-testid="cashback-page">
      <h1 id="cashback-title" className={styles.title}>
        {t('office.menu.cashback')}
      </h1>
      {!data ? (
        cashback.isError ? (
          <p className={styles.failure} role="alert">
            {t('cashback.failed')}
          </p>
        ) : (
          <Skeleton rows={4} rowHeight={56} />
        )
      ) : (
        <>
          <p className={styles.note}>{t('cashback.rules', { percent: data.percent })}</p>
          <section aria-labelledby="cashback-week" className={styles.group}>
            <h2 id="cashback-week" className={styles.heading}>
              {t('cashback.thisWeek')}{' '}
              <span className={styles.meta}>
                {t('cashback.weekRange', {
                  from: day.format(new Date(data.weekStart)),
                  to: day.format(new Date(new Date(data.weekEnd).getTime() - DAY)),
                })}
              </span>
            </h2>
            {data.current.length === 0 ? (
              <p className={styles.note}>{t('cashback.noPlay')}</p>
            ) : (
              data.current.map((c) => (
                <dl key={c.currencyId} className={styles.card} data-testid="cashback-week">
                  <div className={styles.pair}>
                    <dt>{t('cashback.stakes')}</dt>
                    <dd dir="ltr">{money(c.stakes, c.currencyId, c.currencyIso, lang)}</dd>
                  </div>
                  <div className={styles.pair}>
                    <dt>{t('cashback.wins')}</dt>
                    <dd dir="ltr">{money(c.wins, c.currencyId, c.currencyIso, lang)}</dd>
                  </div>
                  <div className={styles.pair}>
                    <dt>{t('cashback.netLoss')}</dt>
                    <dd dir="ltr" data-testid="cashback-net-loss">
                      {money(c.netLoss, c.currencyId, c.currencyIso, lang)}
                    </dd>
                  </div>
                  <div className={styles.pair}>
                    <dt>{t('cashback.expected')}</dt>
                    <dd dir="ltr" className={styles.level} data-testid="cashback-expected">
                      {money(c.expected, c.currencyId, c.currencyIso, lang)}
                    </dd>
                  </div>
                  <p className={styles.meta}>{t('cashback.expectedNote')}</p>
                </dl>
              ))
            )}
          </section>
          <CashbackHistory weeks={data.history} />
        </>
      )}
    </section>
  );
}
