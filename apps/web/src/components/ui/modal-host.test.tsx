// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { ModalHost } from './modal-host';
import { createModalRegistry, type ModalComponentProps, registerModal } from './modal-registry';
import { createModalStore, type ModalHandle, ModalStatus } from './modal-store';

function Confirm({ args, close }: ModalComponentProps<{ question: string }>) {
  return (
    <Modal
      title="Confirm"
      onClose={() => close(false)}
      footer={
        <button onClick={() => close(true)} type="button">
          Yes
        </button>
      }
    >
      {args.question}
    </Modal>
  );
}

function Broken(): never {
  throw new Error('cannot render');
}

// act() does not hand back the callback's value, so capture the handle around it.
function showNow(show: () => ModalHandle): ModalHandle {
  let handle: ModalHandle | undefined;
  act(() => {
    handle = show();
  });
  return handle!;
}

function setup() {
  const registry = createModalRegistry();
  registerModal('confirm', Confirm, {}, registry);
  registerModal('broken', Broken, {}, registry);
  const store = createModalStore(registry);
  render(
    <>
      <button type="button">Open</button>
      <ModalHost store={store} registry={registry} />
    </>,
  );
  return { store };
}

describe('<ModalHost/> and <Modal/>', () => {
  afterEach(() => cleanup());

  it('renders the open modal as a labelled modal dialog and focuses inside it', () => {
    const { store } = setup();
    act(() => void store.getState().show('confirm', { question: 'Cash out now?' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Cash out now?');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the element that had it', async () => {
    const { store } = setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    const handle = showNow(() => store.getState().show('confirm', { question: '?' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(await handle.closed).toMatchObject({ status: ModalStatus.closed, result: false });
  });

  it('hands the footer result to whoever awaits the modal', async () => {
    const { store } = setup();
    const handle = showNow(() => store.getState().show('confirm', { question: '?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await handle.closed).result).toBe(true);
  });

  it('shows two dialogs when the second is shown over the first, and only one otherwise', () => {
    const { store } = setup();
    act(() => {
      store.getState().show('confirm', { question: 'first' });
      store.getState().show('confirm', { question: 'queued' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => void store.getState().show('confirm', { question: 'over' }, { over: true }));
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual([
      expect.stringContaining('first'),
      expect.stringContaining('over'),
    ]);
  });

  it('sends a modal whose component throws to error and opens the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setup();
    const broken = showNow(() => store.getState().show('broken'));
    act(() => void store.getState().show('confirm', { question: 'next' }));
    expect((await broken.closed).status).toBe(ModalStatus.error);
    expect(screen.getByRole('dialog').textContent).toContain('next');
    vi.restoreAllMocks();
  });

  it('closes the modal when its close button is pressed', () => {
    const { store } = setup();
    act(() => void store.getState().show('confirm', { question: '?' }));
    fireEvent.click(screen.getByTitle('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
