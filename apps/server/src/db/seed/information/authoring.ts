// Pages are written as one string per block so that long texts stay one source line each (an object
// literal per block would be wrapped by the formatter into four lines). A leading marker gives the type.
import type { InformationBlock, InformationLanguage, InformationPageSeed } from './types';

const MARKERS = [
  ['## ', 'h2'],
  ['- ', 'li'],
  ['! ', 'note'],
] as const;

/** Turns marked lines ('## ' heading, '- ' list item, '! ' note, anything else a paragraph) into blocks. */
export function parseBlocks(lines: readonly string[]): InformationBlock[] {
  return lines.map((line) => {
    for (const [marker, type] of MARKERS) {
      if (line.startsWith(marker)) return { type, text: line.slice(marker.length).trim() };
    }
    return { type: 'p', text: line.trim() };
  });
}

export interface InformationPageSource {
  readonly key: InformationPageSeed['key'];
  readonly title: InformationPageSeed['title'];
  readonly text: Readonly<Record<InformationLanguage, readonly string[]>>;
}

/** Builds a page seed from its marked lines in every language. */
export function definePage(source: InformationPageSource): InformationPageSeed {
  return {
    key: source.key,
    title: source.title,
    blocks: { ru: parseBlocks(source.text.ru), en: parseBlocks(source.text.en), ar: parseBlocks(source.text.ar) },
  };
}
