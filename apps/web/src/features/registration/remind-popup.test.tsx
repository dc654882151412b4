// @vitest-environment jsdom
import { type RawSiteConfig, sanitizeSiteConfig } from '@fairline/shared/config';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalStore, registerModal } from '../../components/ui';
import { renderWithSite } from '../../test/accounts-test-utils';
import { logInAs, logOut } from '../../test/money-test-utils';
import { REGISTRATION_MODAL, useAccountSession } from '../auth';
import { REMIND_POPUP_MODAL, registerRemindPopup, scheduleRemindPopup } from './remind-popup';

const registration = (raw: RawSiteConfig['registration']) => sanitizeSiteConfig({ registration: raw }).registration;
const ON = { remindPopup: { enabled: true, delaySeconds: 30 } };
const shown = () => modalStore.getState().records.map((r) => r.name);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  logOut();
  registerRemindPopup();
  // The registration popup itself is not under test: a stand-in under its name.
  registerModal(REGISTRATION_MODAL, () => null);
});
afterEach(async () => {
  vi.useRealTimers();
  await modalStore.getState().hideAll();
  cleanup();
  useAccountSession.setState({ status: 'unknown', user: null });
});

describe('the registration reminder (registration.remindPopup)', () => {
  it('invites a guest once the delay has passed, and only once per browser', () => {
    scheduleRemindPopup(registration(ON));
    vi.advanceTimersByTime(29_000);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(shown()).toEqual([REMIND_POPUP_MODAL]);
    scheduleRemindPopup(registration(ON));
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual([REMIND_POPUP_MODAL]);
  });

  it.each([
    ['the brand has not switched it on', { remindPopup: { enabled: false, delaySeconds: 30 } }],
    ['registration is closed', { ...ON, isRegistrationAllowed: false }],
  ])('does not invite when %s', (_case, raw) => {
    scheduleRemindPopup(registration(raw));
    vi.advanceTimersByTime(120_000);
    expect(shown()).toEqual([]);
  });

  it('does not invite a visitor who logged in meanwhile, nor one already registering', () => {
    scheduleRemindPopup(registration(ON));
    logInAs(7);
    vi.advanceTimersByTime(30_000);
    expect(shown()).toEqual([]);
    logOut();
    modalStore.getState().show(REGISTRATION_MODAL);
    scheduleRemindPopup(registration(ON));
    vi.advanceTimersByTime(30_000);
    expect(shown()).not.toContain(REMIND_POPUP_MODAL);
  });

  it('opens the registration popup from Register where the brand registers in a popup', async () => {
    vi.useRealTimers();
    renderWithSite(null, { registration: { isPopupEnabled: true } });
    await act(async () => {
      modalStore.getState().show(REMIND_POPUP_MODAL);
    });
    expect(await screen.findByRole('dialog', { name: 'Not registered yet?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(shown()).toEqual([REGISTRATION_MODAL]);
  });
});
