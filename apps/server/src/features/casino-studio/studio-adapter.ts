// Our studio as the platform sees any provider (ADR 0033/0036): its games and how to launch them.
import { CASINO_RTP } from '@fairline/shared/casino/index';
import {
  STUDIO_API_PREFIX,
  STUDIO_PAGE_PREFIX,
  type StudioSessionGame,
} from '@fairline/shared/wire/casino-studio-play';
import type { LaunchRequest, ProviderAdapter, ProviderGame } from '../casino/casino.service';

const GAMES: readonly { slug: StudioSessionGame; name: string; category: ProviderGame['category'] }[] = [
  { slug: 'orchard-stars', name: 'Orchard Stars', category: 'slots' },
  { slug: 'sunstone-ways', name: 'Sunstone Ways', category: 'slots' },
  { slug: 'roulette', name: 'European Roulette', category: 'table' },
  { slug: 'blackjack', name: 'Blackjack', category: 'table' },
  { slug: 'dice', name: 'Dice', category: 'instant' },
  { slug: 'mines', name: 'Mines', category: 'instant' },
  { slug: 'plinko', name: 'Plinko', category: 'instant' },
  // Played live by everyone in one room over /ws (ADR 0058).
  { slug: 'crash', name: 'Crash', category: 'crash' },
];

/** The games our studio offers, each with its published RTP (ADR 0034) and the art it draws. */
export const STUDIO_GAMES: readonly ProviderGame[] = GAMES.map((game) => ({
  ...game,
  rtp: CASINO_RTP[game.slug].rtp,
  hasDemo: true,
  artUrl: `/studio/art/${game.slug}.svg`,
}));

/** The studio's launch adapter: same-origin game pages, real money by token, demo by currency. */
export function createStudioAdapter(): ProviderAdapter {
  return {
    games: () => STUDIO_GAMES,
    frameOrigin: 'self',
    launchUrl(request: LaunchRequest) {
      const query = new URLSearchParams();
      if (request.mode === 'real' && request.token) {
        query.set('token', request.token);
        if (request.userId) query.set('user', request.userId);
      } else {
        query.set('mode', 'demo');
      }
      query.set('lang', request.lang);
      if (request.mode === 'demo') query.set('currency', request.currency);
      return `${STUDIO_PAGE_PREFIX}/${encodeURIComponent(request.gameSlug)}?${query}`;
    },
    roundDetailsUrl: (round) => `${STUDIO_API_PREFIX}/rounds/${encodeURIComponent(round)}`,
  };
}
