// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { renderSportsbook, useEnglishStrings } from '../../test/render-sportsbook.testing';
import { pick } from './coupon.testing';
import { CouponPanel } from './coupon-panel';
import { useCouponStore } from './coupon-store';

beforeEach(() => {
  useEnglishStrings();
  scriptFetch({});
  useCouponStore.setState({
    selections: [pick(1, 2), pick(2, 1.5), pick(3, 2), pick(4, 3)],
    type: 'express',
    systemSize: 2,
    stake: '30',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a multi-bet (bankers and a system over the rest)', () => {
  it('needs a banker; with one, it bets the system k of the others with the banker in every combination', async () => {
    const onPlace = vi.fn();
    renderSportsbook(<CouponPanel onPlace={onPlace} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Multi' }));
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Mark at least one selection as a banker.')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Banker' })[0] as HTMLElement);
    expect(screen.getByRole('combobox', { name: 'System' })).toHaveProperty('value', '2');
    expect(screen.getByRole('option', { name: '2 from 3' })).toBeTruthy();
    // Per combination 10: 1.5×2 + 1.5×3 + 2×3 = 13.5, × 10, × the banker's 2.00 = 270.00.
    await waitFor(() =>
      expect(screen.getByText('Potential return').nextElementSibling?.textContent).toContain('270.00'),
    );
    fireEvent.click(place);
    expect(onPlace).toHaveBeenCalledWith(
      expect.objectContaining({ Vid: 3, expressNum: 2, withLobby: true, eventsIndexes: [0], Summ: 30 }),
    );
  });

  it('keeps at least three selections outside the bankers', () => {
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Multi' }));
    const [first, second] = screen.getAllByRole('button', { name: 'Banker' });
    fireEvent.click(first as HTMLElement);
    fireEvent.click(second as HTMLElement);
    expect(screen.getByText('Leave at least three selections outside the bankers.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' }).hasAttribute('disabled')).toBe(true);
  });

  it('is offered from four selections', () => {
    useCouponStore.setState({ selections: [pick(1, 2), pick(2, 1.5), pick(3, 2)] });
    renderSportsbook(<CouponPanel onPlace={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Multi' }).hasAttribute('disabled')).toBe(true);
  });
});
