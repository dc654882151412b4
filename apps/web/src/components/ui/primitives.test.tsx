// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconButton } from './icon-button';
import { Input } from './input';
import { Select } from './select';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { TabPanel, Tabs } from './tabs';

afterEach(() => cleanup());

function SwitchHarness() {
  const [checked, setChecked] = useState(false);
  return <Switch checked={checked} onChange={setChecked} label="Compact view" />;
}

const tabItems = [
  { id: 'line', label: 'Line' },
  { id: 'live', label: 'Live', disabled: true },
  { id: 'results', label: 'Results' },
];

function TabsHarness() {
  const [value, setValue] = useState('line');
  return (
    <>
      <Tabs id="sport" aria-label="Sections" items={tabItems} value={value} onChange={setValue} />
      <TabPanel tabsId="sport" item={value}>
        {value} panel
      </TabPanel>
    </>
  );
}

describe('UI primitives', () => {
  it('a loading button is busy and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Place bet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('an icon button is named by its label', () => {
    render(<IconButton label="Add to favourites" icon={<span>★</span>} />);
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('title')).toBe('Add to favourites');
  });

  it('a spinner announces itself only when it has a label', () => {
    render(<Spinner label="Loading odds" />);
    expect(screen.getByRole('status').textContent).toBe('Loading odds');
  });

  it('a skeleton renders the requested number of fixed-height rows', () => {
    const { container } = render(<Skeleton rows={3} rowHeight={40} />);
    const rows = container.querySelectorAll('[data-skeleton] > span');
    expect(rows).toHaveLength(3);
    expect((rows[0] as HTMLElement).style.blockSize).toBe('40px');
  });

  it('an input links its label, hint and error and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).toEqual(['Enter a valid email', 'We never share it']);
  });

  it('a select is a labelled native select', () => {
    render(
      <Select label="Currency" defaultValue="EUR">
        <option value="EUR">EUR</option>
        <option value="USD">USD</option>
      </Select>,
    );
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
  });

  it('a switch toggles aria-checked through its onChange', () => {
    render(<SwitchHarness />);
    const toggle = screen.getByRole('switch', { name: 'Compact view' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('tabs select on click and move with arrow keys, skipping disabled tabs', () => {
    render(<TabsHarness />);
    const line = screen.getByRole('tab', { name: 'Line' });
    expect(line.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Line' }).textContent).toBe('line panel');
    fireEvent.keyDown(line, { key: 'ArrowRight' });
    const results = screen.getByRole('tab', { name: 'Results' });
    expect(results.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(results);
    fireEvent.click(line);
    expect(line.getAttribute('aria-selected')).toBe('true');
  });
});
