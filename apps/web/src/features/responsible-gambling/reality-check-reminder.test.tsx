// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { changedRgLimits } from './money-limits-section';
import { RealityCheckReminder } from './reality-check-reminder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const check = (due: boolean) => ({
  data: {
    attributes: {
      interval_minutes: 15,
      session_started_at: '2026-05-01T10:00:00.000Z',
      session_minutes: 47,
      stakes: 30,
      net: -12.5,
      currency: 'USD',
      currencyId: 10,
      due,
      next_at: '2026-05-01T10:15:00.000Z',
    },
  },
});

describe('the reality-check reminder', () => {
  it('shows session time, stakes and net result when due, and "continue" answers it on the server', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/api/web/user/v1/reality-check': { body: check(true) },
      'PUT /web-api/api/web/user/v1/reality-check': { body: check(false) },
    });
    renderWithSite(<RealityCheckReminder />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('47 min');
    expect(dialog.textContent).toMatch(/30\.00/);
    expect(dialog.textContent).toMatch(/[-−].{0,3}12\.50/);
    // The dialog's own close button answers the same way; the footer's button is the one a player reads.
    const buttons = screen.getAllByRole('button', { name: 'Continue' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ data: { attributes: { acknowledge: true } } });
  });

  it('logs out when the poll finds the session ended by the session-time limit', async () => {
    const { calls } = scriptFetch({
      'GET /web-api/api/web/user/v1/reality-check': {
        status: 403,
        body: { message: 'Betting is blocked', error_code: 'rg_session_limit', validation_errors: {} },
      },
      'POST /web-api/user/disconnect': { body: { success: true } },
    });
    renderWithSite(<RealityCheckReminder />);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/web-api/user/disconnect'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden while no reminder is due', async () => {
    const { calls } = scriptFetch({ 'GET /web-api/api/web/user/v1/reality-check': { body: check(false) } });
    renderWithSite(<RealityCheckReminder />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('changed loss and wager limits', () => {
  const limit = (period: '24h' | '7d' | '1m', amount: number | null, pending: number | null = null) => ({
    period,
    amount,
    has_pending: pending !== null,
    pending_amount: pending,
    pending_effective_at: pending === null ? null : '2026-05-02T10:00:00.000Z',
    used: 0,
    remaining: amount,
  });

  it('sends only the periods the player changed, a pending value counting as set, and empty as removal', () => {
    const limits = [limit('24h', 100), limit('7d', 500, 900), limit('1m', null)];
    expect(changedRgLimits(limits, { '24h': '100', '7d': '900', '1m': '' })).toEqual([]);
    expect(changedRgLimits(limits, { '24h': '', '7d': '400', '1m': '3000' })).toEqual([
      { period: '24h', amount: null },
      { period: '7d', amount: '400' },
      { period: '1m', amount: '3000' },
    ]);
  });
});
