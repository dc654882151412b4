// @vitest-environment jsdom
import { OddsFormat } from '@fairline/shared/odds/formats';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arsenalChelsea, renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import type { Game } from '../feed';
import { ODDS_CHANGE_MS, useOddsSettings } from '../markets';
import { useCouponStore } from './coupon-store';
import { OddsButton } from './odds-button';

const game = arsenalChelsea();
const home = game.E?.[0];

function Button({ g = game }: { g?: Game }) {
  return <OddsButton game={g} outcome={g.E?.[0]} live={false} />;
}

describe('<OddsButton/>', () => {
  beforeEach(() => {
    useEnglishStrings();
    useCouponStore.setState({ selections: [], type: 'express', stake: '' });
    useOddsSettings.setState({ format: null, showChanges: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is named for the outcome and its price, e.g. "Arsenal to win, 2.10"', () => {
    renderSportsbook(<Button />);
    expect(screen.getByRole('button', { name: 'Arsenal to win, 2.10' })).toBeTruthy();
  });

  it('adds the outcome to the coupon on the first tap and removes it on the second', () => {
    renderSportsbook(<Button />);
    const button = screen.getByRole('button', { name: 'Arsenal to win, 2.10' });
    fireEvent.click(button);
    expect(useCouponStore.getState().selections).toMatchObject([
      { gameId: 101, constId: 501, type: 1, group: 1, param: 0, coef: 2.1, kind: 3 },
    ]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(useCouponStore.getState().selections).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the price in American odds once the player picks that format (2.10 → +110)', () => {
    useOddsSettings.setState({ format: OddsFormat.American });
    renderSportsbook(<Button />);
    expect(screen.getByRole('button', { name: 'Arsenal to win, +110' }).textContent).toContain('+110');
  });

  it('keeps a suspended price in place, locked, without a price and out of the coupon', () => {
    const locked = arsenalChelsea({ E: [{ ...(home ?? { T: 1, G: 1, C: 2.1 }), B: true }] });
    renderSportsbook(<Button g={locked} />);
    const button = screen.getByRole('button', { name: 'Arsenal to win, suspended' });
    expect(button.textContent).not.toContain('2.10');
    fireEvent.click(button);
    expect(useCouponStore.getState().selections).toEqual([]);
  });

  it('marks a price that rose as up, then drops the mark after about 3 seconds', () => {
    vi.useFakeTimers();
    const { rerender } = renderSportsbook(<Button />);
    rerender(<Button g={arsenalChelsea({ E: [{ T: 1, G: 1, C: 2.25 }] })} />);
    const button = screen.getByRole('button', { name: /Arsenal to win, 2\.25, odds up/ });
    expect(button.dataset.direction).toBe('up');
    expect(button.textContent).toContain('▲');
    act(() => vi.advanceTimersByTime(ODDS_CHANGE_MS));
    expect(screen.getByRole('button', { name: 'Arsenal to win, 2.25' }).dataset.direction).toBeUndefined();
  });

  it('marks a price that fell as down', () => {
    const { rerender } = renderSportsbook(<Button />);
    rerender(<Button g={arsenalChelsea({ E: [{ T: 1, G: 1, C: 1.9 }] })} />);
    expect(screen.getByRole('button', { name: /odds down/ }).dataset.direction).toBe('down');
  });

  it('shows no change marks when the player switched them off', () => {
    useOddsSettings.setState({ showChanges: false });
    const { rerender } = renderSportsbook(<Button />);
    rerender(<Button g={arsenalChelsea({ E: [{ T: 1, G: 1, C: 2.25 }] })} />);
    expect(screen.getByRole('button', { name: 'Arsenal to win, 2.25' }).dataset.direction).toBeUndefined();
  });

  it('names a labelled price by the words on it first, then the outcome (WCAG 2.5.3 label in name)', () => {
    renderSportsbook(<OddsButton game={game} outcome={home} live={false} variant="labelled" label="1" />);
    const button = screen.getByRole('button', { name: '1 2.10, Arsenal to win' });
    expect(button.textContent).toBe('1 2.10');
  });

  it('names a locked labelled price by its label and "Suspended", then the outcome', () => {
    const locked = arsenalChelsea({ E: [{ T: 1, G: 1, C: 2.1, B: true }] });
    renderSportsbook(<OddsButton game={locked} outcome={locked.E?.[0]} live={false} variant="labelled" label="1" />);
    expect(screen.getByRole('button', { name: '1 Suspended, Arsenal to win' })).toBeTruthy();
  });

  it('keeps the plain name when the label is the outcome name itself: "Arsenal to win, 2.10"', () => {
    renderSportsbook(<OddsButton game={game} outcome={home} live={false} variant="labelled" />);
    expect(screen.getByRole('button', { name: 'Arsenal to win, 2.10' }).textContent).toBe('Arsenal to win 2.10');
  });

  it('shows a suspended price as a lock named "Suspended", never a price or an empty box', () => {
    const locked = arsenalChelsea({ E: [{ T: 1, G: 1, C: 2.1, B: true }] });
    const { container } = renderSportsbook(<Button g={locked} />);
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Suspended');
    expect(container.textContent).toBe('Suspended');
  });

  it('keeps the place of a withdrawn outcome of an offered market with a lock named "Suspended"', () => {
    renderSportsbook(<OddsButton game={game} outcome={undefined} absent="locked" live={false} />);
    expect(screen.getByRole('img', { name: 'Suspended' })).toBeTruthy();
  });

  it('fills the place of a market not offered with a quiet dash, hidden from screen readers', () => {
    const { container } = renderSportsbook(<OddsButton game={game} outcome={undefined} live={false} />);
    expect(container.textContent).toBe('–');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    [OddsFormat.Decimal, 2.1, undefined],
    [OddsFormat.American, 1.01, 'long'],
    [OddsFormat.Fractional, 2.01, 'longer'],
    [OddsFormat.Malaysian, 990, 'longest'],
  ])('steps a long price (format %i, %s) down a size instead of clipping it: %s', (format, price, length) => {
    useOddsSettings.setState({ format });
    const { container } = renderSportsbook(<Button g={arsenalChelsea({ E: [{ T: 1, G: 1, C: price }] })} />);
    expect(container.querySelector('[dir="ltr"]')?.getAttribute('data-length') ?? undefined).toBe(length);
  });
});
