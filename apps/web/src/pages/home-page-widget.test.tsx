// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../features/auth';
import { scriptFetch } from '../test/accounts-test-utils';
import { renderAt, siteWith } from '../test/layout-test-utils';
import { HomePage } from './home-page';

beforeEach(() => {
  useSession.setState({ isAuth: false });
  // The widget's form asks for the registration types; none are needed to see it is there.
  scriptFetch({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const widget = () => screen.queryByRole('complementary', { name: 'Registration' });

describe('<HomePage/> registration widget (registration.isWidgetEnabled)', () => {
  it('shows a guest the registration form on the home page where the brand turns the widget on', async () => {
    renderAt(<HomePage />, { site: siteWith({ registration: { isWidgetEnabled: true } }) });
    // The widget's code loads on demand, which takes a while on a cold test run.
    expect(await screen.findByRole('complementary', { name: 'Registration' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows no widget where the brand leaves it off', async () => {
    renderAt(<HomePage />, { site: siteWith() });
    await screen.findByRole('heading', { level: 1 });
    expect(widget()).toBeNull();
  });

  it('shows no widget to a logged-in player, nor where registration is closed', async () => {
    useSession.setState({ isAuth: true });
    const view = renderAt(<HomePage />, { site: siteWith({ registration: { isWidgetEnabled: true } }) });
    await screen.findByRole('heading', { level: 1 });
    expect(widget()).toBeNull();
    view.unmount();
    useSession.setState({ isAuth: false });
    renderAt(<HomePage />, {
      site: siteWith({ registration: { isWidgetEnabled: true, isRegistrationAllowed: false } }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(widget()).toBeNull();
  });
});
