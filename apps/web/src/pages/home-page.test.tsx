// @vitest-environment jsdom
import type { RawSiteConfig } from '@fairline/shared/config';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, siteWith } from '../test/layout-test-utils';
import { HomePage } from './home-page';

const header: RawSiteConfig['header'] = {
  menu: [
    { id: 1, section: 'line', langKey: 'menu.line', link: '/line', actionType: 3 },
    { id: 2, section: 'slots', langKey: 'menu.slots', link: '/slots', actionType: 3 },
    { id: 3, section: 'results', langKey: 'menu.results', link: '/results', actionType: 3, visible: false },
  ],
};

const tiles = () =>
  within(screen.getByRole('region', { name: 'Sections' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

afterEach(cleanup);

describe('<HomePage/> section tiles', () => {
  it('shows only sections that are switched on, casino ones only with the third-party casino on', () => {
    renderAt(<HomePage />, { site: siteWith({ header }) });
    expect(tiles()).toEqual(['/en/line']);
  });

  it('shows the casino tile again once the casino is switched on', () => {
    renderAt(<HomePage />, { site: siteWith({ header, thirdPartyCasino: { isEnabled: true } }) });
    expect(tiles()).toEqual(['/en/line', '/en/slots']);
  });
});
