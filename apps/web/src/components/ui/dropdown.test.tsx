// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dropdown, DropdownItem } from './dropdown';
import { DROPDOWN_HOVER_TIMEOUT_MS } from './ui-constants';

type Props = Partial<ComponentProps<typeof Dropdown>>;

function renderDropdown(props: Props = {}) {
  const onSelect = vi.fn();
  render(
    <>
      <p>outside</p>
      <Dropdown label="Sports" {...props}>
        <DropdownItem onSelect={onSelect}>Football</DropdownItem>
        <DropdownItem>Tennis</DropdownItem>
      </Dropdown>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Sports' });
  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true' && screen.queryByRole('menu') !== null;
  return { trigger, isOpen, onSelect };
}

function ControlledDropdown({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      label="Sports"
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    >
      <DropdownItem>Football</DropdownItem>
    </Dropdown>
  );
}

describe('<Dropdown/>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('marks the trigger as a menu button', () => {
    const { trigger } = renderDropdown();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles on click', () => {
    const { trigger, isOpen } = renderDropdown();
    fireEvent.click(trigger);
    expect(isOpen()).toBe(true);
    fireEvent.click(trigger);
    expect(isOpen()).toBe(false);
  });

  it('in hover mode opens and closes 200 ms after the pointer enters and leaves', () => {
    expect(DROPDOWN_HOVER_TIMEOUT_MS).toBe(200);
    const { trigger, isOpen } = renderDropdown({ mode: 'hover' });
    const root = trigger.parentElement!;
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(199));
    expect(isOpen()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(true);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(199));
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it('in hover mode stays open when the pointer comes back within the timeout', () => {
    const { trigger, isOpen } = renderDropdown({ mode: 'hover', defaultOpen: true });
    const root = trigger.parentElement!;
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(500));
    expect(isOpen()).toBe(true);
  });

  it('closes on a click outside but not on one inside', () => {
    const { trigger, isOpen } = renderDropdown();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole('menu'));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { trigger, isOpen } = renderDropdown();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('selecting an item runs its handler and closes the menu', () => {
    const { trigger, isOpen, onSelect } = renderDropdown();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Football' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(isOpen()).toBe(false);
  });

  it('opens on ArrowDown and focuses the first item, then arrows move between items', () => {
    const { trigger, isOpen } = renderDropdown();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Football' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Tennis' }));
  });

  it('a disabled dropdown neither opens nor closes', () => {
    const closed = renderDropdown({ disabled: true });
    fireEvent.click(closed.trigger);
    expect(closed.isOpen()).toBe(false);
    cleanup();
    const open = renderDropdown({ disabled: true, defaultOpen: true });
    fireEvent.click(open.trigger);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(open.isOpen()).toBe(true);
  });

  it('cannot-open blocks opening by click, hover and keyboard', () => {
    const { trigger, isOpen } = renderDropdown({ mode: 'hover', cannotOpen: true });
    fireEvent.click(trigger);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => vi.advanceTimersByTime(1000));
    expect(isOpen()).toBe(false);
  });

  it('cannot-close keeps an open dropdown open on click, outside click, Escape and hover out', () => {
    const { trigger, isOpen } = renderDropdown({ mode: 'hover', cannotClose: true });
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('outside'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.mouseLeave(trigger.parentElement!);
    act(() => vi.advanceTimersByTime(1000));
    expect(isOpen()).toBe(true);
  });

  it('in controlled mode reports changes and follows the open prop', () => {
    const onOpenChange = vi.fn();
    render(<ControlledDropdown onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Sports' });
    fireEvent.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('in controlled mode stays closed when the parent ignores the change', () => {
    const onOpenChange = vi.fn();
    render(
      <Dropdown label="Sports" open={false} onOpenChange={onOpenChange}>
        <DropdownItem>Football</DropdownItem>
      </Dropdown>,
    );
    const trigger = screen.getByRole('button', { name: 'Sports' });
    fireEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
