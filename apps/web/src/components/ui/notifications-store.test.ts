import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore } from './notifications-store';
import { NotificationDefaults } from './ui-constants';

describe('notifications store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec defaults: 3000 ms, 260 px wide, bottom right, close title "Close"', () => {
    expect(NotificationDefaults).toMatchObject({
      durationMs: 3000,
      widthPx: 260,
      position: 'bottom-right',
      closeTitle: 'Close',
    });
    const store = createNotificationsStore();
    store.getState().notify({ type: 'info', text: 'Saved' });
    expect(store.getState().notifications[0]).toMatchObject({ durationMs: 3000, closeTitle: 'Close', actions: [] });
  });

  it('dismisses a notification automatically after 3000 ms', () => {
    const store = createNotificationsStore();
    const id = store.getState().notify({ type: 'success', text: 'Bet placed' });
    vi.advanceTimersByTime(2999);
    expect(store.getState().notifications.map((n) => n.id)).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications).toEqual([]);
  });

  it('honours a custom duration and keeps a notification with duration 0 until dismissed', () => {
    const store = createNotificationsStore();
    store.getState().notify({ type: 'warning', text: 'short', durationMs: 500 });
    const sticky = store.getState().notify({ type: 'question', text: 'Keep?', durationMs: 0 });
    vi.advanceTimersByTime(500);
    expect(store.getState().notifications.map((n) => n.id)).toEqual([sticky]);
    vi.advanceTimersByTime(60_000);
    expect(store.getState().notifications).toHaveLength(1);
    store.getState().dismiss(sticky);
    expect(store.getState().notifications).toEqual([]);
  });

  it('pauses the countdown while hovered and resumes with the time that was left', () => {
    const store = createNotificationsStore();
    const id = store.getState().notify({ type: 'info', text: 'Odds changed' });
    vi.advanceTimersByTime(1000);
    store.getState().pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getState().notifications).toHaveLength(1);
    store.getState().resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getState().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications).toEqual([]);
  });

  it('runs an action handler and then dismisses its notification', () => {
    const store = createNotificationsStore();
    const onClick = vi.fn();
    const id = store
      .getState()
      .notify({ type: 'question', text: 'Accept new odds?', actions: [{ label: 'Accept', onClick }] });
    store.getState().runAction(id, 0);
    expect(onClick).toHaveBeenCalledOnce();
    expect(store.getState().notifications).toEqual([]);
  });

  it(`keeps at most ${NotificationDefaults.maxVisible} notifications, dropping the oldest`, () => {
    const store = createNotificationsStore();
    const ids = Array.from({ length: NotificationDefaults.maxVisible + 2 }, (_, i) =>
      store.getState().notify({ type: 'info', text: `n${i}` }),
    );
    expect(store.getState().notifications.map((n) => n.id)).toEqual(ids.slice(2));
  });
});
