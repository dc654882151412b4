import { useQuery } from '@tanstack/react-query';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './points.module.css';
import { fetchPointsHistory, pointsKeys } from './points-api';

/** A casino game's platform code (`<provider>:<slug>`) as a name: `fruit-fiesta` → `Fruit fiesta`. */
const gameName = (code: string) => {
  const slug = code.slice(code.indexOf(':') + 1).replaceAll('-', ' ');
  return slug.charAt(0).toUpperCase() + slug.slice(1);
};

/** The history of points earned on settled bets, taken back by voids and spent in the shop. */
export function PointsHistory() {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const history = useQuery({ queryKey: pointsKeys.history, queryFn: fetchPointsHistory });
  const format = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  const items = history.data?.items ?? [];
  return (
    <section aria-labelledby="points-history" className={styles.group}>
      <h2 id="points-history" className={styles.heading}>
        {t('points.history')}
      </h2>
      {history.isSuccess && items.length === 0 ? (
        <p className={styles.note}>{t('points.historyEmpty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('points.col.date')}</th>
                <th scope="col">{t('points.col.what')}</th>
                <th scope="col">{t('points.col.points')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id} data-testid="points-move">
                  <td>{format.format(new Date(m.date))}</td>
                  <td>
                    {m.kind === 'redeemed'
                      ? t('points.kind.redeemed', { item: m.item ?? '' })
                      : m.casinoGame
                        ? t(`points.casino.${m.kind}`, { game: gameName(m.casinoGame) })
                        : t(`points.kind.${m.kind}`, { bet: m.betId ?? '' })}
                  </td>
                  <td className={m.points > 0 ? styles.plus : styles.minus} dir="ltr">
                    {m.points > 0 ? `+${m.points}` : m.points}
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
