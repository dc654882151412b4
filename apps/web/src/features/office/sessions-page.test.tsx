// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { SessionsPage } from './sessions-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (id: string, device: string, isCurrent: boolean, ended: string | null = null) => ({
  id,
  created: '2026-05-01T10:00:00.000Z',
  last_seen: '2026-05-01T11:00:00.000Z',
  ended,
  ip: '203.0.113.7',
  device,
  is_current: isCurrent,
});

describe('office sessions', () => {
  it('lists active and recent sessions with the current one marked, and ends another one', async () => {
    let active = [session('s-here', 'Chrome on Linux', true), session('s-phone', 'Safari on iPhone', false)];
    const { calls } = scriptFetch({
      'POST /web-api/officeapi/getusersessions': () => ({
        body: {
          active_sessions: active,
          recent_sessions: [session('s-old', 'Firefox on Windows', false, '2026-04-01T09:00:00.000Z')],
        },
      }),
      'POST /web-api/officeapi/closesession': (call) => {
        active = active.filter((s) => s.id !== (call.body as { session_id: string }).session_id);
        return { body: { success: true } };
      },
    });
    renderWithSite(<SessionsPage />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    const current = rows.find((row) => row.dataset.current);
    expect(current?.textContent).toContain('Chrome on Linux');
    expect(current?.textContent).toContain('This device');
    expect(within(current as HTMLElement).queryByRole('button', { name: 'End' })).toBeNull();
    expect(calls[0]?.body).toEqual({ sessions_quantity: 5 });

    const phone = rows.find((row) => row.textContent?.includes('Safari on iPhone')) as HTMLElement;
    fireEvent.click(within(phone).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/closesession'))?.body).toEqual({ session_id: 's-phone' });
    expect(screen.getByText('The session has been ended')).toBeTruthy();
  });

  it('ends every other session at once', async () => {
    const { calls } = scriptFetch({
      'POST /web-api/officeapi/getusersessions': {
        body: { active_sessions: [session('a', 'Chrome', true), session('b', 'Edge', false)], recent_sessions: [] },
      },
      'POST /web-api/officeapi/disconnecteverywhere': { body: { success: true, data: { closed: 1 } } },
    });
    renderWithSite(<SessionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Other sessions ended: 1')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/disconnecteverywhere'))).toBe(true);
  });
});
