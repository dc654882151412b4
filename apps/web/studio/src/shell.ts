/**
 * The frame around every game: game name and balance on top, the table in the middle, the game's
 * options, the stake and its button at the bottom (phone first), the rules and fairness sheets.
 */
import type { StudioPlayAnswer, StudioSessionAnswer } from '@fairline/shared/wire/casino-studio-play';
import { StudioApiError, studioClient } from './api';
import type { GameContext, GameModule } from './context';
import { fill, h } from './dom';
import { errorMessageKey, isSessionOver } from './errors';
import type { MessageKey } from './i18n';
import { icon } from './icons';
import type { Launch, StudioGameSlug } from './launch';
import { formatMoney, formatMultiplier, inputToMinor, minorToInput } from './money';
import { renderFairness, renderRules, sheet } from './panels';
import { defaultStake, normaliseStake } from './stake';
import type { PlayedRound } from './verify-link';

type T = GameContext['t'];

export const GAME_NAMES: Readonly<Record<StudioGameSlug, MessageKey | string>> = {
  dice: 'gameDice',
  roulette: 'gameRoulette',
  blackjack: 'gameBlackjack',
  mines: 'gameMines',
  plinko: 'gamePlinko',
  'orchard-stars': 'Orchard Stars',
  'sunstone-ways': 'Sunstone Ways',
  crash: 'gameCrash',
};

/** Builds the shell for an open session and mounts the game into it. */
export function mountShell(
  app: HTMLElement,
  launch: Launch & { game: StudioGameSlug },
  session: StudioSessionAnswer,
  t: T,
  game: GameModule,
): void {
  const { currency, digits } = session;
  const money = (minor: number) => formatMoney(minor, currency, digits, launch.lang);
  const client = studioClient(session.session);
  let balance = session.balance;
  let isOver = false;

  const balanceValue = h('strong', { class: 'num', 'data-testid': 'balance' }, money(balance));
  const setBalance = (value: number) => {
    balance = value;
    balanceValue.textContent = money(value);
  };
  const toast = h('div', { class: 'toast', role: 'alert', hidden: true });
  let toastTimer = 0;
  const showError = (message: string) => {
    toast.textContent = message;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => {
      toast.hidden = true;
    }, 6000);
  };
  const showApiError = (error: unknown) => {
    const code = error instanceof StudioApiError ? error.code : 'NETWORK';
    const message = error instanceof StudioApiError ? error.message || error.code : String(error);
    if (isSessionOver(code)) isOver = true;
    showError(t(errorMessageKey(code), { message }));
  };

  const nameKey = GAME_NAMES[launch.game];
  const title = nameKey.startsWith('game') ? t(nameKey as MessageKey) : nameKey;
  const rules = sheet(t, t('rules'));
  let rulesExtra: () => Node | null = () => null;
  const fair = sheet(t, t('fairness'));
  let lastPlayed: PlayedRound | null = null;
  const fairness = renderFairness(t, launch.lang, launch.game, client, session.seeds, showApiError, () => lastPlayed);
  fair.body.append(fairness.node);
  const fullscreen = document.fullscreenEnabled
    ? h(
        'button',
        { class: 'icon-btn', 'aria-label': t('fullscreen'), title: t('fullscreen'), onClick: toggleFullscreen },
        icon('expand'),
      )
    : null;

  const stakeInput = h('input', {
    id: 'stake',
    class: 'field num',
    inputmode: 'decimal',
    autocomplete: 'off',
    'data-testid': 'stake',
    value: minorToInput(defaultStake(launch.game, currency, digits), digits),
  });
  const stakeLabel = h('label', { class: 'label', for: 'stake' }, t('stake'));
  const scale = (factor: number) => {
    const value = inputToMinor(stakeInput.value, digits) ?? 0;
    stakeInput.value = minorToInput(normaliseStake(launch.game, Math.max(1, Math.floor(value * factor))), digits);
  };
  const halfBtn = h(
    'button',
    { class: 'chip-btn', type: 'button', 'aria-label': t('half'), onClick: () => scale(0.5) },
    '½',
  );
  const doubleBtn = h(
    'button',
    { class: 'chip-btn num', type: 'button', 'aria-label': t('double'), onClick: () => scale(2) },
    '2×',
  );
  const result = h('div', { class: 'result', role: 'status', 'aria-live': 'polite', 'data-testid': 'result' });
  const stage = h('main', { class: 'stage' });
  const options = h('div', { class: 'options' });
  const actions = h('div', { class: 'actions' });

  fill(
    app,
    h(
      'header',
      { class: 'bar' },
      h(
        'div',
        { class: 'title' },
        h('span', { class: 'name' }, title),
        session.mode === 'demo' ? h('span', { class: 'badge' }, t('demo')) : null,
      ),
      h('div', { class: 'balance' }, h('span', { class: 'label' }, t('balance')), balanceValue),
      h(
        'nav',
        { class: 'tools' },
        h(
          'button',
          { class: 'icon-btn', 'aria-label': t('rules'), title: t('rules'), onClick: openRules },
          icon('info'),
        ),
        // Crash rounds come from the room's hash chain, shown in the game itself, not from the player's seeds.
        launch.game === 'crash'
          ? null
          : h(
              'button',
              {
                class: 'icon-btn',
                'aria-label': t('fairness'),
                title: t('fairness'),
                onClick: fair.open,
                'data-testid': 'fairness',
              },
              icon('shield'),
            ),
        fullscreen,
      ),
    ),
    stage,
    h(
      'section',
      { class: 'controls' },
      result,
      options,
      h('div', { class: 'stake-row' }, stakeLabel, h('div', { class: 'stake-box' }, stakeInput, halfBtn, doubleBtn)),
      actions,
    ),
    toast,
    rules.root,
    fair.root,
  );
  app.removeAttribute('aria-busy');

  function openRules() {
    fill(rules.body, ...renderRules(t, launch.game, rulesExtra()));
    rules.open();
  }

  const guard = async (run: () => Promise<StudioPlayAnswer>) => {
    if (isOver) {
      showError(t('errExpired'));
      return null;
    }
    try {
      toast.hidden = true;
      return await run();
    } catch (error) {
      showApiError(error);
      return null;
    }
  };

  const ctx: GameContext = {
    game: launch.game,
    lang: launch.lang,
    currency,
    digits,
    t,
    money,
    stage,
    options,
    actions,
    readStake: () => {
      const value = inputToMinor(stakeInput.value, digits);
      if (value === null || value < 1) {
        showError(t('errStake', { example: minorToInput(defaultStake(launch.game, currency, digits), digits) }));
        stakeInput.focus();
        return null;
      }
      const stake = normaliseStake(launch.game, value);
      stakeInput.value = minorToInput(stake, digits);
      return stake;
    },
    lockStake: (isLocked) => {
      for (const el of [stakeInput, halfBtn, doubleBtn]) el.disabled = isLocked;
    },
    setStakeLabel: (key) => {
      stakeLabel.textContent = t(key);
    },
    play: async (request) => {
      const answer = await guard(() => client.play(request));
      if (answer) lastPlayed = { round: answer.round, decisions: [] };
      return answer;
    },
    act: async (round, request) => {
      const answer = await guard(() => client.act(round, request));
      // Blackjack's decisions are not in the outcome: the verifier replays them in order.
      if (answer) lastPlayed = { round: answer.round, decisions: [...(lastPlayed?.decisions ?? []), request.action] };
      return answer;
    },
    settle: async (answer, animation) => {
      const { round } = answer;
      setBalance(round.status === 'closed' ? answer.balance - round.win : answer.balance);
      fairness.update({
        ...session.seeds,
        server_seed_hash: round.verify.server_seed_hash,
        client_seed: round.verify.client_seed,
        nonce: round.verify.nonce + 1,
      });
      if (animation) await animation();
      setBalance(answer.balance);
      // Only real money reaches the player's header; fun money stays in the frame.
      if (session.mode === 'real')
        window.parent.postMessage({ type: 'fairline:balance', balance: answer.balance, currency }, '*');
    },
    showResult: (win, multiplier) => {
      result.className = win > 0 ? 'result won' : 'result';
      fill(
        result,
        win > 0
          ? h(
              'span',
              {},
              t('youWon', { amount: money(win) }),
              multiplier && multiplier >= 1 ? h('b', { class: 'num' }, ` · ${formatMultiplier(multiplier)}`) : null,
            )
          : t('lost'),
      );
    },
    showError,
    showApiError,
    session: session.session,
    mode: session.mode,
    setBalance: (value) => {
      setBalance(value);
      if (session.mode === 'real')
        window.parent.postMessage({ type: 'fairline:balance', balance: value, currency }, '*');
    },
    setRulesExtra: (render) => {
      rulesExtra = render;
    },
  };
  game.mount(ctx);
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}
