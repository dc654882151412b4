// Seed content of the information pages, in the order the spec lists them.
import { INFORMATION_PAGES } from '@fairline/shared/routing';
import { BETTING_GUIDE_PAGES } from './betting-guide';
import { BETTING_RULES_PAGES } from './betting-rules';
import { CALCULATOR_PAGES } from './calculators';
import { COMPANY_PAGES } from './company';
import { COMPLIANCE_PAGES } from './compliance';
import { LEGAL_PAGES } from './legal';
import { PAYMENT_PAGES } from './payments';
import { SAFETY_PAGES } from './safety';
import type { InformationPageSeed } from './types';

export { toInformationPageRows } from './rows';
export type { InformationBlock, InformationBlockType, InformationLanguage, InformationPageSeed } from './types';

const specPosition = (page: InformationPageSeed) => INFORMATION_PAGES.indexOf(page.key);

// Sorted rather than looked up by key, so a page defined twice stays visible to the tests.
export const INFORMATION_PAGES_SEED: readonly InformationPageSeed[] = [
  ...COMPANY_PAGES,
  ...BETTING_RULES_PAGES,
  ...BETTING_GUIDE_PAGES,
  ...CALCULATOR_PAGES,
  ...PAYMENT_PAGES,
  ...LEGAL_PAGES,
  ...COMPLIANCE_PAGES,
  ...SAFETY_PAGES,
].sort((a, b) => specPosition(a) - specPosition(b));
