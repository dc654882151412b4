import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { BonusCard } from './bonus-card';
import { moneyIn } from './bonus-format';
import styles from './bonuses.module.css';
import { bonusKeys, fetchBonuses } from './bonuses-api';
import { FreeBetsSection } from './free-bets-section';
import { PromoCodeForm } from './promo-code-form';
import { PromoHistory } from './promo-history';

/** The office's Bonuses page: the active bonuses with their wagering progress, the history, then promo codes (ADR 0044). */
export function BonusesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery({ queryKey: bonusKeys.list(lang), queryFn: () => fetchBonuses(lang) });
  const data = list.data;
  const now = list.dataUpdatedAt || Date.now();
  const codes = useSite().settings.promo.isPromoCodeCheckEnabled;

  return (
    <section className={styles.page} aria-labelledby="bonuses-title">
      <h1 id="bonuses-title" className={styles.title}>
        {t('office.menu.bonuses')}
      </h1>
      {!data ? (
        list.isError ? (
          <p className={styles.failure} role="alert">
            {t('bonuses.failed')}
          </p>
        ) : (
          <Skeleton rows={4} rowHeight={56} />
        )
      ) : (
        <>
          <section aria-labelledby="bonuses-active" className={styles.group}>
            <h2 id="bonuses-active" className={styles.heading}>
              {t('bonuses.active')}
            </h2>
            {data.active.length === 0 ? (
              <p className={styles.note}>{t('bonuses.none')}</p>
            ) : (
              data.active.map((bonus) => <BonusCard key={bonus.id} bonus={bonus} now={now} />)
            )}
          </section>
          <BonusHistory history={data.history} />
        </>
      )}
      <FreeBetsSection />
      {/* The brand's promo code switch (ADR 0016): off, no code form and no codes history. */}
      {codes && <PromoCodeForm />}
      {codes && <PromoHistory />}
    </section>
  );
}

function BonusHistory({ history }: { history: BonusRecord[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const format = dateTimeFormat(lang, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) });
  return (
    <section aria-labelledby="bonuses-history" className={styles.group}>
      <h2 id="bonuses-history" className={styles.heading}>
        {t('bonuses.history')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.note}>{t('bonuses.historyEmpty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('bonuses.col.bonus')}</th>
                <th scope="col">{t('bonuses.col.granted')}</th>
                <th scope="col">{t('bonuses.col.closed')}</th>
                <th scope="col">{t('bonuses.col.status')}</th>
                <th scope="col">{t('bonuses.col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((b) => (
                <tr key={b.id} data-testid="bonus-history-row">
                  <td>{b.name}</td>
                  <td>{format.format(new Date(b.start))}</td>
                  <td>{format.format(new Date(b.end))}</td>
                  <td>{t(`bonuses.status.${b.status}`)}</td>
                  <td>
                    {moneyIn(b.amount, b.currencyId, lang)}
                    {b.closedAmount !== null && b.closedAmount > 0 && (
                      <span className={styles.closedAmount}>
                        {t(b.status === 'converted' ? 'bonuses.closed.converted' : 'bonuses.closed.removed', {
                          amount: moneyIn(b.closedAmount, b.currencyId, lang),
                        })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
