import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  /** Shared with the matching `TabPanel`s to link tabs and panels. */
  id: string;
  items: TabItem[];
  value: string;
  onChange: (id: string) => void;
  'aria-label'?: string;
  className?: string;
  /** Tabs a little tighter that wrap onto another row where they do not fit, instead of scrolling sideways. */
  wrap?: boolean;
  /** False where no `TabPanel` is rendered (the tabs switch a mode of the content below): no `aria-controls`. */
  panels?: boolean;
}

const tabId = (base: string, item: string) => `${base}-tab-${item}`;
const panelId = (base: string, item: string) => `${base}-panel-${item}`;

function isRtl(element: HTMLElement): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** An accessible tablist: one tab in the Tab order, arrows (mirrored in RTL), Home and End move between tabs. */
export function Tabs({ id, items, value, onChange, className, wrap = false, panels = true, ...aria }: TabsProps) {
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === value);
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const targets: Record<string, number> = {
      [forward]: (index + 1) % enabled.length,
      [backward]: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    document.getElementById(tabId(id, target.id))?.focus();
  };

  return (
    <div role="tablist" className={cx(styles.list, wrap && styles.wrap, className)} onKeyDown={onKeyDown} {...aria}>
      {items.map((item) => {
        const isSelected = item.id === value;
        return (
          <button
            key={item.id}
            id={tabId(id, item.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panels ? panelId(id, item.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  /** The same id given to `Tabs`. */
  tabsId: string;
  item: string;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ tabsId, item, children, className }: TabPanelProps) {
  return (
    <div
      id={panelId(tabsId, item)}
      role="tabpanel"
      aria-labelledby={tabId(tabsId, item)}
      className={cx(styles.panel, className)}
    >
      {children}
    </div>
  );
}
