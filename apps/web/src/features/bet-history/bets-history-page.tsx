import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Skeleton, useNotify } from '../../components/ui';
import { dateTimeFormat } from '../../lib/clock';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { useOddsFormat } from '../markets';
import { moneyKeys } from '../wallet';
import { AdvanceNote } from './advance-note';
import { BetDetailsView } from './bet-details';
import { betMoney, betTypeLabel } from './bet-format';
import styles from './bets.module.css';
import {
  type BetStatusFilter,
  type BetTypeFilter,
  clearBets,
  fetchBetsHistory,
  type HistoryFilter,
  mailBets,
} from './bets-api';
import { FreeBetNote } from './free-bet-note';
import { OpenBets } from './open-bets';
import { statusFilters } from './status-filters';
import { VipRequests } from './vip-requests';

const PERIODS = [1, 7, 30, 90, 365] as const;
const TYPES: BetTypeFilter[] = ['all', 'single', 'express', 'system', 'multi', 'anti-express'];
const SETTLED = new Set(['won', 'lost', 'void', 'sold', 'cancelled']);

/** `/:lang/office/bets`: open bets with cash-out, then the history with filters, details, mail and clear. */
export function BetsHistoryPage() {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const site = useSite();
  // Odds in the player's format, as the list and the slip showed them when the bet was struck.
  const format = useOddsFormat();
  const [filter, setFilter] = useState<HistoryFilter>({ days: 7, status: 'all', type: 'all', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery({
    queryKey: [...moneyKeys.bets, 'history', filter],
    queryFn: () => fetchBetsHistory(filter),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const date = dateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  const change = (next: Partial<HistoryFilter>) => {
    setFilter({ ...filter, page: 1, ...next });
    setChosen(new Set());
  };
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
  };
  const act = async (action: 'mail' | 'clear') => {
    const ids = [...chosen];
    try {
      if (action === 'mail') await mailBets(ids, lang);
      else await clearBets(ids);
      notify({ type: 'success', text: t(`money.bets.${action}Done`, { count: ids.length }) });
      setChosen(new Set());
      if (action === 'clear') void client.invalidateQueries({ queryKey: moneyKeys.bets });
    } catch {
      notify({ type: 'error', text: t(`money.bets.${action}Failed`) });
    }
  };
  const canClear = chosen.size > 0 && items.every((b) => !chosen.has(b.id) || SETTLED.has(b.status));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('money.bets.title')}</h1>
      <section aria-labelledby="open-bets-title" className={styles.block}>
        <h2 id="open-bets-title" className={styles.heading}>
          {t('money.bets.open')}
        </h2>
        <OpenBets lang={lang} format={format} />
      </section>
      <VipRequests lang={lang} />
      <section aria-labelledby="bets-history-title" className={styles.block}>
        <h2 id="bets-history-title" className={styles.heading}>
          {t('money.bets.history')}
        </h2>
        <div className={styles.filters}>
          <FilterSelect
            label={t('money.bets.filter.period')}
            value={String(filter.days)}
            options={PERIODS.map((d) => [String(d), t('money.bets.period', { days: d })])}
            onChange={(v) => change({ days: Number(v) })}
          />
          <FilterSelect
            label={t('money.bets.filter.status')}
            value={filter.status}
            options={statusFilters(site.settings.betting.hiddenBetStatuses).map((s) => [
              s,
              t(`money.bets.status.${s}`),
            ])}
            onChange={(v) => change({ status: v as BetStatusFilter })}
          />
          <FilterSelect
            label={t('money.bets.filter.type')}
            value={filter.type}
            options={TYPES.map((s) => [s, t(`money.bets.type.${s}`)])}
            onChange={(v) => change({ type: v as BetTypeFilter })}
          />
        </div>
        {query.isPending ? (
          <Skeleton rows={5} rowHeight={32} />
        ) : items.length === 0 ? (
          <p className={styles.note}>{t('money.bets.empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th aria-label={t('money.bets.select')} />
                  <th>{t('money.bets.placed')}</th>
                  <th>{t('money.bets.bet')}</th>
                  <th>{t('money.bets.stake')}</th>
                  <th>{t('money.bets.statusLabel')}</th>
                  <th>{t('money.bets.return')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((bet) => (
                  <Fragment key={bet.id}>
                    <tr>
                      <td>
                        <input
                          type="checkbox"
                          checked={chosen.has(bet.id)}
                          onChange={() => toggle(bet.id)}
                          aria-label={t('money.bets.selectBet', { id: bet.id })}
                        />
                      </td>
                      <td>{date.format(new Date(bet.placed_at))}</td>
                      <td>
                        <button
                          type="button"
                          className={styles.link}
                          aria-expanded={open === bet.id}
                          onClick={() => setOpen(open === bet.id ? null : bet.id)}
                        >
                          {betTypeLabel(t, bet)} № <span dir="ltr">{bet.id}</span>
                        </button>
                        <AdvanceNote bet={bet} lang={lang} />
                        <FreeBetNote bet={bet} />
                      </td>
                      <td dir="ltr">{betMoney(bet, bet.stake, lang)}</td>
                      <td className={styles[`status_${bet.status}`]}>{t(`money.bets.status.${bet.status}`)}</td>
                      <td dir="ltr">{bet.status === 'open' ? '—' : betMoney(bet, bet.payout, lang)}</td>
                    </tr>
                    {open === bet.id && (
                      <tr>
                        <td colSpan={6}>
                          <BetDetailsView betId={bet.id} lang={lang} format={format} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className={styles.pager}>
          <Button size="s" variant="secondary" disabled={chosen.size === 0} onClick={() => void act('mail')}>
            {t('money.bets.mail')}
          </Button>
          <Button size="s" variant="secondary" disabled={!canClear} onClick={() => void act('clear')}>
            {t('money.bets.clear')}
          </Button>
          <span className={styles.spacer} />
          <Button
            size="s"
            variant="ghost"
            disabled={filter.page === 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            {t('money.pager.previous')}
          </Button>
          <span>{t('money.pager.page', { page: filter.page })}</span>
          <Button
            size="s"
            variant="ghost"
            disabled={!query.data?.has_more}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            {t('money.pager.next')}
          </Button>
        </div>
      </section>
    </div>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.filter}>
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
