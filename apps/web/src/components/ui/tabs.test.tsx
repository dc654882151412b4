// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const items = [
  { id: 'a', label: 'First' },
  { id: 'b', label: 'Second' },
];
const noop = () => {};

describe('<Tabs/>', () => {
  afterEach(cleanup);

  it('points the selected tab at its rendered panel, which is named by the tab (WAI-ARIA tabs)', () => {
    render(
      <>
        <Tabs id="t" items={items} value="a" onChange={noop} aria-label="Views" />
        <TabPanel tabsId="t" item="a">
          content
        </TabPanel>
      </>,
    );
    const tab = screen.getByRole('tab', { name: 'First', selected: true });
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toBe(panel);
  });

  it('names no panel when the tabs only switch a mode of the content below (panels={false})', () => {
    render(<Tabs id="m" items={items} value="a" onChange={noop} aria-label="Modes" panels={false} />);
    for (const tab of screen.getAllByRole('tab')) expect(tab.hasAttribute('aria-controls')).toBe(false);
  });
});
