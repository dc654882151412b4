// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyBrandUiDefaults, useUiSettings } from './ui-settings-store';

const initial = useUiSettings.getState();
beforeEach(() => useUiSettings.setState({ ...initial, theme: 'light', fontSize: 'm', compact: false, chosen: false }));
afterEach(() => useUiSettings.setState(initial));

describe('the brand’s view defaults (customization.defaultTheme, defaultFontSize, isCompactViewDefault)', () => {
  it('gives a visitor who has not chosen the brand’s theme, font size and compact view', async () => {
    await applyBrandUiDefaults({ theme: 'dark', fontSize: 'l', compact: true });
    expect(useUiSettings.getState()).toMatchObject({ theme: 'dark', fontSize: 'l', compact: true });
    expect(document.documentElement.dataset).toMatchObject({ theme: 'dark', fontSize: 'l', compact: 'true' });
  });

  it('keeps a visitor’s own choice over the brand’s default', async () => {
    useUiSettings.getState().setTheme('light');
    useUiSettings.getState().setFontSize('s');
    await applyBrandUiDefaults({ theme: 'dark', fontSize: 'l', compact: true });
    expect(useUiSettings.getState()).toMatchObject({ theme: 'light', fontSize: 's', chosen: true });
  });
});
