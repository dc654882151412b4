import { type CSSProperties, memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Game } from '../../feed';
import { WindowedList } from '../virtual/windowed-list';
import { buildRows, type Grouping, type ListRow } from './build-rows';
import { ChampHeader } from './champ-header';
import { ColumnGroupSwitch } from './column-group-switch';
import { type ColumnGroup, groupOrder } from './column-groups';
import { GameRow } from './game-row';
import rowStyles from './game-row.module.css';
import styles from './games-list.module.css';
import { useNarrow } from './use-narrow';

// A row re-renders only when its own data does: the window moving by a row (the viewport measured
// right after hydration, a scroll) re-rendered every mounted row synchronously (ADR 0026).
const Row = memo(GameRow);
const Champ = memo(ChampHeader);

interface GamesListProps {
  games: readonly Game[];
  live: boolean;
  grouping?: Grouping;
  asian?: boolean;
  label?: string;
}

/**
 * Row heights per kind (match the CSS container query): a narrow list keeps each game on one line
 * with one price group, so six games and their headings fit above the fold of a 390×800 phone.
 */
const HEIGHTS = { wide: { period: 36, champ: 40, game: 60 }, narrow: { period: 32, champ: 36, game: 58 } };
const NARROW_BELOW_PX = 720;
/**
 * Both sets of heights as custom properties: the list's CSS picks one by the list's own width, so rows
 * stand where they will stay from the first paint, before the script measures that width (ADR 0026,
 * "Taps before hydration").
 */
const HEIGHT_VARS = Object.fromEntries(
  Object.entries(HEIGHTS).flatMap(([width, kinds]) =>
    Object.entries(kinds).map(([kind, px]) => [`--row-${kind}-${width}`, `${px}px`]),
  ),
) as CSSProperties;
const rowSize = (row: ListRow) => `var(--row-${row.kind})`;

/**
 * A virtualised list of games under championship (and optionally start-time) headings. Narrower
 * than 720 px it shows one price group at a time, chosen above the list, under headings that name
 * each price. Memoised: its page re-renders at every live batch, and the list only when the batch
 * reaches it (`useLiveValue`).
 */
export const GamesList = memo(function GamesList({
  games,
  live,
  grouping = 'champ',
  asian = false,
  label,
}: GamesListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(ref, NARROW_BELOW_PX);
  const [chosen, setChosen] = useState<ColumnGroup | undefined>(undefined);
  const group = chosen ?? groupOrder(asian)[0] ?? 'win';
  const only = narrow ? group : undefined;
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
          <Champ
            champId={row.champId}
            sportId={row.sportId}
            name={row.name}
            columns={row.columns}
            live={live}
            asian={asian}
            only={only}
          />
        );
      case 'game':
        return <Row game={row.game} columns={row.columns} live={live} asian={asian} only={only} />;
    }
  };

  return (
    <div ref={ref} className={styles.list} style={HEIGHT_VARS}>
      {/* Always in the markup, shown by the list's own width (CSS): it has its room from the first paint,
          so the list does not move down under a tap when the width is measured (ADR 0026, "Taps before
          hydration"). */}
      <ColumnGroupSwitch value={group} asian={asian} onChange={setChosen} />
      <WindowedList
        items={rows}
        itemHeight={itemHeight}
        itemSize={rowSize}
        className={styles.rows}
        itemKey={(row) => row.key}
        renderItem={renderRow}
        limitNotice={t('sb.list.limit')}
        aria-label={label}
      />
    </div>
  );
});
