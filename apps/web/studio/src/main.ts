/** The studio front end's entry: read the launch, open a session, load the game and mount it. */
import './styles.css';
import './controls.css';
import './sheets.css';
import { openSession, StudioApiError } from './api';
import type { GameModule } from './context';
import { h } from './dom';
import { errorMessageKey } from './errors';
import { isRtl, type MessageKey, translate } from './i18n';
import { readLaunch, type StudioGameSlug, themeFromMessage } from './launch';
import { mountShell } from './shell';

// One chunk per game: a frame loads only the game it shows.
const GAMES: Readonly<Record<StudioGameSlug, () => Promise<GameModule>>> = {
  dice: () => import('./games/dice').then((m) => m.dice),
  roulette: () => import('./games/roulette').then((m) => m.roulette),
  blackjack: () => import('./games/blackjack').then((m) => m.blackjack),
  mines: () => import('./games/mines').then((m) => m.mines),
  plinko: () => import('./games/plinko').then((m) => m.plinko),
  'orchard-stars': () => import('./games/slots').then((m) => m.orchardStars),
  'sunstone-ways': () => import('./games/slots').then((m) => m.sunstoneWays),
  crash: () => import('./games/crash').then((m) => m.crash),
};

async function start(): Promise<void> {
  const app = document.getElementById('app') as HTMLElement;
  const launch = readLaunch(location.pathname, location.search);
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(launch.lang, key, values);
  const root = document.documentElement;
  root.lang = launch.lang;
  root.dir = isRtl(launch.lang) ? 'rtl' : 'ltr';
  if (launch.theme) root.dataset.theme = launch.theme;
  // The page's later theme switches follow (only the holding page may ask; a frame on its own keeps its own).
  window.addEventListener('message', (event) => {
    const theme = window.parent === window ? null : themeFromMessage(event, window.parent);
    if (theme) root.dataset.theme = theme;
  });
  document.title = t('title');
  const message = (text: string) => app.replaceChildren(h('p', { class: 'splash', role: 'alert' }, text));
  app.replaceChildren(
    h('p', { class: 'splash' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), t('loading')),
  );
  const { game } = launch;
  if (!game) return message(t('unknownGame'));
  try {
    const [session, module] = await Promise.all([openSession({ ...launch, game }), GAMES[game]()]);
    mountShell(app, { ...launch, game }, session, t, module);
  } catch (error) {
    const code = error instanceof StudioApiError ? error.code : 'NETWORK';
    message(t(errorMessageKey(code), { message: error instanceof Error ? error.message : String(error) }));
  }
}

void start();
