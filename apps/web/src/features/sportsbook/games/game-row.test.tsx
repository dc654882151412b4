// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arsenalChelsea, renderSportsbook, useEnglishStrings } from '../../../test/render-sportsbook.testing';
import { useCouponStore } from '../../coupon';
import { mainColumns, useOddsSettings } from '../../markets';
import { GameRow } from './game-row';

const withoutDraw = arsenalChelsea({
  E: [
    { T: 1, G: 1, C: 2.1 },
    { T: 3, G: 1, C: 3.5 },
  ],
});

describe('<GameRow/>', () => {
  beforeEach(() => {
    useEnglishStrings();
    useCouponStore.setState({ selections: [], type: 'express', stake: '' });
    useOddsSettings.setState({ format: null, showChanges: true });
  });
  afterEach(cleanup);

  it('keeps the 1 X 2 columns when X is withdrawn: a lock named "Suspended" stands in its place', () => {
    const { container } = renderSportsbook(
      <GameRow game={withoutDraw} columns={mainColumns([arsenalChelsea()])} live={false} />,
    );
    const winSet = container.querySelector('[class*="markets"] > div');
    expect(winSet?.children).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Suspended' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Arsenal to win, 2.10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chelsea to win, 3.50' })).toBeTruthy();
  });

  it('shows a suspended X as a lock, not a price', () => {
    const suspended = arsenalChelsea({
      E: [
        { T: 1, G: 1, C: 2.1 },
        { T: 2, G: 1, C: 3.4, B: true },
        { T: 3, G: 1, C: 3.5 },
      ],
    });
    renderSportsbook(<GameRow game={suspended} columns={mainColumns([suspended])} live={false} />);
    expect(screen.getByRole('button', { name: 'Draw, suspended' }).textContent).not.toContain('3.40');
  });

  it('names a line game by its words as shown (WCAG 2.5.3): start, then "Arsenal – Chelsea"', () => {
    renderSportsbook(<GameRow game={arsenalChelsea()} columns={mainColumns([arsenalChelsea()])} live={false} />);
    const link = screen.getByRole('link', { name: /^\S+ \d\d:\d\d.* Arsenal ?– ?Chelsea$/ });
    expect(link.getAttribute('aria-label')).toBeNull();
  });

  it('names a live game by its words as shown, in order (WCAG 2.5.3): period, minute, team and score', () => {
    const live = arsenalChelsea({ SC: { CP: 1, CPS: '1st half', FS: { S1: 1 }, TS: 34 * 60 } });
    renderSportsbook(<GameRow game={live} columns={mainColumns([live])} live />);
    const link = screen.getByRole('link', { name: /^1st half \d+' Arsenal 1 ?– ?Chelsea 0$/ });
    expect(link.getAttribute('aria-label')).toBeNull();
  });

  it('never shows "+0" for a game without further markets', () => {
    const { container } = renderSportsbook(
      <GameRow game={arsenalChelsea({ EC: 0 })} columns={mainColumns([arsenalChelsea()])} live={false} />,
    );
    expect(container.textContent).not.toContain('+0');
    expect(screen.getByRole('link', { name: /open the match/ })).toBeTruthy();
  });

  it('offers the game’s statistics from its row, by the game’s constant id', () => {
    const game = arsenalChelsea({ CI: 777 });
    renderSportsbook(<GameRow game={game} columns={mainColumns([game])} live={false} />);
    const link = screen.getByRole('link', { name: 'Match statistics' });
    expect(link.getAttribute('href')).toBe(`/en/statisticpopup/game/${game.SI}/777/main`);
  });

  it('shows how many more markets a game has', () => {
    renderSportsbook(<GameRow game={arsenalChelsea()} columns={mainColumns([arsenalChelsea()])} live={false} />);
    expect(screen.getByRole('link', { name: /open the match/ }).textContent).toBe('+120');
  });
});
