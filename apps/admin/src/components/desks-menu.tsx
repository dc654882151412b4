import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import './desks-menu.css';

export interface DeskLink {
  to: string;
  label: string;
}

/**
 * The desks' menu. Wide screens show every link in a row that wraps; on a phone the row would run off
 * the screen, so a "Menu" button opens the same links as a panel under the header (a disclosure:
 * Escape or a click outside closes it and gives focus back to the button; opening a desk closes it).
 */
export function DesksMenu({ links }: { links: readonly DeskLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="desks-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="desks-toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <nav ref={panel} id={id} aria-label="Desks" className={open ? 'desks open' : 'desks'}>
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} onClick={() => setOpen(false)}>
            {l.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
