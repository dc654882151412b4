import { getSport } from '@fairline/shared/lookups/sports';
import { Link, useLocation } from 'react-router';
import { useLang, useTranslation } from '../../../lib/i18n';
import { FavoriteStar } from '../../favorites';
import { type MainColumns, outcomeSpec } from '../../markets';
import { menuModeOf } from '../menu/menu-mode';
import { feedPath } from '../shared/paths';
import { SportIcon } from '../shared/sport-icon';
import { type ColumnGroup, shownColumns } from './column-groups';
import styles from './game-row.module.css';

interface ChampHeaderProps {
  champId: number;
  sportId: number;
  name: string;
  columns: MainColumns;
  live: boolean;
  asian?: boolean;
  /** The one price group a phone's list shows (every group when unset). */
  only?: ColumnGroup | undefined;
}

/** A championship's heading in a list, with the column labels its games' prices line up under. */
export function ChampHeader({ champId, sportId, name, columns, live, asian = false, only }: ChampHeaderProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const sport = getSport(sportId);
  // In the cyber section a championship opens in the cyber section too.
  const { cyber } = menuModeOf(useLocation().pathname);
  const order = shownColumns(columns, asian, only);
  return (
    <div className={styles.champ}>
      <Link to={feedPath(lang, live, sport, champId, cyber)} className={styles.champName}>
        <SportIcon sportId={sportId} />
        <span>{name}</span>
      </Link>
      <FavoriteStar list="champs" item={{ id: champId, sportId, name }} />
      <div className={styles.markets} aria-hidden="true">
        {order.map((types) => (
          <div key={types.join()} className={styles.group}>
            {types.map((type) => (
              <span key={type} className={styles.head}>
                {t(outcomeSpec(type).short)}
              </span>
            ))}
          </div>
        ))}
        <span className={styles.more} />
      </div>
    </div>
  );
}
