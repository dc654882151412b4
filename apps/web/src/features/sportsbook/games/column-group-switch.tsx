import { useTranslation } from '../../../lib/i18n';
import { type ColumnGroup, groupOrder } from './column-groups';
import styles from './games-list.module.css';

interface ColumnGroupSwitchProps {
  value: ColumnGroup;
  asian: boolean;
  onChange: (group: ColumnGroup) => void;
}

/** The phone list's choice of price group (result, total, handicap), as bet365's market picker. */
export function ColumnGroupSwitch({ value, asian, onChange }: ColumnGroupSwitchProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.groups} data-testid="column-groups">
      <legend className="visually-hidden">{t('sb.list.columns')}</legend>
      {groupOrder(asian).map((group) => (
        <button
          key={group}
          type="button"
          className={styles.groupButton}
          aria-pressed={group === value}
          onClick={() => onChange(group)}
        >
          {t(`sb.list.column.${group}`)}
        </button>
      ))}
    </fieldset>
  );
}
