import type { CashbackAnswer } from '@fairline/shared/wire/casino-vip';
import { dateTimeFormat } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './vip.module.css';
import { money } from './vip-format';

const DAY = 86_400_000;

/** The closed weeks, newest first: net loss, the level it was paid at, the cashback and its status. */
export function CashbackHistory({ weeks }: { weeks: CashbackAnswer['data']['history'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const day = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const range = (week: string) => {
    const start = Date.parse(`${week}T00:00:00Z`);
    return t('cashback.weekRange', { from: day.format(new Date(start)), to: day.format(new Date(start + 6 * DAY)) });
  };
  return (
    <section aria-labelledby="cashback-history" className={styles.group}>
      <h2 id="cashback-history" className={styles.heading}>
        {t('cashback.history')}
      </h2>
      {weeks.length === 0 ? (
        <p className={styles.note}>{t('cashback.historyEmpty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cashback.col.week')}</th>
                <th scope="col">{t('cashback.col.netLoss')}</th>
                <th scope="col">{t('cashback.col.level')}</th>
                <th scope="col">{t('cashback.col.amount')}</th>
                <th scope="col">{t('cashback.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={`${w.week}:${w.currencyId}`} data-testid="cashback-credit">
                  <td>{range(w.week)}</td>
                  <td dir="ltr">{money(w.netLoss, w.currencyId, w.currencyIso, lang)}</td>
                  <td>
                    {t(`vip.level.${w.level}`)} · {t('vip.percent', { percent: w.percent })}
                  </td>
                  <td dir="ltr">{money(w.amount, w.currencyId, w.currencyIso, lang)}</td>
                  <td>{t(`cashback.status.${w.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
