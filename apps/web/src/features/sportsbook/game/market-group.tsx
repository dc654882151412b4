import type { FeedMarketGroup } from '@fairline/shared/wire/feed';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { OddsButton } from '../../coupon';
import type { GameDetails } from '../../feed';
import { marketGroupKey, outcomeLabel } from '../../markets';
import styles from './game-page.module.css';

interface MarketGroupBlockProps {
  game: GameDetails;
  group: FeedMarketGroup;
  live: boolean;
}

/** One market group in its display columns; collapsible, suspended or withdrawn prices stay in place, locked. */
export function MarketGroupBlock({ game, group, live }: MarketGroupBlockProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  // An empty column keeps its place (a lock) while the others are offered: 1 X 2 never collapses to 1 2.
  const columns = group.E;
  if (columns.every((column) => column.length === 0)) return null;
  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span>{t(marketGroupKey(group.G), { group: group.G })}</span>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className={styles.chevron}>
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </h2>
      {open && (
        <div id={bodyId} className={styles.columns} style={{ gridTemplateColumns: `repeat(${columns.length}, 1fr)` }}>
          {columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            <div key={i} className={styles.column}>
              {column.length === 0 && (
                <OddsButton game={game} outcome={undefined} absent="locked" live={live} variant="labelled" />
              )}
              {column.map((outcome) => (
                <OddsButton
                  key={`${outcome.T}|${outcome.P ?? ''}`}
                  game={game}
                  outcome={outcome}
                  live={live}
                  variant="labelled"
                  label={outcomeLabel(t, outcome)}
                />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
