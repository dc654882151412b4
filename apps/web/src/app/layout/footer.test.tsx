// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, siteWith } from '../../test/layout-test-utils';
import { Footer } from './footer';
import { FULL_VERSION_KEY, FULL_VERSION_VIEWPORT, MOBILE_VIEWPORT } from './full-version';

const socialLinks = [
  { name: 'telegram', link: 'https://t.me/fairline' },
  { name: 'youtube', link: 'https://www.youtube.com/@fairline' },
];

function viewport(): string | null | undefined {
  return document.querySelector('meta[name="viewport"]')?.getAttribute('content');
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = `<meta name="viewport" content="${MOBILE_VIEWPORT}">`;
});
afterEach(cleanup);

describe('<Footer/> socials (isSocialsShown)', () => {
  it('links every configured network, opening in a new tab', async () => {
    renderAt(<Footer />, { site: siteWith({ footer: { socialLinks } }) });
    const nav = await screen.findByRole('navigation', { name: 'Follow us' });
    const links = nav.querySelectorAll('a');
    expect([...links].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.target])).toEqual([
      ['telegram', 'https://t.me/fairline', '_blank'],
      ['youtube', 'https://www.youtube.com/@fairline', '_blank'],
    ]);
    expect(links[0]?.rel).toBe('noopener noreferrer');
  });

  it('hides them when the switch is off', () => {
    renderAt(<Footer />, { site: siteWith({ footer: { socialLinks, isSocialsShown: false } }) });
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  });
});

describe('<Footer/> full version (isFullVersionLinkShown)', () => {
  it('switches the page to the desktop layout width and back, remembering the choice', () => {
    renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Full version' }));
    expect(viewport()).toBe(FULL_VERSION_VIEWPORT);
    expect(localStorage.getItem(FULL_VERSION_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Mobile version' }));
    expect(viewport()).toBe(MOBILE_VIEWPORT);
    expect(localStorage.getItem(FULL_VERSION_KEY)).toBeNull();
  });

  it('offers no full-version link when the switch is off', () => {
    renderAt(<Footer />, { site: siteWith({ footer: { isFullVersionLinkShown: false } }) });
    expect(screen.queryByTestId('full-version')).toBeNull();
  });

  it('still offers the way back to a visitor already on the full version after the switch went off', () => {
    localStorage.setItem(FULL_VERSION_KEY, '1');
    renderAt(<Footer />, { site: siteWith({ footer: { isFullVersionLinkShown: false } }) });
    expect(screen.getByRole('button', { name: 'Mobile version' })).toBeTruthy();
  });
});

describe('<Footer/> information links', () => {
  it('leaves out the information pages the brand hides', () => {
    renderAt(<Footer />, { site: siteWith({ information: { hiddenPages: ['cookies'] } }) });
    const footer = screen.getByRole('navigation', { name: 'Footer menu' });
    expect(footer.querySelector('a[href="/en/information/cookies"]')).toBeNull();
    expect(footer.querySelector('a[href="/en/information/rules"]')).not.toBeNull();
  });

  it('does not list an information page twice when the configured menu links it too', () => {
    const menu = [{ id: 1, langKey: 'menu.about', link: '/information/about', actionType: 3 }];
    renderAt(<Footer />, { site: siteWith({ footer: { menu } }) });
    const footer = screen.getByRole('navigation', { name: 'Footer menu' });
    expect(footer.querySelectorAll('a[href="/en/information/about"]')).toHaveLength(1);
  });
});
