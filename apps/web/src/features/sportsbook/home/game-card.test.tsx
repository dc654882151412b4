// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arsenalChelsea, renderSportsbook, useEnglishStrings } from '../../../test/render-sportsbook.testing';
import { useCouponStore } from '../../coupon';
import { useOddsSettings } from '../../markets';
import { GameCard } from './game-card';

describe('<GameCard/>', () => {
  beforeEach(() => {
    useEnglishStrings();
    useCouponStore.setState({ selections: [], type: 'express', stake: '' });
    useOddsSettings.setState({ format: null, showChanges: true });
  });
  afterEach(cleanup);

  it('keeps 1 X 2 on a home card when X is withdrawn: a lock named "Suspended" stands in its place', () => {
    const withoutDraw = arsenalChelsea({
      E: [
        { T: 1, G: 1, C: 2.1 },
        { T: 3, G: 1, C: 3.5 },
      ],
    });
    renderSportsbook(<GameCard game={withoutDraw} live={false} />);
    expect(screen.getAllByRole('img', { name: 'Suspended' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^1 2\.10, Arsenal to win/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^2 3\.50, Chelsea to win/ })).toBeTruthy();
  });

  it('names a card price by its words as shown, then the outcome (WCAG 2.5.3): "1 2.10, Arsenal to win"', () => {
    renderSportsbook(<GameCard game={arsenalChelsea()} live={false} />);
    const home = screen.getByRole('button', { name: '1 2.10, Arsenal to win' });
    expect(home.textContent?.replace(/\s+/g, ' ')).toBe('1 2.10');
  });
});
