import { statisticsPathError } from '@fairline/shared/routing/statistics-paths';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './statistics.module.css';
import frame from './statistics-layout.module.css';

/**
 * The frame of the statistics pages: a bare bar with the title and a back button, no site header —
 * they open in a modal's frame on desktop and as pages on phones (spec: Statistics pages).
 */
export function StatisticsLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The router does not check parameters: a malformed one is the spec's error here (the server said 404).
  const error = statisticsPathError(`${pathname}${search}`);
  // In the site's modal the dialog's own header names the window.
  const isFramed = useHydrated() && window.self !== window.top;
  return (
    <div className={frame.shell}>
      <header className={frame.bar}>
        <button
          type="button"
          className={frame.back}
          aria-label={t('statistics.back')}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(`/${lang}`))}
        >
          <span className={frame.backIcon} aria-hidden="true">
            ‹
          </span>
        </button>
        {!isFramed && (
          <Link to={`/${lang}`} className={frame.brand}>
            {t('statistics.title')}
          </Link>
        )}
      </header>
      <main className={frame.main}>
        {error ? (
          <p className={styles.error} role="alert" data-testid="statistics-error">
            {error.message}
          </p>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}

/** A statistics path no page shows: the spec's `Wrong input param [name]: value` (the server answered 404). */
export function StatisticsPathError() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const error = statisticsPathError(`${pathname}${search}`);
  return (
    <p className={styles.error} role="alert" data-testid="statistics-error">
      {error ? error.message : t('statistics.loadError')}
    </p>
  );
}
