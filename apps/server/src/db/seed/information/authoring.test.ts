import { describe, expect, it } from 'vitest';
import { definePage, parseBlocks } from './authoring';

describe('parseBlocks', () => {
  it.each([
    { line: '## Лимиты', block: { type: 'h2', text: 'Лимиты' } },
    { line: '- Тайм-аут', block: { type: 'li', text: 'Тайм-аут' } },
    { line: '! Внимание', block: { type: 'note', text: 'Внимание' } },
    { line: 'Обычный абзац.', block: { type: 'p', text: 'Обычный абзац.' } },
    { line: '-5 is not a list item', block: { type: 'p', text: '-5 is not a list item' } },
    { line: '#hashtag is a paragraph', block: { type: 'p', text: '#hashtag is a paragraph' } },
  ])('reads "$line" as a $block.type block', ({ line, block }) => {
    expect(parseBlocks([line])).toEqual([block]);
  });

  it('keeps the order of the lines', () => {
    expect(parseBlocks(['## A', 'b', '- c', '- d']).map((block) => block.type)).toEqual(['h2', 'p', 'li', 'li']);
  });
});

describe('definePage', () => {
  it('parses every language of a page', () => {
    const page = definePage({
      key: 'about',
      title: { ru: 'О нас', en: 'About', ar: 'من نحن' },
      text: { ru: ['## Р'], en: ['- E'], ar: ['! ع'] },
    });
    expect(page.blocks).toEqual({
      ru: [{ type: 'h2', text: 'Р' }],
      en: [{ type: 'li', text: 'E' }],
      ar: [{ type: 'note', text: 'ع' }],
    });
  });
});
