// @vitest-environment jsdom
import { type SiteConfigInput, sanitizeSiteConfig } from '@fairline/shared/config';
import { formatMoney, setMoneyTemplate } from '@fairline/shared/money/format-money';
import { minor } from '@fairline/shared/money/minor';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiSettings } from '../features/ui-settings';
import { dateTimeFormat, setTwelveHourClock } from '../lib/clock';
import { applySiteDisplay } from './site-display';

const GB = 85;
const KZ = 4;
const site = (raw: SiteConfigInput, countryId = KZ) => ({
  geo: { countryId, countryCode: 'xx' },
  settings: sanitizeSiteConfig(raw),
});
const evening = Date.UTC(2026, 0, 5, 21, 5);
const clock = () => dateTimeFormat('en', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(evening);

afterEach(() => {
  setMoneyTemplate(undefined);
  setTwelveHourClock(undefined);
});

describe('applySiteDisplay', () => {
  it('makes every amount follow the brand’s amountTemplate', () => {
    applySiteDisplay(site({ application: { amountTemplate: '{currency} {value}' } }));
    expect(formatMoney(minor(500000), { currencySymbol: '₸', locale: 'en' })).toBe('₸ 5,000.00');
    applySiteDisplay(site({}));
    expect(formatMoney(minor(500000), { currencySymbol: '₸', locale: 'en' })).toBe('5,000.00 ₸');
  });

  it('puts visitors from a 12-hour-clock country on the 12-hour clock, others on the 24-hour clock', () => {
    const raw = { betting: { twelveHourClockCountries: [GB] } };
    applySiteDisplay(site(raw, GB));
    expect(clock()).toBe('09:05 PM');
    applySiteDisplay(site(raw, KZ));
    expect(clock()).toBe('21:05');
  });

  it('gives a visitor who has not chosen the brand’s theme, font size and compact view', async () => {
    useUiSettings.setState({ chosen: false });
    applySiteDisplay(
      site({ customization: { defaultTheme: 'dark', defaultFontSize: 'xl', isCompactViewDefault: true } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useUiSettings.getState()).toMatchObject({ theme: 'dark', fontSize: 'xl', compact: true });
  });
});
