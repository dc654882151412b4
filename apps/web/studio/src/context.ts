/** What the shell hands a game: its places on the page, money formatting, and the calls that move money. */
import type {
  StudioActionRequest,
  StudioPlayAnswer,
  StudioRoundRequest,
} from '@fairline/shared/wire/casino-studio-play';
import type { MessageKey } from './i18n';
import type { Lang, StudioGameSlug } from './launch';

export type GameContext = {
  readonly game: StudioGameSlug;
  readonly lang: Lang;
  readonly currency: string;
  readonly digits: number;
  readonly t: (key: MessageKey, values?: Record<string, string | number>) => string;
  readonly money: (minor: number) => string;
  /** The table: the game's art. */
  readonly stage: HTMLElement;
  /** The game's own settings, above the stake. */
  readonly options: HTMLElement;
  /** The main buttons, below the stake. */
  readonly actions: HTMLElement;
  /** The stake field in minor units; `null` (and a message) when it is not a valid amount. */
  readonly readStake: () => number | null;
  readonly lockStake: (isLocked: boolean) => void;
  readonly setStakeLabel: (key: MessageKey) => void;
  /** Starts a round; `null` when refused (the message is already shown). */
  readonly play: (request: StudioRoundRequest) => Promise<StudioPlayAnswer | null>;
  /** Acts in an open round; `null` when refused. */
  readonly act: (round: string, request: StudioActionRequest) => Promise<StudioPlayAnswer | null>;
  /**
   * Shows an answer: the stake leaves the balance at once, the win arrives after the animation
   * (so the balance never runs ahead of what the player has seen), then the parent is told.
   */
  readonly settle: (answer: StudioPlayAnswer, animation?: () => Promise<void>) => Promise<void>;
  /** The result line: a win (with its multiplier) or none. */
  readonly showResult: (win: number, multiplier?: number) => void;
  readonly showError: (message: string) => void;
  /** Shows a refused call's code in words (the crash game calls its own endpoints). */
  readonly showApiError: (error: unknown) => void;
  /** The studio session (bearer) and its kind, for games with calls of their own (crash). */
  readonly session: string;
  readonly mode: 'real' | 'demo';
  /** Sets the balance shown (and tells the game page, for real money). */
  readonly setBalance: (balance: number) => void;
  /** Fills the rules panel's game-specific part (paytables, the current plinko table). */
  readonly setRulesExtra: (render: () => Node) => void;
};

export type GameModule = { readonly mount: (ctx: GameContext) => void };
