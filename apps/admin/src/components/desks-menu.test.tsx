// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DesksMenu } from './desks-menu';

afterEach(cleanup);

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/players', label: 'Players' },
];

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <DesksMenu links={LINKS} />
      <p>outside</p>
    </MemoryRouter>,
  );
  return {
    toggle: screen.getByRole('button', { name: 'Menu' }),
    nav: screen.getByRole('navigation', { name: 'Desks' }),
  };
}

describe('<DesksMenu/>: on a phone the desks open from a menu button', () => {
  it('lists every desk, the current one marked, and ties the button to the panel', () => {
    const { toggle, nav } = renderMenu();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Players']);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes with the button; Escape closes and gives focus back to the button', () => {
    const { toggle, nav } = renderMenu();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('open')).toBe(true);
    screen.getByRole('link', { name: 'Players' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a desk is opened or on a click outside', () => {
    const { toggle } = renderMenu();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Players' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
