import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, cx, modalStore, Skeleton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { usePageTitle } from '../config';
import styles from './casino-game.module.css';
import { CasinoStar } from './casino-star';
import { GameFrame } from './game-frame';
import { launchErrorKey, type PlayMode, useLaunch } from './game-launch';
import { GameRules } from './game-rules';
import { JackpotTicker } from './jackpot-ticker';
import { CATEGORY_PATHS, findGame } from './lobby-filter';
import { LobbyState } from './lobby-state';
import { useLobby } from './use-lobby';
import { STUDIO_PROVIDER } from './verify-games';

/**
 * The game page (`/slots/:gameSlug`, `/casino/game/:gameSlug`): the game in its sandboxed frame, the
 * real/demo switch (a guest plays demo; real money asks for a login), fullscreen, the rules and RTP,
 * and the way back to the lobby. Phone first: the frame takes the whole width.
 */
export function GamePage() {
  const { t } = useTranslation();
  const { gameSlug = '' } = useParams();
  const [query] = useSearchParams();
  const { lobby, games, providerNames, lang, isError, refetch } = useLobby();
  const game = findGame(games, gameSlug, query.get('provider'));
  const session = useAccountSession();
  const owner = session.status === 'user' && session.user ? session.user.id : null;
  const [asked, setAsked] = useState<PlayMode | null>(null);
  const mode: PlayMode = asked ?? (owner !== null || game?.has_demo === false ? 'real' : 'demo');
  const needsLogin = mode === 'real' && session.status === 'guest';
  const launch = useLaunch(game, mode, lang, owner, session.status !== 'unknown' && !needsLogin);
  const stage = useRef<HTMLDivElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  usePageTitle(game?.name ?? t('casino.category.all'));

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current && stage.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const choose = (next: PlayMode) => {
    setAsked(next);
    if (next === 'real' && session.status === 'guest') modalStore.getState().show(LOGIN_MODAL);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  if (!lobby) {
    return isError ? (
      <LobbyState kind="failed" onRetry={() => void refetch()} />
    ) : (
      <Skeleton rows={1} rowHeight={420} />
    );
  }
  const back = `/${lang}${CATEGORY_PATHS[game?.category ?? 'all']}`;
  if (!game) {
    return (
      <section className={styles.page} data-testid="casino-game-missing">
        <LobbyState kind="empty" />
        <Link to={`/${lang}/casino`} className={styles.back}>
          {t('casino.game.back')}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="game-title" data-testid="casino-game">
      <header className={styles.bar}>
        <Link to={back} className={styles.back} aria-label={t('casino.game.back')} data-testid="casino-back">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={styles.backIcon}>
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.backText}>{t('casino.game.back')}</span>
        </Link>
        <div className={styles.titleBox}>
          <h1 id="game-title" className={styles.title}>
            {game.name}
          </h1>
          <span className={styles.provider}>{providerNames[game.provider] ?? game.provider}</span>
        </div>
        <CasinoStar id={game.id} name={game.name} className={styles.star} />
        <fieldset className={styles.modes} data-testid="casino-mode">
          <legend className={styles.hidden}>{t('casino.game.mode')}</legend>
          {(['real', 'demo'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={cx(styles.mode, mode === m && styles.modeOn)}
              aria-pressed={mode === m}
              disabled={m === 'demo' && !game.has_demo}
              onClick={() => choose(m)}
              data-testid={`casino-mode-${m}`}
            >
              {t(`casino.game.${m}`)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggleFullscreen}
          aria-label={t(isFullscreen ? 'casino.game.exitFullscreen' : 'casino.game.fullscreen')}
          title={t(isFullscreen ? 'casino.game.exitFullscreen' : 'casino.game.fullscreen')}
          data-testid="casino-fullscreen"
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={isFullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </header>
      <div ref={stage} className={cx(styles.stage, isFullscreen && styles.stageFull)}>
        {needsLogin ? (
          <div className={styles.gate} data-testid="casino-login-gate">
            <p>{t('casino.game.realNeedsLogin')}</p>
            <div className={styles.gateActions}>
              <Button onClick={() => modalStore.getState().show(LOGIN_MODAL)}>{t('casino.game.login')}</Button>
              {game.has_demo && (
                <Button variant="secondary" onClick={() => setAsked('demo')}>
                  {t('casino.game.playDemo')}
                </Button>
              )}
            </div>
          </div>
        ) : launch.data ? (
          <GameFrame key={launch.data.url} url={launch.data.url} title={game.name} lang={lang} />
        ) : launch.isError ? (
          <div className={styles.gate} role="alert" data-testid="casino-launch-error">
            <p>{t(launchErrorKey(launch.error))}</p>
            <Button variant="secondary" onClick={() => void launch.refetch()}>
              {t('casino.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.loading} aria-busy="true">
            <span className={styles.loadingMark} />
          </div>
        )}
      </div>
      {launch.data?.mode === 'demo' && <p className={styles.demoNote}>{t('casino.game.demoNote')}</p>}
      {game.provider === STUDIO_PROVIDER && <JackpotTicker variant="game" game={game.slug} />}
      <GameRules game={game} lang={lang} />
    </section>
  );
}
