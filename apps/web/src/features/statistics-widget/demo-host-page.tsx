import { widgetUrl } from '@fairline/shared/statistics-widget/params';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { topGamesQuery, useFeedContext } from '../feed';
import styles from './demo-host.module.css';
import { useDemoHost } from './use-demo-host';

const LANGUAGES = ['ru', 'en', 'ar'] as const;
const LISTENER = 'demo';

function originOf(value: string | null): string {
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // not an origin: the page's own
  }
  return window.location.origin;
}

/**
 * The demo host (ADR 0068; not served in production): a page that embeds the statistics widget as a
 * partner would — from `?src=` (an origin; ours by default) — shows every message exchanged, and keeps a
 * small bet slip that takes the widget's bets and answers its requests for the coupon.
 */
export function DemoHostPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [query] = useSearchParams();
  const widgetOrigin = useMemo(() => originOf(query.get('src')), [query]);
  const top = useQuery(topGamesQuery('line', useFeedContext())).data;
  const first = top?.[0];
  const href = query.get('href') ?? (first ? `game/${first.SI}/${first.CI ?? first.I}/main` : '');
  const [language, setLanguage] = useState<string>(query.get('language') ?? lang);
  const [settings, setSettings] = useState({ isDarkTheme: false, isRtl: language === 'ar', is12h: false });
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useDemoHost(frame, widgetOrigin, LISTENER);
  // The frame loads once per language and page; later settings go as messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settings change by message, not by reloading
  const src = useMemo(
    () => (href ? widgetUrl(widgetOrigin, { language, href, postMessageListenerId: LISTENER, ...settings }) : ''),
    [widgetOrigin, language, href],
  );
  const setting = (name: keyof typeof settings) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...settings, [name]: event.target.checked };
    setSettings(next);
    host.send('settingsChange', { [name]: event.target.checked });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('widget.demo.title')}</h1>
      <div className={styles.controls}>
        <label>
          {t('widget.demo.language')}{' '}
          <select value={language} onChange={(e) => setLanguage(e.target.value)} data-testid="demo-language">
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        {(['isDarkTheme', 'isRtl', 'is12h'] as const).map((name) => (
          <label key={name}>
            <input type="checkbox" checked={settings[name]} onChange={setting(name)} data-testid={`demo-${name}`} />{' '}
            {t(`widget.demo.${name}`)}
          </label>
        ))}
        <button type="button" onClick={() => host.send('historyBack', {})} disabled={!host.route.canGoBack}>
          {t('widget.demo.back')}
        </button>
        <button type="button" onClick={() => host.send('historyForward', {})}>
          {t('widget.demo.forward')}
        </button>
      </div>
      <div className={styles.columns}>
        <div className={styles.frameBox}>
          <p className={styles.muted} data-testid="demo-route">
            {host.title} · {host.route.hostPath}
          </p>
          {src && (
            <iframe
              ref={frame}
              className={styles.frame}
              src={src}
              title={t('widget.demo.frame')}
              style={{ blockSize: `${host.height}px` }}
              data-testid="demo-widget-frame"
              data-height={host.height}
            />
          )}
        </div>
        <aside className={styles.side}>
          <section aria-labelledby="demo-slip" data-testid="demo-slip">
            <h2 id="demo-slip">{t('widget.demo.slip')}</h2>
            {host.slip.length === 0 && <p className={styles.muted}>{t('widget.demo.empty')}</p>}
            <ul className={styles.slip}>
              {host.slip.map((bet) => (
                <li key={`${bet.gameId}-${bet.group}-${bet.type}-${bet.param}`} data-testid="demo-slip-item">
                  <span dir="auto">{bet.game}</span>
                  <span>
                    {bet.outcome} <b dir="ltr">{bet.coef.toFixed(2)}</b>
                  </span>
                  <button type="button" onClick={() => host.remove(bet)}>
                    {t('widget.demo.remove')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="demo-log">
            <h2 id="demo-log">{t('widget.demo.log')}</h2>
            <ol className={styles.log} data-testid="demo-log">
              {host.log.map((entry) => (
                <li key={entry.id} data-direction={entry.direction} data-type={entry.type}>
                  <b>
                    {entry.direction === 'in' ? '←' : '→'} {entry.type}
                  </b>{' '}
                  <code dir="ltr">{JSON.stringify(entry.payload)}</code>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
