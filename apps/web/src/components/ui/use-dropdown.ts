import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { canChangeDropdown, type DropdownLocks } from './dropdown-rules';
import { DROPDOWN_HOVER_TIMEOUT_MS } from './ui-constants';

export type DropdownMode = 'click' | 'hover';

export interface UseDropdownOptions extends DropdownLocks {
  mode?: DropdownMode;
  /** Controlled state; leave undefined to let the dropdown keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  hoverTimeoutMs?: number;
}

const itemSelector = '[role="menuitem"]:not([aria-disabled="true"]):not(:disabled)';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(itemSelector)] : [];
}

/** Open/close state and the props for a dropdown's root, trigger and menu. */
export function useDropdown(options: UseDropdownOptions = {}) {
  const { mode = 'click', hoverTimeoutMs = DROPDOWN_HOVER_TIMEOUT_MS } = options;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [innerOpen, setInnerOpen] = useState(options.defaultOpen ?? false);
  const isOpen = options.open ?? innerOpen;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shouldFocusFirst = useRef(false);

  // Handlers registered on the document and timers read the newest props, not the ones they closed over.
  const latest = useRef({ isOpen, options });
  latest.current = { isOpen, options };

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const setOpen = useCallback(
    (next: boolean) => {
      cancelTimer();
      const current = latest.current;
      if (next === current.isOpen || !canChangeDropdown(next, current.options)) return;
      if (current.options.open === undefined) setInnerOpen(next);
      latest.current = { ...current, isOpen: next };
      current.options.onOpenChange?.(next);
    },
    [cancelTimer],
  );

  const schedule = (next: boolean) => {
    cancelTimer();
    timer.current = setTimeout(() => setOpen(next), hoverTimeoutMs);
  };

  useEffect(() => cancelTimer, [cancelTimer]);

  useEffect(() => {
    if (!isOpen) return;
    if (shouldFocusFirst.current) {
      shouldFocusFirst.current = false;
      menuItems(menuRef.current)[0]?.focus();
    }
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, setOpen]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (latest.current.isOpen) menuItems(menuRef.current)[0]?.focus();
      else {
        shouldFocusFirst.current = true;
        setOpen(true);
      }
    } else if ((event.key === 'Enter' || event.key === ' ') && event.currentTarget.tagName !== 'BUTTON') {
      // Native buttons already turn Enter and Space into a click.
      event.preventDefault();
      setOpen(!latest.current.isOpen);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return {
    isOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!latest.current.isOpen),
    rootProps: {
      ref: rootRef,
      onMouseEnter: () => {
        if (mode !== 'hover') return;
        if (latest.current.isOpen) cancelTimer();
        else schedule(true);
      },
      onMouseLeave: () => {
        if (mode !== 'hover') return;
        if (latest.current.isOpen) schedule(false);
        else cancelTimer();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !latest.current.isOpen) return;
        // Keep the Escape from also closing a modal the dropdown sits in.
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      },
    },
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? menuId : undefined,
      'aria-disabled': options.disabled || undefined,
      onClick: () => setOpen(!latest.current.isOpen),
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}
