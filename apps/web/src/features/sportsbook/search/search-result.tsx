import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import type { Translate } from '../../../lib/i18n';
import type { Game } from '../../feed';
import { mainColumns, outcomeSpec, pickMain } from '../../markets';
import { formatStart, fullScore, liveMinute } from '../games/live-clock';
import { periodName } from '../games/period-name';
import { SportIcon } from '../shared/sport-icon';
import styles from './search-box.module.css';

export interface MainPrice {
  label: string;
  /** The price in the player's odds format, or undefined while the outcome is suspended. */
  price: string | undefined;
}

/**
 * The game's result market (1 X 2, or 1 2 in two-way sports) as the search shows it. An outcome
 * missing beside offered ones is suspended (a lock, never a gap); without the market, nothing.
 */
export function mainPrices(t: Translate, game: Game, format: OddsFormat): MainPrice[] {
  const types = mainColumns([game]).win;
  const outcomes = types.map((type) => pickMain(game.E, type));
  if (!outcomes.some(Boolean)) return [];
  return types.map((type, i) => {
    const o = outcomes[i];
    const open = o !== undefined && o.B !== true && o.C > 1;
    return { label: t(outcomeSpec(type).short), price: open ? formatOdds(o.C, format) : undefined };
  });
}

/** What the live result shows beside the score: the minute ("67'", "45+2'"), else the period ("HT", "2nd set"). */
export function liveState(t: Translate, lang: string, game: Game): string {
  return liveMinute(game.SC, game.SI) ?? periodName(t, lang, game.SC?.CPS) ?? t('sb.live.inPlay');
}

/**
 * The option's name: its words in the order shown (WCAG 2.5.3, label in name) — teams, championship,
 * score and clock (or start), then the prices, a suspended one read as "Suspended".
 */
export function resultName(t: Translate, lang: string, game: Game, isLive: boolean, prices: MainPrice[]): string {
  const [s1, s2] = fullScore(game.SC);
  const when = isLive ? [`${s1}:${s2}`, liveState(t, lang, game)] : [formatStart(game.S, lang)];
  const priced = prices.map((p) => `${p.label} ${p.price ?? t('sb.odds.suspended')}`);
  return [`${game.O1} – ${game.O2}`, game.L, ...when, ...priced].filter(Boolean).join(', ');
}

interface SearchResultProps {
  t: Translate;
  lang: string;
  game: Game;
  isLive: boolean;
  prices: MainPrice[];
}

/** One option's content: sport, teams and championship, score and clock or start time, main prices (read-only). */
export function SearchResult({ t, lang, game, isLive, prices }: SearchResultProps) {
  const [s1, s2] = fullScore(game.SC);
  return (
    <>
      <SportIcon sportId={game.SI} />
      <span className={styles.resultText}>
        <span className={styles.teams} dir="auto">
          {game.O1} – {game.O2}
        </span>
        <span className={styles.champ} dir="auto">
          {game.L}
        </span>
      </span>
      <span className={styles.when}>
        {isLive ? (
          <>
            <span className={styles.score} dir="ltr">
              <span className={styles.dot} aria-hidden="true" />
              <b>
                {s1}:{s2}
              </b>
            </span>
            <span className={styles.clock} dir="auto">
              {liveState(t, lang, game)}
            </span>
          </>
        ) : (
          <span dir="ltr">{formatStart(game.S, lang)}</span>
        )}
      </span>
      {prices.length > 0 && (
        <span className={styles.prices}>
          {prices.map((p) => (
            <span key={p.label} className={styles.price} data-suspended={p.price === undefined || undefined}>
              <span className={styles.priceLabel}>{p.label}</span>
              <b dir="ltr">{p.price ?? <LockGlyph />}</b>
            </span>
          ))}
        </span>
      )}
    </>
  );
}

// The option's name already says "Suspended"; the glyph only shows it.
function LockGlyph() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11"
      />
    </svg>
  );
}
