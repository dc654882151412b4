import { createContext, type ReactNode, useContext } from 'react';
import { cx } from './cx';
import styles from './dropdown.module.css';
import { Icon } from './icons';
import { type UseDropdownOptions, useDropdown } from './use-dropdown';

interface DropdownProps extends UseDropdownOptions {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Menu content, usually `DropdownItem`s. */
  children: ReactNode;
  align?: 'start' | 'end';
  showCaret?: boolean;
  className?: string;
  triggerClassName?: string;
  menuClassName?: string;
  /** Accessible name of the trigger when its content is an icon or needs more context. */
  'aria-label'?: string;
}

const CloseContext = createContext<() => void>(() => undefined);

/** A trigger button with a menu that opens by click or hover (see `useDropdown`). */
export function Dropdown({
  label,
  children,
  align = 'start',
  showCaret = true,
  className,
  triggerClassName,
  menuClassName,
  'aria-label': ariaLabel,
  ...options
}: DropdownProps) {
  const dropdown = useDropdown(options);
  return (
    <div className={cx(styles.root, className)} {...dropdown.rootProps}>
      <button
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-label={ariaLabel}
        {...dropdown.triggerProps}
      >
        {label}
        {showCaret && (
          <Icon name="chevronDown" className={cx(styles.caret, dropdown.isOpen && styles.caretOpen)} size={14} />
        )}
      </button>
      {dropdown.isOpen && (
        <div className={cx(styles.menu, styles[align], menuClassName)} {...dropdown.menuProps}>
          <CloseContext value={dropdown.close}>{children}</CloseContext>
        </div>
      )}
    </div>
  );
}

interface DropdownItemProps {
  children: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** Keeps the menu open after selecting, e.g. for toggles inside it. */
  keepOpen?: boolean;
}

export function DropdownItem({ children, onSelect, disabled, keepOpen }: DropdownItemProps) {
  const close = useContext(CloseContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      disabled={disabled}
      onClick={() => {
        onSelect?.();
        if (!keepOpen) close();
      }}
    >
      {children}
    </button>
  );
}
