import { describe, expect, it, vi } from 'vitest';
import { createModalRegistry, type ModalOptions, type ModalRegistry, registerModal } from './modal-registry';
import { createModalStore, ModalStatus } from './modal-store';

const Blank = () => null;

function setup(modals: Record<string, ModalOptions<unknown>> = {}) {
  const registry: ModalRegistry = createModalRegistry();
  for (const name of ['login', 'deposit', 'confirm']) registerModal(name, Blank, {}, registry);
  for (const [name, options] of Object.entries(modals)) registerModal(name, Blank, options, registry);
  const store = createModalStore(registry);
  const statuses = () => store.getState().records.map((r) => [r.name, r.status]);
  return { store, statuses };
}

function deferred() {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('modal queue', () => {
  it('moves a modal from queued to open to closed', async () => {
    const { store } = setup();
    const seen: number[] = [];
    store.subscribe((state) => {
      const status = state.records[0]?.status;
      if (status !== undefined && status !== seen.at(-1)) seen.push(status);
    });
    const handle = store.getState().show('login', { tab: 'phone' });
    await store.getState().close(handle.id, 'signed-in');
    expect(seen).toEqual([ModalStatus.queued, ModalStatus.open]);
    expect(await handle.closed).toMatchObject({
      name: 'login',
      arguments: { tab: 'phone' },
      status: ModalStatus.closed,
      result: 'signed-in',
    });
    expect(store.getState().records).toEqual([]);
  });

  it('shows one modal at a time and opens the next queued one when the open one closes', async () => {
    const { store, statuses } = setup();
    const login = store.getState().show('login');
    store.getState().show('deposit');
    store.getState().show('confirm');
    expect(statuses()).toEqual([
      ['login', ModalStatus.open],
      ['deposit', ModalStatus.queued],
      ['confirm', ModalStatus.queued],
    ]);
    await store.getState().close(login.id);
    expect(statuses()).toEqual([
      ['deposit', ModalStatus.open],
      ['confirm', ModalStatus.queued],
    ]);
  });

  it('shows a modal over the current one when asked to', async () => {
    const { store, statuses } = setup();
    store.getState().show('login');
    store.getState().show('deposit');
    const confirm = store.getState().show('confirm', undefined, { over: true });
    expect(statuses()).toEqual([
      ['login', ModalStatus.open],
      ['deposit', ModalStatus.queued],
      ['confirm', ModalStatus.open],
    ]);
    await store.getState().close(confirm.id);
    expect(statuses()).toEqual([
      ['login', ModalStatus.open],
      ['deposit', ModalStatus.queued],
    ]);
  });

  it('sends a modal with no registered component to error, closes it and opens the next one', async () => {
    const { store, statuses } = setup();
    const seen: Array<[string, number]> = [];
    store.subscribe((state) => {
      for (const r of state.records) seen.push([r.name, r.status]);
    });
    const missing = store.getState().show('no-such-modal');
    store.getState().show('deposit');
    expect(seen).toContainEqual(['no-such-modal', ModalStatus.error]);
    expect(await missing.closed).toMatchObject({ status: ModalStatus.error });
    expect(statuses()).toEqual([['deposit', ModalStatus.open]]);
  });

  it('sends a modal whose prepare step throws to error and moves the queue on', async () => {
    const { store, statuses } = setup({
      broken: {
        prepare: () => {
          throw new Error('config missing');
        },
      },
    });
    const login = store.getState().show('login');
    const broken = store.getState().show('broken');
    store.getState().show('deposit');
    await store.getState().close(login.id);
    const final = await broken.closed;
    expect(final.status).toBe(ModalStatus.error);
    expect(final.error).toEqual(new Error('config missing'));
    expect(statuses()).toEqual([['deposit', ModalStatus.open]]);
  });

  it('stays queued while an async prepare step runs and errors when it rejects', async () => {
    const gate = deferred();
    const { store, statuses } = setup({ slow: { prepare: () => gate.promise } });
    const slow = store.getState().show('slow');
    store.getState().show('login');
    expect(statuses()).toEqual([
      ['slow', ModalStatus.queued],
      ['login', ModalStatus.queued],
    ]);
    gate.reject(new Error('timeout'));
    expect((await slow.closed).status).toBe(ModalStatus.error);
    expect(statuses()).toEqual([['login', ModalStatus.open]]);
  });

  it('sends a modal to error when its component fails to render', async () => {
    const { store, statuses } = setup();
    const login = store.getState().show('login');
    store.getState().show('deposit');
    store.getState().fail(login.id, new Error('render failed'));
    expect((await login.closed).status).toBe(ModalStatus.error);
    expect(statuses()).toEqual([['deposit', ModalStatus.open]]);
  });

  it('hideAll waits for a pending open transition, then closes every modal', async () => {
    const gate = deferred();
    const { store, statuses } = setup({ slow: { prepare: () => gate.promise } });
    const slow = store.getState().show('slow');
    const login = store.getState().show('login');
    let isDone = false;
    const hidden = store
      .getState()
      .hideAll()
      .then(() => {
        isDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isDone).toBe(false);
    expect(statuses()).toEqual([
      ['slow', ModalStatus.queued],
      ['login', ModalStatus.queued],
    ]);
    gate.resolve();
    await hidden;
    expect(statuses()).toEqual([]);
    expect((await slow.closed).status).toBe(ModalStatus.closed);
    expect((await login.closed).status).toBe(ModalStatus.closed);
  });

  it('hideAll waits for an async onClose handler before it resolves', async () => {
    const gate = deferred();
    const onClose = vi.fn(() => gate.promise);
    const { store } = setup({ deposit2: { onClose } });
    store.getState().show('deposit2');
    store.getState().show('login', undefined, { over: true });
    let isDone = false;
    const hidden = store
      .getState()
      .hideAll()
      .then(() => {
        isDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).toHaveBeenCalledOnce();
    expect(isDone).toBe(false);
    gate.resolve();
    await hidden;
    expect(store.getState().records).toEqual([]);
  });

  it('does not open queued modals while hideAll clears the screen', async () => {
    const { store } = setup();
    const opened: string[] = [];
    store.subscribe((state) => {
      for (const r of state.records) if (r.status === ModalStatus.open && !opened.includes(r.name)) opened.push(r.name);
    });
    store.getState().show('login');
    store.getState().show('deposit');
    store.getState().show('confirm');
    await store.getState().hideAll();
    expect(opened).toEqual(['login']);
    expect(store.getState().records).toEqual([]);
  });
});
