// The office's free bets (ADR 0071), on the Bonuses page: each usable one with its amount, time left and
// terms (where it may be used), then the used and expired ones. A free bet is staked from the bet slip.
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import { useQuery } from '@tanstack/react-query';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { useLang, useTranslation } from '../../lib/i18n';
import { moneyIn, timeLeft } from './bonus-format';
import styles from './bonuses.module.css';
import { freeBetTerms } from './free-bet-terms';
import { fetchFreeBets, freeBetKeys } from './free-bets-api';

export function FreeBetsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery({ queryKey: freeBetKeys.list(lang), queryFn: () => fetchFreeBets(lang) });
  const data = list.data;
  // Nothing to say to a player who never had one (or while it loads).
  if (!data || (data.usable.length === 0 && data.history.length === 0)) return null;
  const now = list.dataUpdatedAt || Date.now();
  return (
    <section aria-labelledby="free-bets-title" className={styles.group} data-testid="free-bets">
      <h2 id="free-bets-title" className={styles.heading}>
        {t('bonuses.freeBets.title')}
      </h2>
      {data.usable.length === 0 ? (
        <p className={styles.note}>{t('bonuses.freeBets.none')}</p>
      ) : (
        data.usable.map((f) => <FreeBetCard key={f.id} freeBet={f} now={now} />)
      )}
      {data.history.length > 0 && <FreeBetHistory history={data.history} />}
    </section>
  );
}

function FreeBetCard({ freeBet, now }: { freeBet: FreeBetRecord; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `free-bet-${freeBet.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="free-bet-card">
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.name}>
          {freeBet.name}
        </h3>
        <span className={styles.money}>{moneyIn(freeBet.amount, freeBet.currencyId, lang)}</span>
      </div>
      <p className={styles.meta}>{timeLeft(freeBet.expirationDate, now, t)}</p>
      <ul className={styles.rules}>
        {freeBetTerms(freeBet.rules, t).map((term) => (
          <li key={term}>{term}</li>
        ))}
        <li>{t('bonuses.freeBets.rule.winnings')}</li>
      </ul>
    </article>
  );
}

function FreeBetHistory({ history }: { history: FreeBetRecord[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const format = dateTimeFormat(lang, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) });
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('bonuses.freeBets.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bonuses.col.bonus')}</th>
            <th scope="col">{t('bonuses.col.granted')}</th>
            <th scope="col">{t('bonuses.col.status')}</th>
            <th scope="col">{t('bonuses.col.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((f) => (
            <tr key={f.id} data-testid="free-bet-history-row">
              <td>{f.name}</td>
              <td>{format.format(new Date(f.start))}</td>
              <td>{t(`bonuses.freeBets.status.${f.status}`)}</td>
              <td>{moneyIn(f.amount, f.currencyId, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
