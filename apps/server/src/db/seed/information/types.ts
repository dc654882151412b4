// Shape of an information page as seeded: one title and one list of blocks per UI language.
import type { SUPPORTED_UI_LANGUAGES } from '@fairline/shared/lookups/languages';
import type { InformationPage } from '@fairline/shared/routing';

export type InformationLanguage = (typeof SUPPORTED_UI_LANGUAGES)[number];

export type InformationBlockType = 'h2' | 'p' | 'li' | 'note';

/** Plain text only; consecutive 'li' blocks render as one list. */
export interface InformationBlock {
  readonly type: InformationBlockType;
  readonly text: string;
}

export interface InformationPageSeed {
  readonly key: InformationPage;
  readonly title: Readonly<Record<InformationLanguage, string>>;
  readonly blocks: Readonly<Record<InformationLanguage, readonly InformationBlock[]>>;
}
