// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountSession, useSession } from '../../features/auth';
import { translator } from '../../lib/i18n';
import { scriptFetch } from '../../test/accounts-test-utils';
import { renderAt, siteWith } from '../../test/layout-test-utils';
import { LanguageGate } from '../language-gate';
import { LanguageSwitcher } from './language-switcher';

const options = () => [...screen.getByTestId('language-switcher').querySelectorAll('option')].map((o) => o.textContent);

beforeEach(() => {
  // The gate loads the dictionary of the language it keeps: an empty one will do here.
  scriptFetch({ 'GET /translation-api/by-lang/': { body: { data: { attributes: { dictionaryMap: '{}' } } } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ isAuth: false });
  translator.setLanguage('en');
});

describe('<LanguageSwitcher/> hiddenLanguagesForUnauthorized', () => {
  const site = siteWith({ application: { hiddenLanguagesForUnauthorized: ['ar'] } });

  it('does not offer a hidden language to a guest', () => {
    useSession.setState({ isAuth: false });
    renderAt(<LanguageSwitcher />, { site });
    expect(options()).toEqual(['Русский', 'English']);
  });

  it('offers every language to a logged-in player', () => {
    useSession.setState({ isAuth: true });
    renderAt(<LanguageSwitcher />, { site });
    expect(options()).toEqual(['Русский', 'English', 'العربية']);
  });

  it('sends a guest who opens a hidden language to the same page in the default language', async () => {
    useSession.setState({ isAuth: false });
    useAccountSession.setState({ status: 'guest' });
    renderAt(<LanguageGate />, { site, path: '/ar/information/rules' });
    expect((await screen.findByTestId('where')).textContent).toBe('/ru/information/rules');
  });

  it('waits for the session before sending a visitor away from a language hidden from guests', async () => {
    useSession.setState({ isAuth: false });
    useAccountSession.setState({ status: 'unknown' });
    renderAt(<LanguageGate />, { site, path: '/ar/information/rules' });
    expect((await screen.findByTestId('where')).textContent).toBe('/ar/information/rules');
    act(() => useAccountSession.setState({ status: 'guest' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ru/information/rules'));
  });

  it('keeps a logged-in player on that language', async () => {
    useSession.setState({ isAuth: true });
    renderAt(<LanguageGate />, { site, path: '/ar/information/rules' });
    expect((await screen.findByTestId('where')).textContent).toBe('/ar/information/rules');
  });
});

describe('<LanguageSwitcher/> flags (flagsInHeaderCountries, flagsByLanguage)', () => {
  const raw = {
    header: { flagsInHeaderCountries: [1] },
    application: { flagsByLanguage: { ru: 'ru', en: 'gb', ar: 'ae' } },
  };

  it('shows each language with its flag to visitors from a listed country', () => {
    renderAt(<LanguageSwitcher />, { site: siteWith(raw, { geo: { countryId: 1, countryCode: 'kz' } }) });
    expect(options()).toEqual(['🇷🇺 Русский', '🇬🇧 English', '🇦🇪 العربية']);
  });

  it('shows no flags to visitors from other countries', () => {
    renderAt(<LanguageSwitcher />, { site: siteWith(raw, { geo: { countryId: 2, countryCode: 'de' } }) });
    expect(options()).toEqual(['Русский', 'English', 'العربية']);
  });

  it('switches the language by replacing the first path segment', async () => {
    renderAt(<LanguageSwitcher />, { path: '/en/line/football' });
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'ar' } });
    expect((await screen.findByTestId('where')).textContent).toBe('/ar/line/football');
  });
});
