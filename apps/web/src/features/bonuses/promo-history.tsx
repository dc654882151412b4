import { useQuery } from '@tanstack/react-query';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyIn } from './bonus-format';
import styles from './bonuses.module.css';
import { fetchPromoHistory, promoCodeKeys } from './promo-codes-api';

/**
 * The player's promo-code history: every code used at the promo-code check or in the bet slip — when,
 * where, what it gave (a bonus, or a boost of one bet's winnings) and where that bonus or bet stands.
 */
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
                <th scope="col">{t('promo.history.where')}</th>
                <th scope="col">{t('promo.history.effect')}</th>
                <th scope="col">{t('promo.history.date')}</th>
                <th scope="col">{t('promo.history.amount')}</th>
                <th scope="col">{t('promo.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.source}:${row.bonusId ?? row.betId ?? `freebet-${row.freeBetId}`}`}
                  data-testid="promo-history-row"
                >
                  <td>{row.promoCode}</td>
                  <td>{t(`promo.history.source.${row.source}`)}</td>
                  <td>{row.name}</td>
                  <td>{format.format(new Date(row.activatedAt))}</td>
                  <td>
                    {row.source === 'bet_slip'
                      ? t('promo.history.boostReturn', { amount: moneyIn(row.amount, row.currencyId, lang) })
                      : moneyIn(row.amount, row.currencyId, lang)}
                  </td>
                  <td>
                    {row.source === 'bet_slip'
                      ? t(`promo.history.slip.${row.status}`)
                      : row.freeBetId != null
                        ? t(`bonuses.freeBets.status.${row.status === 'pending' ? 'placed' : row.status}`)
                        : t(`bonuses.status.${row.status}`)}
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
