import { formatOdds } from '@fairline/shared/odds/formats';
import type { FeedOutcome } from '@fairline/shared/wire/feed';
import { useQueryClient } from '@tanstack/react-query';
import { cx, useNotify } from '../../components/ui';
import { type Translate, useLang, useTranslation } from '../../lib/i18n';
import type { Game } from '../feed';
import { marketGroupKey, outcomeName, outcomeShort, useOddsChange, useOddsFormat, useOddsSettings } from '../markets';
import { useCouponSettings } from './coupon-settings-store';
import { useCouponStore, useIsSelected } from './coupon-store';
import { type Selection, type SelectionLabels, selectionKey } from './coupon-types';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  game: Game;
  /** Absent when the outcome is not offered: a cell of the same size keeps the row's columns in place. */
  outcome: FeedOutcome | undefined;
  /**
   * What stands in for an absent outcome: `locked` when its market is offered (X of a 1X2 withdrawn:
   * a lock, so the set still reads 1 X 2), `none` when the whole market is not (a quiet dash).
   */
  absent?: 'locked' | 'none';
  live: boolean;
  /** compact: price (and line) for list columns; labelled: outcome label beside the price. */
  variant?: 'compact' | 'labelled';
  /** Shown instead of the short label in the labelled variant. */
  label?: string;
  /** Lines in Asian notation (quarter lines split). */
  asian?: boolean;
  className?: string;
}

/**
 * How the slip names an outcome, in the language `t` speaks; `lang` records that language (without
 * it, the slip names the selection again from the feed).
 */
export function selectionLabels(
  t: Translate,
  game: Pick<Game, 'O1' | 'O2'> & Partial<Pick<Game, 'L'>>,
  outcome: FeedOutcome,
  lang?: string,
): SelectionLabels {
  return {
    game: [game.O1, game.O2].filter(Boolean).join(' – '),
    market: t(marketGroupKey(outcome.G)),
    outcome: outcomeName(t, outcome, game),
    ...(game.L === undefined ? {} : { champ: game.L }),
    ...(lang === undefined ? {} : { lang }),
  };
}

/** Builds the coupon selection an outcome stands for. */
export function toSelection(game: Game, outcome: FeedOutcome, live: boolean, labels: SelectionLabels): Selection {
  return {
    gameId: game.I,
    constId: game.CI ?? game.I,
    type: outcome.T,
    group: outcome.G,
    param: outcome.P ?? 0,
    coef: outcome.C,
    kind: live ? 1 : 3,
    labels,
  };
}

/**
 * A price: one tap adds it to the coupon and marks it selected, a second tap removes it.
 * Suspended prices keep their place with a lock; moves show an arrow and colour for a few seconds.
 */
export function OddsButton({
  game,
  outcome,
  live,
  variant = 'compact',
  label,
  asian,
  absent = 'none',
  className,
}: OddsButtonProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useOddsFormat();
  const notify = useNotify();
  const showChanges = useOddsSettings((s) => s.showChanges);
  const toggle = useCouponStore((s) => s.toggle);
  const client = useQueryClient();
  // One-click bet mode with a stake set: a tap bets at once instead of filling the slip.
  const oneClick = useCouponSettings((s) => s.oneClick && Number(s.oneClickStake) > 0);
  const key = outcome ? selectionKey({ gameId: game.I, group: outcome.G, type: outcome.T, param: outcome.P ?? 0 }) : '';
  const selected = useIsSelected(key);
  const blocked = !outcome || outcome.B === true || (game.status !== undefined && game.status !== 1);
  const direction = useOddsChange(blocked ? undefined : outcome?.C, showChanges);

  if (!outcome) {
    return absent === 'locked' ? (
      <span className={cx(styles.button, styles[variant], styles.blocked, className)}>
        <LockIcon name={t('sb.odds.suspended')} />
      </span>
    ) : (
      <span className={cx(styles.button, styles[variant], styles.empty, className)} aria-hidden="true">
        –
      </span>
    );
  }

  const name = outcomeName(t, outcome, game);
  const short = outcomeShort(t, outcome, asian);
  const price = formatOdds(outcome.C, format);
  const change = direction ? t(`sb.odds.${direction}`) : '';
  // WCAG 2.5.3 (label in name): a button showing a short label ("1", "H1 (+1.5)") is named by the words
  // on it first, the outcome's full name after; a price alone is already within "Arsenal to win, 2.10".
  const shownLabel = variant === 'labelled' ? (label ?? name) : undefined;
  const accessibleName =
    shownLabel !== undefined && shownLabel !== name
      ? t('sb.odds.shownName', {
          shown: `${shownLabel} ${blocked ? t('sb.odds.suspended') : price}`,
          name,
          change: blocked ? '' : change,
        })
      : blocked
        ? t('sb.odds.suspendedName', { name })
        : t('sb.odds.name', { name, price, change });

  const onClick = () => {
    if (blocked) return;
    const selection = toSelection(game, outcome, live, selectionLabels(t, game, outcome, lang));
    if (oneClick && !selected) {
      void import('./one-click')
        .then(({ placeOneClick }) => placeOneClick(selection, lang, client, format))
        .then((notice) => notice && notify(notice));
      return;
    }
    const result = toggle(selection);
    if (!result.ok) notify({ type: 'warning', text: t(`coupon.refused.${result.reason}`) });
  };

  return (
    <button
      type="button"
      className={cx(
        styles.button,
        styles[variant],
        selected && styles.selected,
        blocked && styles.blocked,
        direction && styles[direction],
        className,
      )}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      aria-label={accessibleName}
      title={name}
      onClick={onClick}
      data-direction={direction ?? undefined}
    >
      {variant === 'labelled' && <span className={styles.label}>{shownLabel}</span>}
      {variant === 'compact' && short.line !== undefined && <span className={styles.line}>{short.line}</span>}
      {/* A space between the words on the button, as its name reads them (a flex box does not show it). */}
      {(variant === 'labelled' || short.line !== undefined) && ' '}
      {blocked ? (
        <LockIcon name={t('sb.odds.suspended')} />
      ) : (
        <span className={styles.price} data-length={priceLength(price)} dir="ltr">
          {price}
        </span>
      )}
      {direction && (
        <span key={`${direction}${outcome.C}`} className={styles.mark} aria-hidden="true">
          {direction === 'up' ? '▲' : '▼'}
        </span>
      )}
    </button>
  );
}

// Long prices ('101/100', '-0.00101', '1000.00') step down a font size or two so they fit the
// narrowest column (52 px on a phone) instead of being clipped; the label gives way first.
function priceLength(price: string): 'long' | 'longer' | 'longest' | undefined {
  if (price.length >= 8) return 'longest';
  if (price.length >= 7) return 'longer';
  return price.length >= 6 ? 'long' : undefined;
}

/** The lock of a suspended price, named "Suspended" for screen readers and hover. */
function LockIcon({ name }: { name: string }) {
  return (
    <svg
      className={styles.lock}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      role="img"
      aria-label={name}
      focusable="false"
    >
      <title>{name}</title>
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
