// @vitest-environment jsdom
import { sanitizeSiteConfig } from '@fairline/shared/config';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modalStore } from '../../components/ui';
import { renderWithSite } from '../../test/accounts-test-utils';
import { AGE_GATE_MODAL, openAgeGate, registerAgeGate } from './age-gate';

const settingsOf = (isAgeRestrictionModalShown: boolean, ageRestrictionIcon = 18) =>
  sanitizeSiteConfig({ responsibleGambling: { isAgeRestrictionModalShown, ageRestrictionIcon } }).responsibleGambling;

beforeEach(() => {
  // The modal host sits outside the routes here: the page language comes from the document.
  document.documentElement.lang = 'en';
  localStorage.clear();
  registerAgeGate();
  renderWithSite(null);
});
afterEach(async () => {
  await modalStore.getState().hideAll();
  cleanup();
});

const shownModals = () => modalStore.getState().records.map((r) => r.name);

describe('the age-restriction modal (responsibleGambling.isAgeRestrictionModalShown)', () => {
  it('is not shown where the brand does not ask', () => {
    expect(openAgeGate(settingsOf(false))).toBe(false);
    expect(shownModals()).toEqual([]);
  });

  it('asks a first-time visitor for the brand’s age and remembers a yes', async () => {
    expect(openAgeGate(settingsOf(true, 21))).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Are you 21 or older?' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '21+ only' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, I am 21 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openAgeGate(settingsOf(true, 21))).toBe(false);
  });

  it('asks again when the brand raises its age above the one confirmed', () => {
    localStorage.setItem('fl-age-confirmed', '18');
    expect(openAgeGate(settingsOf(true, 18))).toBe(false);
    expect(openAgeGate(settingsOf(true, 21))).toBe(true);
    expect(shownModals()).toEqual([AGE_GATE_MODAL]);
  });

  it('answers a no with the adults-only notice and a way to help, and asks again next time', async () => {
    openAgeGate(settingsOf(true));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.getByRole('dialog', { name: 'Betting is for adults only' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You can use Fairline once you are 18.');
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(
      '/en/information/responsiblegaming',
    );
    expect(screen.queryByRole('button', { name: /Yes/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(openAgeGate(settingsOf(true))).toBe(true);
  });
});
