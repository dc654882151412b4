import { useQuery } from '@tanstack/react-query';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyIn } from './bonus-format';
import styles from './bonuses.module.css';
import { fetchPromoHistory, promoCodeKeys } from './promo-codes-api';

/** The player's promo-code history: each activated code, when, the bonus it gave and where that bonus stands. */
export function PromoHistory() {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const history = useQuery({ queryKey: promoCodeKeys.history(lang), queryFn: () => fetchPromoHistory(lang) });
  const format = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  const rows = history.data;
  return (
    <section aria-labelledby="promo-history-title" className={styles.group}>
      <h2 id="promo-history-title" className={styles.heading}>
        {t('promo.history.title')}
      </h2>
      {!rows ? (
        history.isError && (
          <p className={styles.failure} role="alert">
            {t('promo.history.failed')}
          </p>
        )
      ) : rows.length === 0 ? (
        <p className={styles.note}>{t('promo.history.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('promo.history.code')}</th>
                <th scope="col">{t('promo.history.bonus')}</th>
                <th scope="col">{t('promo.history.date')}</th>
                <th scope="col">{t('promo.history.amount')}</th>
                <th scope="col">{t('promo.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.bonusId} data-testid="promo-history-row">
                  <td>{row.promoCode}</td>
                  <td>{row.name}</td>
                  <td>{format.format(new Date(row.activatedAt))}</td>
                  <td>{moneyIn(row.amount, row.currencyId, lang)}</td>
                  <td>{t(`bonuses.status.${row.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
