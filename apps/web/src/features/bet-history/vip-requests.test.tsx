// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { logInAs, useMoneyStrings } from '../../test/money-test-utils';
import { renderSportsbook } from '../../test/render-sportsbook.testing';
import { VipRequests } from './vip-requests';

const item = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  stake: 1500,
  currency_id: 12,
  vid: 0,
  events: 1,
  created_at: '2026-11-21T15:00:00.000Z',
  expires_at: '2026-11-21T15:10:00.000Z',
  closed_at: null,
  ...extra,
});

beforeEach(() => {
  useMoneyStrings();
  logInAs(7);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VIP bet requests on the bets page', () => {
  it('shows what an awaiting request holds and until when, and how an expired one ended', async () => {
    scriptFetch({
      'GET /web-api/officeapi/vipbets': {
        body: {
          items: [
            item(2, 'awaiting', { vid: 1, events: 3 }),
            item(1, 'expired', { closed_at: '2026-11-21T15:10:00.000Z' }),
          ],
        },
      },
    });
    renderSportsbook(<VipRequests lang="en" />);
    const list = await screen.findByRole('list', { name: 'VIP bet requests' });
    const [awaiting, expired] = Array.from(list.querySelectorAll('li'));
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date('2026-11-21T15:10:00.000Z'),
    );
    expect(awaiting?.textContent).toContain('Express · VIP request № 2');
    expect(awaiting?.textContent).toContain('€1,500.00');
    expect(awaiting?.textContent).toContain(`Awaiting approval: the stake is held until ${time}`);
    expect(expired?.textContent).toContain(`No decision in time: the stake came back on ${time}`);
  });

  it('shows nothing when the player has no requests', async () => {
    const { calls } = scriptFetch({ 'GET /web-api/officeapi/vipbets': { body: { items: [] } } });
    const { container } = renderSportsbook(<VipRequests lang="en" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
