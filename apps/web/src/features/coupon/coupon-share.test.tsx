// @vitest-environment jsdom

import type { SavedCouponEvent } from '@fairline/shared/wire/coupon';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, scriptFetch } from '../../test/accounts-test-utils';
import { accepted, refusedWith, savedCoupon, savedEvent } from '../../test/coupon-answers.testing';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponStore } from './coupon-store';

const SAVE = 'POST /service-api/LiveBet/Open/SaveCoupon';
const GET = 'POST /service-api/LiveBet/Open/GetCoupon';

const event = (GameId: number, extra: Partial<SavedCouponEvent> = {}) =>
  savedEvent({ GameId, Coef: 2.1, GameName: `Lions ${GameId} — Tigers ${GameId}`, ...extra });

const body = (calls: Call[], url: string) => calls.find((c) => c.url.endsWith(url))?.body as Record<string, unknown>;

beforeEach(() => {
  useEnglishStrings();
  useCouponStore.setState({ selections: [], type: 'express', stake: '', systemSize: 2 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('saving and loading a coupon', () => {
  it('saves the slip and shows its code with a link to share', async () => {
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5)], type: 'express' });
    const { calls } = scriptFetch({ [SAVE]: { body: accepted('ABCD2345', { Guid: 'ABCD2345' }) } });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and share' }));
    expect((await screen.findByText('ABCD2345')).tagName).toBe('B');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const sent = body(calls, '/SaveCoupon') as { Vid: number; Events: { GameId: number }[] };
    expect([sent.Vid, sent.Events.map((e) => e.GameId)]).toEqual([1, [1, 2]]);
  });

  // After a system bet the slip keeps the type "system": a slip since cut to one or two selections
  // shows (and places) a single or an express, and must save as one, not as a system the server refuses.
  it.each([
    [1, 0],
    [2, 1],
  ])(
    'saves a %i-selection slip left with the type of an earlier system bet as the bet it shows (Vid %i)',
    async (n, vid) => {
      const selections = [pick(1, 2), pick(2, 1.5)].slice(0, n);
      useCouponStore.setState({ selections, type: 'system', systemSize: 3 });
      const { calls } = scriptFetch({ [SAVE]: { body: accepted('SYST2345', { Guid: 'SYST2345' }) } });
      renderSportsbook(<CouponPanel />);
      fireEvent.click(screen.getByRole('button', { name: 'Save and share' }));
      await screen.findByText('SYST2345');
      const sent = body(calls, '/SaveCoupon') as { Vid: number; expressNum: number; Events: unknown[] };
      expect([sent.Vid, sent.expressNum, sent.Events.length]).toEqual([vid, 0, n]);
    },
  );

  it('saves a system with a size its selections allow when a selection was removed since the size was chosen', async () => {
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5), pick(3, 1.8)], type: 'system', systemSize: 3 });
    const { calls } = scriptFetch({ [SAVE]: { body: accepted('SYST3456', { Guid: 'SYST3456' }) } });
    renderSportsbook(<CouponPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and share' }));
    await screen.findByText('SYST3456');
    const sent = body(calls, '/SaveCoupon') as { Vid: number; expressNum: number };
    expect([sent.Vid, sent.expressNum]).toEqual([2, 2]);
  });

  it('loads a shared code into an empty slip, leaving finished games out and saying what changed', async () => {
    const { calls } = scriptFetch({
      [GET]: {
        body: accepted(
          savedCoupon({
            Vid: 2,
            ExpressNum: 2,
            Events: [
              event(7),
              event(8, { Coef: 1.8, CoefSaved: 1.7, Changed: true }),
              event(9, { Finish: true }),
              event(10),
            ],
          }),
        ),
      },
    });
    renderSportsbook(<CouponPanel />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Have a coupon code?' }), { target: { value: 'abcd2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(useCouponStore.getState().selections.map((s) => s.gameId)).toEqual([7, 8, 10]));
    expect(body(calls, '/GetCoupon')).toEqual({ guid: 'abcd2345' });
    const { type, systemSize, selections } = useCouponStore.getState();
    expect([type, systemSize, selections[1]?.coef]).toEqual(['system', 2, 1.8]);
    expect(selections[0]?.labels).toMatchObject({ game: 'Lions 7 – Tigers 7', outcome: 'Lions 7 to win' });
    expect(
      await screen.findByText('Coupon loaded. Prices changed since it was saved: 1. Games already over, left out: 1.'),
    ).toBeTruthy();
  });

  it('loads a saved multi-bet with its bankers, and each selection with its match’s const id', async () => {
    const value = savedCoupon({
      Vid: 3,
      ExpressNum: 2,
      WithLobby: true,
      EventsIndexes: [1, 3],
      Events: [event(7, { ConstId: 70 }), event(8, { ConstId: 80, Finish: true }), event(9), event(10), event(11)],
    });
    scriptFetch({ [GET]: { body: accepted(value) } });
    renderSportsbook(<CouponPanel />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Have a coupon code?' }), { target: { value: 'MULTI234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(useCouponStore.getState().selections).toHaveLength(4));
    const { type, selections } = useCouponStore.getState();
    expect(type).toBe('multi');
    expect(selections.map((s) => [s.gameId, s.constId, s.banker === true])).toEqual([
      [7, 70, false],
      [9, 9, false],
      [10, 10, true],
      [11, 11, false],
    ]);
  });

  it('says so when no coupon has the code', async () => {
    scriptFetch({ [GET]: { body: refusedWith(110, null, 'Coupon is not found') } });
    renderSportsbook(<CouponPanel />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Have a coupon code?' }), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No coupon with this code, or its games are over.');
    expect(useCouponStore.getState().selections).toEqual([]);
  });
});
