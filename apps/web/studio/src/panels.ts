/** The shell's two sheets: the game's rules with its RTP, and the provably fair seeds. */

import { verifyServerSeed } from '@fairline/shared/casino/fair';
import type { StudioRotateAnswer, StudioSeeds } from '@fairline/shared/wire/casino-studio-play';
import type { StudioClient } from './api';
import { fill, h } from './dom';
import type { MessageKey } from './i18n';
import { icon } from './icons';
import type { Lang, StudioGameSlug } from './launch';
import { gameRules } from './rules';
import { type PlayedRound, verifyUrl } from './verify-link';

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A sheet over the game, closed by its button or Escape. */
export function sheet(t: T, title: string): { root: HTMLElement; body: HTMLElement; open: () => void } {
  const body = h('div', { class: 'sheet-body' });
  const close = () => {
    root.hidden = true;
  };
  const heading = h('h2', { class: 'sheet-title' }, title);
  const root = h(
    'section',
    { class: 'sheet', role: 'dialog', 'aria-modal': 'true', 'aria-label': title, hidden: true },
    h(
      'div',
      { class: 'sheet-card' },
      h(
        'header',
        { class: 'sheet-head' },
        heading,
        h('button', { class: 'icon-btn', 'aria-label': t('close'), onClick: close }, icon('close')),
      ),
      body,
    ),
  );
  root.addEventListener('keydown', (e) => {
    if ((e as KeyboardEvent).key === 'Escape') close();
  });
  root.addEventListener('click', (e) => {
    if (e.target === root) close();
  });
  return {
    root,
    body,
    open: () => {
      root.hidden = false;
      root.querySelector<HTMLElement>('button, input')?.focus();
    },
  };
}

/** The rules sheet's content: RTP, house edge, the rules text, then the game's own tables. */
export function renderRules(t: T, game: StudioGameSlug, extra: Node | null): Node[] {
  const rules = gameRules(game);
  return [
    h(
      'dl',
      { class: 'facts' },
      h('div', {}, h('dt', {}, t('rtp')), h('dd', { class: 'num' }, rules.rtp)),
      h('div', {}, h('dt', {}, t('houseEdge')), h('dd', { class: 'num' }, rules.edge)),
    ),
    h('p', { class: 'rules-text' }, t(rules.text, rules.values)),
    extra,
  ].filter((n): n is HTMLElement => n !== null);
}

/** The fairness sheet: the committed hash, the editable client seed, the nonce, rotation and the verifier link. */
export function renderFairness(
  t: T,
  lang: Lang,
  game: StudioGameSlug,
  client: StudioClient,
  initial: StudioSeeds,
  showError: (code: unknown) => void,
  lastPlayed: () => PlayedRound | null,
): { node: HTMLElement; update: (seeds: StudioSeeds) => void } {
  const hash = h('code', { class: 'seed', 'data-testid': 'server-seed-hash' });
  const nonce = h('span', { class: 'num', 'data-testid': 'nonce' });
  const seedInput = h('input', {
    class: 'field',
    maxlength: 64,
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-label': t('clientSeed'),
  });
  const note = h('p', { class: 'note', role: 'status' });
  const revealedBox = h('div', { class: 'revealed', 'data-testid': 'revealed' });
  const update = (seeds: StudioSeeds) => {
    hash.textContent = seeds.server_seed_hash;
    nonce.textContent = String(seeds.nonce);
    seedInput.value = seeds.client_seed;
  };
  update(initial);
  const save = h('button', { class: 'btn', type: 'submit' }, t('saveSeed'));
  const form = h('form', { class: 'seed-form' }, seedInput, save);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (!/^[\x21-\x7e]{1,64}$/.test(seedInput.value)) {
      note.textContent = t('errSeed');
      return;
    }
    try {
      update((await client.setClientSeed(seedInput.value)).seeds);
      note.textContent = t('seedSaved');
    } catch (error) {
      showError(error);
    }
  });
  const rotate = h('button', { class: 'btn btn-wide', type: 'button', 'data-testid': 'rotate' }, t('rotate'));
  rotate.addEventListener('click', async () => {
    rotate.disabled = true;
    try {
      const answer = await client.rotateSeeds();
      update(answer.seeds);
      fill(revealedBox, ...renderRevealed(t, lang, game, answer.revealed, lastPlayed()));
    } catch (error) {
      showError(error);
    } finally {
      rotate.disabled = false;
    }
  });
  const node = h(
    'div',
    { class: 'fairness' },
    h('p', { class: 'note' }, t('fairIntro')),
    h('label', { class: 'label' }, t('serverSeedHash')),
    hash,
    h('label', { class: 'label' }, t('clientSeed')),
    form,
    h('div', { class: 'row-between' }, h('span', { class: 'label' }, t('nonce')), nonce),
    note,
    rotate,
    revealedBox,
  );
  return { node, update };
}

function renderRevealed(
  t: T,
  lang: Lang,
  game: StudioGameSlug,
  revealed: StudioRotateAnswer['revealed'],
  last: PlayedRound | null,
): Node[] {
  const isValid = verifyServerSeed(revealed.server_seed, revealed.server_seed_hash);
  const url = verifyUrl(lang, game, revealed, last);
  const link = h(
    'a',
    { class: 'btn btn-wide btn-link', href: url, target: '_top', 'data-testid': 'verify-link' },
    t('openVerifier'),
  );
  // The frame may not navigate the top window itself (sandbox): the game page is asked to as well.
  link.addEventListener('click', () => window.parent.postMessage({ type: 'fairline:navigate', url }, '*'));
  return [
    h('label', { class: 'label' }, t('revealed')),
    h('code', { class: 'seed', 'data-testid': 'revealed-seed' }, revealed.server_seed),
    h('p', { class: isValid ? 'note ok' : 'note bad' }, isValid ? `✓ ${t('verified')}` : `✗ ${t('notVerified')}`),
    revealed.last_nonce >= 0
      ? h(
          'div',
          { class: 'row-between' },
          h('span', { class: 'label' }, t('lastNonce')),
          h('span', { class: 'num' }, revealed.last_nonce),
        )
      : h('p', { class: 'note' }, t('noRoundsYet')),
    revealed.last_nonce >= 0 ? link : null,
  ].filter((n): n is HTMLElement => n !== null);
}
