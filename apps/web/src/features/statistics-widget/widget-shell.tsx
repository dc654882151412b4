import { parseStatisticsPath } from '@fairline/shared/routing/statistics-paths';
import { parseWidgetParams, WIDGET_PREFIX } from '@fairline/shared/statistics-widget/params';
import { type MouseEvent as ReactMouseEvent, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { cx } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { useWidgetProtocol } from './use-widget-protocol';
import { useWidgetSize } from './use-widget-size';
import { WidgetBets } from './widget-bets';
import styles from './widget-shell.module.css';

/** The statistics path a link leads to inside the widget: the same page under the widget's prefix. */
function widgetTarget(anchor: HTMLAnchorElement, lang: string): string | null {
  if (anchor.origin !== window.location.origin || anchor.target) return null;
  const plain = `/${lang}/statisticpopup/`;
  return anchor.pathname.startsWith(plain)
    ? `/${lang}/${WIDGET_PREFIX}/statisticpopup/${anchor.pathname.slice(plain.length)}${anchor.search}`
    : null;
}

/**
 * The embeddable statistics widget (issue 23 §2, ADR 0068): the statistics pages in an iframe of
 * another site, with the host's parameters (language, direction, theme, clock, time zone, hidden
 * parts) and the window-message protocol both ways; the game's prices send bets to the host's slip.
 */
export function WidgetShell() {
  const site = useSite();
  const lang = useLang();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => parseWidgetParams(search, site.languages, lang));
  const { params, post, slip, hidden, toggleItem } = useWidgetProtocol(
    initial,
    site.settings.application.statisticsWidgetOrigins,
  );
  const root = useRef<HTMLDivElement>(null);
  useWidgetSize(root, post, {
    minHeight: params.minHeight,
    fixedHeight: params.fixedIframeHeight,
    fallbackTitle: t('widget.title'),
  });

  // The first URL names the page in `href` too: open it when the path itself has none.
  useEffect(() => {
    if (initial.href && pathname.replace(/\/$/, '').endsWith(`/${WIDGET_PREFIX}/statisticpopup`)) {
      navigate(`/${lang}/${WIDGET_PREFIX}/statisticpopup/${initial.href}`, { replace: true });
    }
  }, [initial.href, pathname, lang, navigate]);

  // The pages link to the site's own statistics paths: inside the widget they keep its prefix.
  const keepInWidget = (event: ReactMouseEvent) => {
    const anchor = (event.target as Element).closest('a');
    const target = anchor instanceof HTMLAnchorElement ? widgetTarget(anchor, lang) : null;
    if (target === null || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    navigate(target);
  };

  let route: ReturnType<typeof parseStatisticsPath>;
  try {
    route = parseStatisticsPath(pathname);
  } catch {
    route = undefined;
  }
  const gameId = route?.kind === 'game' ? Number(route.gameId) : null;
  const isOddsHidden = hidden.has('odds');

  return (
    // The capture listener is for the links inside (Enter on a link fires the same click).
    <div
      ref={root}
      className={cx(
        styles.widget,
        params.isHideNavigationButtons && styles.noNavigation,
        params.internalContentScrolling && styles.scrolling,
      )}
      style={params.contentWidth ? { maxInlineSize: `${params.contentWidth}px` } : undefined}
      data-theme={params.isDarkTheme ? 'dark' : 'light'}
      dir={params.isRtl ? 'rtl' : 'ltr'}
      data-paint={params.paintId || undefined}
      data-testid="statistics-widget"
      onClickCapture={keepInWidget}
    >
      {gameId !== null && Number.isSafeInteger(gameId) && (
        <WidgetBets
          gameId={gameId}
          isHidden={isOddsHidden}
          is12h={params.is12h}
          timeZone={params.timeZone}
          locale={params.locale}
          slip={slip.bets}
          onToggle={(isHidden) => toggleItem('odds', isHidden)}
          onSend={(bet) => post('sendBet', { bet })}
        />
      )}
      {slip.count !== null && (
        <p className={styles.muted} data-testid="widget-slip-count">
          {t('widget.inSlip', { count: slip.count })}
        </p>
      )}
      <Outlet />
    </div>
  );
}
