import type { ReactNode } from 'react';
import { Button } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import styles from './cashier.module.css';

interface HistoryTableProps {
  /** Column captions, already translated. */
  columns: readonly string[];
  /** Said instead of the table when there are no rows. */
  empty: string;
  isEmpty: boolean;
  /** The rows (`<tr>`), one cell per column. */
  children: ReactNode;
}

/** The cashier's history tables (operations, attempts): the empty note, or a scrolling table with its header. */
export function HistoryTable({ columns, empty, isEmpty, children }: HistoryTableProps) {
  if (isEmpty) return <p className={styles.note}>{empty}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((caption) => (
              <th key={caption}>{caption}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface HistoryPagerProps {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

/** Previous, the page number, next: under each history table. */
export function HistoryPager({ page, hasMore, onPage }: HistoryPagerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.pager}>
      <Button size="s" variant="ghost" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('money.pager.previous')}
      </Button>
      <span>{t('money.pager.page', { page })}</span>
      <Button size="s" variant="ghost" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('money.pager.next')}
      </Button>
    </div>
  );
}
