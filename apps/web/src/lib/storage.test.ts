// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';

// A server-rendered page (ADR 0026): the persisted stores read their saved state only after
// hydration, and the page takes input only once they have it, so a late read never overwrites what
// the player did first.
it('holds saved-state reads while a server-rendered page hydrates, and releases once they are answered', async () => {
  document.body.innerHTML = '<div id="root"><main>server markup</main></div>';
  vi.resetModules();
  const { appStorage, releaseSavedState, zustandStorage } = await import('./storage');
  await appStorage.setItem('fairline-slip', '{"state":{"stake":"400"}}');
  let read: string | null | undefined;
  void zustandStorage.getItem('fairline-slip').then((value) => {
    read = value;
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(read).toBeUndefined();
  await releaseSavedState();
  expect(read).toBe('{"state":{"stake":"400"}}');
});
