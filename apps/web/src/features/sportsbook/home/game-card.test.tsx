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
    expect(screen.getByRole('button', { name: /^Arsenal to win, 2\.10/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Chelsea to win, 3\.50/ })).toBeTruthy();
  });
});
