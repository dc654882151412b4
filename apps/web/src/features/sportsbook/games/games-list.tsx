import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Game } from '../../feed';
import { WindowedList } from '../virtual/windowed-list';
import { buildRows, type Grouping, type ListRow } from './build-rows';
import { ChampHeader } from './champ-header';
import { GameRow } from './game-row';
import rowStyles from './game-row.module.css';
import styles from './games-list.module.css';
import { useNarrow } from './use-narrow';

interface GamesListProps {
  games: readonly Game[];
  live: boolean;
  grouping?: Grouping;
  asian?: boolean;
  label?: string;
}

/** Row heights per kind; the narrow layout stacks prices under the teams (matches the CSS container query). */
const HEIGHTS = { wide: { period: 36, champ: 40, game: 60 }, narrow: { period: 36, champ: 40, game: 112 } };
const NARROW_BELOW_PX = 720;

/** A virtualised list of games under championship (and optionally start-time) headings. */
export function GamesList({ games, live, grouping = 'champ', asian = false, label }: GamesListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(ref, NARROW_BELOW_PX);
  // The clock only decides the start-time groups; a list re-groups when its data changes.
  const rows = useMemo(() => buildRows(games, grouping, Date.now()), [games, grouping]);
  const heights = narrow ? HEIGHTS.narrow : HEIGHTS.wide;
  const itemHeight = useCallback((row: ListRow) => heights[row.kind], [heights]);

  const renderRow = (row: ListRow) => {
    switch (row.kind) {
      case 'period':
        return <h3 className={rowStyles.periodRow}>{t(`sb.upcoming.${row.group}`)}</h3>;
      case 'champ':
        return (
          <ChampHeader
            champId={row.champId}
            sportId={row.sportId}
            name={row.name}
            columns={row.columns}
            live={live}
            asian={asian}
          />
        );
      case 'game':
        return <GameRow game={row.game} columns={row.columns} live={live} asian={asian} />;
    }
  };

  return (
    <div ref={ref} className={styles.list}>
      <WindowedList
        items={rows}
        itemHeight={itemHeight}
        itemKey={(row) => row.key}
        renderItem={renderRow}
        limitNotice={t('sb.list.limit')}
        aria-label={label}
      />
    </div>
  );
}
