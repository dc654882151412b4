import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

describe('translator', () => {
  it('reads the current language, then the English fallback, then shows the key', () => {
    const tr = createTranslator('en');
    tr.addBundle('en', { hello: 'Hello', only: 'Only English' });
    tr.addBundle('ru', { hello: 'Привет' });
    tr.setLanguage('ru');
    expect(tr.t('hello')).toBe('Привет');
    expect(tr.t('only')).toBe('Only English');
    expect(tr.t('missing.key')).toBe('missing.key');
  });

  it('fills {{name}} placeholders and leaves unknown ones visible', () => {
    const tr = createTranslator('en');
    tr.addBundle('en', { greet: '{{brand}} — {{ page }} {{other}}' });
    expect(tr.t('greet', { brand: 'Fairline', page: 2 })).toBe('Fairline — 2 {{other}}');
  });

  it('notifies subscribers when the language or a dictionary changes', () => {
    const tr = createTranslator('en');
    let calls = 0;
    tr.subscribe(() => {
      calls += 1;
    });
    tr.addBundle('ar', { a: 'ب' });
    tr.setLanguage('ar');
    tr.setLanguage('ar');
    expect(calls).toBe(2);
  });
});
