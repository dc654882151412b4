import { createStore } from 'zustand/vanilla';
import { type ModalRegistry, modalRegistry } from './modal-registry';

/** Spec: status 0 queued, 1 open, 2 closed, 3 error. */
export const ModalStatus = { queued: 0, open: 1, closed: 2, error: 3 } as const;
export type ModalStatus = (typeof ModalStatus)[keyof typeof ModalStatus];

export interface ModalRecord {
  id: string;
  name: string;
  arguments: unknown;
  status: ModalStatus;
  /** Shown over the current modal instead of waiting in the queue. */
  over: boolean;
  result?: unknown;
  error?: unknown;
}

export interface ModalHandle {
  id: string;
  /** Settles with the final record (status closed or error); never rejects. */
  closed: Promise<ModalRecord>;
}

export interface ModalState {
  /** Queued and open modals in the order they were shown; finished ones leave the list. */
  records: ModalRecord[];
  show: (name: string, args?: unknown, options?: { over?: boolean }) => ModalHandle;
  close: (id: string, result?: unknown) => Promise<void>;
  /** Sends a modal to error and off the screen, then lets the queue move on. */
  fail: (id: string, error: unknown) => void;
  /** Waits for running open/close tasks, then closes every modal shown so far, queued ones included. */
  hideAll: () => Promise<void>;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

export function createModalStore(registry: ModalRegistry = modalRegistry) {
  let seq = 0;
  let isHiding = false;
  const tasks = new Set<Promise<unknown>>();
  const opening = new Set<string>();
  const closing = new Set<string>();
  const settle = new Map<string, (record: ModalRecord) => void>();

  const track = (task: Promise<unknown>) => {
    tasks.add(task);
    task.finally(() => tasks.delete(task)).catch(() => undefined);
  };

  return createStore<ModalState>()((set, get) => {
    const find = (id: string) => get().records.find((r) => r.id === id);
    const update = (id: string, patch: Partial<ModalRecord>) =>
      set({ records: get().records.map((r) => (r.id === id ? { ...r, ...patch } : r)) });

    const finish = (id: string, patch: Pick<ModalRecord, 'status'> & Partial<ModalRecord>) => {
      const record = find(id);
      if (!record) return;
      opening.delete(id);
      closing.delete(id);
      set({ records: get().records.filter((r) => r.id !== id) });
      settle.get(id)?.({ ...record, ...patch });
      settle.delete(id);
      openNext();
    };

    const fail = (id: string, error: unknown) => {
      if (!find(id)) return;
      update(id, { status: ModalStatus.error, error });
      finish(id, { status: ModalStatus.error, error });
    };

    const open = (record: ModalRecord) => {
      const entry = registry.get(record.name);
      if (!entry) return fail(record.id, new Error(`No modal is registered as "${record.name}"`));
      opening.add(record.id);
      let prepared: unknown;
      try {
        prepared = entry.prepare?.(record.arguments);
      } catch (error) {
        return fail(record.id, error);
      }
      const markOpen = () => {
        // The modal may have been closed or failed while it was preparing.
        if (!opening.delete(record.id) || !find(record.id)) return;
        update(record.id, { status: ModalStatus.open });
      };
      if (isThenable(prepared)) {
        track(Promise.resolve(prepared).then(markOpen, (error: unknown) => fail(record.id, error)));
      } else {
        markOpen();
      }
    };

    // One modal at a time: the next queued one opens only when nothing is open or on its way to open.
    const openNext = () => {
      if (isHiding || opening.size > 0) return;
      const { records } = get();
      if (records.some((r) => r.status === ModalStatus.open)) return;
      const next = records.find((r) => r.status === ModalStatus.queued);
      if (next) open(next);
    };

    const close = async (id: string, result?: unknown) => {
      const record = find(id);
      if (!record || closing.has(id)) return;
      const onClose = record.status === ModalStatus.open ? registry.get(record.name)?.onClose : undefined;
      if (!onClose) return finish(id, { status: ModalStatus.closed, result });
      closing.add(id);
      // A failing onClose handler must not leave the modal stuck on screen.
      const task = Promise.resolve()
        .then(() => onClose(record.arguments))
        .catch(() => undefined)
        .then(() => finish(id, { status: ModalStatus.closed, result }));
      track(task);
      await task;
    };

    return {
      records: [],
      show: (name, args, options = {}) => {
        seq += 1;
        const record: ModalRecord = {
          id: `m${seq}`,
          name,
          arguments: args,
          status: ModalStatus.queued,
          over: options.over ?? false,
        };
        const closed = new Promise<ModalRecord>((resolve) => settle.set(record.id, resolve));
        set({ records: [...get().records, record] });
        if (record.over) open(record);
        else openNext();
        return { id: record.id, closed };
      },
      close,
      fail,
      hideAll: async () => {
        while (tasks.size > 0) await Promise.allSettled([...tasks]);
        isHiding = true;
        try {
          const shown = get().records;
          for (const record of shown) {
            if (record.status === ModalStatus.queued) finish(record.id, { status: ModalStatus.closed });
          }
          await Promise.all(shown.filter((r) => r.status === ModalStatus.open).map((r) => close(r.id)));
        } finally {
          isHiding = false;
        }
        openNext();
      },
    };
  });
}

export type ModalStore = ReturnType<typeof createModalStore>;

/** The app-wide modal queue rendered by `<ModalHost/>`. */
export const modalStore = createModalStore();
