// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from './notifications';
import { createNotificationsStore } from './notifications-store';

describe('<NotificationsHost/>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders inside a polite live region, errors as alerts and the rest as status messages', () => {
    const store = createNotificationsStore();
    render(<NotificationsHost store={store} />);
    act(() => {
      store.getState().notify({ type: 'error', title: 'Bet rejected', text: 'The market is suspended' });
      store.getState().notify({ type: 'success', text: 'Deposit received' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toContain('Bet rejected');
    expect(screen.getByRole('status').textContent).toContain('Deposit received');
  });

  it('removes a notification from the screen after 3000 ms', () => {
    const store = createNotificationsStore();
    render(<NotificationsHost store={store} />);
    act(() => void store.getState().notify({ type: 'info', text: 'Welcome back' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Welcome back')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('calls an action handler when its button is pressed', () => {
    const store = createNotificationsStore();
    const onAccept = vi.fn();
    render(<NotificationsHost store={store} />);
    act(
      () =>
        void store
          .getState()
          .notify({ type: 'question', text: 'Odds changed', actions: [{ label: 'Accept', onClick: onAccept }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(screen.queryByText('Odds changed')).toBeNull();
  });

  it('closes with a button titled with the close title', () => {
    const store = createNotificationsStore();
    render(<NotificationsHost store={store} />);
    act(() => {
      store.getState().notify({ type: 'warning', text: 'Session ends soon' });
      store.getState().notify({ type: 'info', text: 'Bonus', closeTitle: 'Schließen' });
    });
    expect(screen.getByTitle('Schließen')).toBeDefined();
    fireEvent.click(screen.getByTitle('Close'));
    expect(screen.queryByText('Session ends soon')).toBeNull();
    expect(screen.queryByText('Bonus')).not.toBeNull();
  });
});
