// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';

const pending: ((content: Record<string, string>) => void)[] = [];
vi.mock('./dictionary-loader', () => ({
  loadDictionary: () => new Promise((resolve) => pending.push(resolve)),
}));

// A switch right after the first page load: the first page's call still loads the English fallback
// when the player picks English, and that older load ends last; the language asked for last wins.
it('a slow load of an earlier language does not switch back to it', async () => {
  const { changeLanguage, startLanguage } = await import('./i18n');
  const { translator } = await import('../../lib/i18n');
  startLanguage('ru', { main: { 'home.title': 'Ставки' } });
  const first = changeLanguage('ru'); // the Russian page's own call: loads the fallback
  const second = changeLanguage('en'); // the player's switch: loads English too
  pending[1]?.({ 'home.title': 'Bets' });
  await second;
  expect(translator.language).toBe('en');
  pending[0]?.({ 'home.title': 'Bets' });
  await first;
  expect(translator.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});
