import { type ComponentType, createElement } from 'react';

export interface ModalComponentProps<A = unknown> {
  id: string;
  args: A;
  /** Closes this modal; the result is handed to whoever awaits `show(...).closed`. */
  close: (result?: unknown) => void;
}

export interface ModalOptions<A> {
  /** Runs before the modal opens (load data, lazy code); a throw or rejection sends the modal to error. */
  prepare?: (args: A) => void | Promise<void>;
  /** Runs when an open modal closes; `hideAll` waits for it. */
  onClose?: (args: A) => void | Promise<void>;
}

export interface ModalEntry {
  component: ComponentType<ModalComponentProps>;
  prepare?: (args: unknown) => void | Promise<void>;
  onClose?: (args: unknown) => void | Promise<void>;
}

export type ModalRegistry = Map<string, ModalEntry>;

export function createModalRegistry(): ModalRegistry {
  return new Map();
}

/** The app-wide registry that `show(name)` looks names up in. */
export const modalRegistry = createModalRegistry();

/** Registers a modal component under a name; the args type is checked at the call site, not in the queue. */
export function registerModal<A>(
  name: string,
  component: ComponentType<ModalComponentProps<A>>,
  options: ModalOptions<A> = {},
  registry: ModalRegistry = modalRegistry,
): void {
  // The queue stores arguments as unknown; each entry is only ever called with the args shown under its name.
  registry.set(name, { ...options, component } as unknown as ModalEntry);
}

/**
 * Registers a modal whose code loads on first open (kept out of the initial bundle): the module
 * is fetched in `prepare`, so a failed load sends the modal to error like any failed open.
 */
export function registerLazyModal<A>(
  name: string,
  load: () => Promise<ComponentType<ModalComponentProps<A>>>,
  options: ModalOptions<A> = {},
  registry: ModalRegistry = modalRegistry,
): void {
  let loaded: ComponentType<ModalComponentProps<A>> | undefined;
  const Lazy = (props: ModalComponentProps<A>) => (loaded ? createElement(loaded, props) : null);
  registerModal<A>(
    name,
    Lazy,
    {
      ...options,
      prepare: async (args) => {
        loaded ??= await load();
        await options.prepare?.(args);
      },
    },
    registry,
  );
}
