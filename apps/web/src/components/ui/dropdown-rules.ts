export interface DropdownLocks {
  disabled?: boolean;
  cannotOpen?: boolean;
  cannotClose?: boolean;
}

/**
 * Whether a dropdown may move to `next`: a disabled one neither opens nor closes,
 * cannot-open blocks opening and cannot-close blocks closing.
 */
export function canChangeDropdown(next: boolean, locks: DropdownLocks): boolean {
  if (locks.disabled) return false;
  return next ? !locks.cannotOpen : !locks.cannotClose;
}
