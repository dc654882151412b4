import type { WidgetBet, WidgetBetRef } from '@fairline/shared/statistics-widget/messages';
import type { FeedOutcome } from '@fairline/shared/wire/feed';
import { useQuery } from '@tanstack/react-query';
import { cx } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { selectionLabels } from '../coupon';
import { type Game, gameQuery, useFeedContext } from '../feed';
import { mainColumns, outcomeShort, pickMain } from '../markets';
import { widgetGameStatusQuery } from './widget-api';
import styles from './widget-shell.module.css';

interface Props {
  gameId: number;
  isHidden: boolean;
  is12h: boolean;
  timeZone: string;
  locale: string;
  slip: readonly WidgetBetRef[];
  onToggle(isHidden: boolean): void;
  onSend(bet: WidgetBet): void;
}

const sameOutcome = (a: WidgetBetRef, b: WidgetBetRef) =>
  a.gameId === b.gameId && a.group === b.group && a.type === b.type && a.param === b.param;

/** The game's main prices in the widget: a press sends the outcome to the host's bet slip. */
export function WidgetBets({ gameId, isHidden, is12h, timeZone, locale, slip, onToggle, onSend }: Props) {
  const lang = useLang();
  const { t } = useTranslation();
  const ctx = useFeedContext();
  const status = useQuery(widgetGameStatusQuery(gameId, lang)).data;
  const isLive = status?.phase === 'live';
  const isOpen = status?.phase === 'line' || isLive;
  const feedId = isLive ? status.live_id : (status?.id ?? 0);
  const game = useQuery({ ...gameQuery(isLive ? 'live' : 'line', ctx, feedId), enabled: isOpen }).data as
    | Game
    | undefined;
  if (!status) return null;
  const outcomes = game
    ? mainColumns([game])
        .win.map((type) => pickMain(game.E, type))
        .filter((o): o is FeedOutcome => o !== undefined)
    : [];
  const kickoff = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: is12h,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(status.start));
  const toBet = (g: Game, o: FeedOutcome): WidgetBet => {
    const labels = selectionLabels(t, g, o, lang);
    return {
      gameId: g.I,
      constId: g.CI ?? g.I,
      sportId: g.SI,
      group: o.G,
      type: o.T,
      param: o.P ?? 0,
      coef: o.C,
      isLive,
      game: labels.game,
      market: labels.market,
      outcome: labels.outcome,
      ...(labels.champ ? { champ: labels.champ } : {}),
    };
  };
  return (
    <section className={styles.bets} aria-label={t('widget.odds')} data-testid="widget-bets">
      <header className={styles.betsHead}>
        <span data-widget-title dir="auto">
          {status.home.name} – {status.away.name}
        </span>
        <time className={styles.kickoff} dateTime={status.start} data-testid="widget-kickoff">
          {kickoff}
        </time>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!isHidden}
          onClick={() => onToggle(!isHidden)}
          data-testid="widget-odds-toggle"
        >
          {isHidden ? t('widget.show') : t('widget.hide')}
        </button>
      </header>
      {!isHidden &&
        (game && outcomes.length > 0 ? (
          <div className={styles.prices}>
            {outcomes.map((o) => {
              const bet = toBet(game, o);
              const isChosen = slip.some((ref) => sameOutcome(ref, bet));
              return (
                <button
                  key={`${o.G}-${o.T}`}
                  type="button"
                  className={cx(styles.price, isChosen && styles.chosen)}
                  aria-pressed={isChosen}
                  disabled={o.B === true}
                  onClick={() => onSend(bet)}
                  data-testid="widget-price"
                >
                  <span>{outcomeShort(t, o).label}</span>
                  <b dir="ltr">{o.C.toFixed(2)}</b>
                </button>
              );
            })}
          </div>
        ) : (
          <p className={styles.muted}>{t('widget.noOdds')}</p>
        ))}
    </section>
  );
}
