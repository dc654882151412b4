// @vitest-environment jsdom
import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { GameTile } from './game-tile';

const orchard: LobbyGame = {
  id: 'fairline:orchard-stars',
  provider: 'fairline',
  slug: 'orchard-stars',
  name: 'Orchard Stars',
  category: 'slots',
  rtp: 0.9628,
  has_demo: true,
  art_url: '/casino/art/orchard-stars.svg',
};

describe('<GameTile/>', () => {
  beforeEach(useEnglishStrings);
  afterEach(cleanup);

  it('is named by its words as shown, the game first (WCAG 2.5.3 label in name)', () => {
    renderSportsbook(<GameTile game={orchard} href="/en/casino/game/orchard-stars" providerName="Fairline Studio" />);
    const link = screen.getByRole('link', { name: /^Orchard Stars\s*Fairline Studio\s*RTP 96\.28%\s*Demo$/ });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/en/casino/game/orchard-stars');
  });
});
