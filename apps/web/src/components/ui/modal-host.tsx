import { Component, type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import styles from './modal-host.module.css';
import { type ModalRegistry, modalRegistry } from './modal-registry';
import { ModalStatus, type ModalStore, modalStore } from './modal-store';

interface ModalHostProps {
  store?: ModalStore;
  registry?: ModalRegistry;
}

/** Renders every open modal (the current one and any shown over it) on a backdrop; mount once near the app root. */
export function ModalHost({ store = modalStore, registry = modalRegistry }: ModalHostProps) {
  const records = useStore(store, (state) => state.records);
  const open = records.filter((r) => r.status === ModalStatus.open);
  useBodyScrollLock(open.length > 0);
  if (open.length === 0) return null;
  const { close, fail } = store.getState();
  return createPortal(
    open.map((record) => {
      const entry = registry.get(record.name);
      if (!entry) return null;
      const ModalComponent = entry.component;
      const closeThis = (result?: unknown) => void close(record.id, result);
      return (
        <div key={record.id} className={styles.layer} data-modal={record.name}>
          <div className={styles.backdrop} aria-hidden="true" onClick={() => closeThis()} />
          <ModalErrorBoundary onError={(error) => fail(record.id, error)}>
            <ModalComponent id={record.id} args={record.arguments} close={closeThis} />
          </ModalErrorBoundary>
        </div>
      );
    }),
    document.body,
  );
}

function useBodyScrollLock(isLocked: boolean) {
  useEffect(() => {
    if (!isLocked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isLocked]);
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

// A modal whose component throws goes to error (spec) instead of taking the page down with it.
class ModalErrorBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
