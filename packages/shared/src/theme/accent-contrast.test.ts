import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableShade, textOn, themeAccents } from './accent-contrast';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

const LIGHT_SURFACES = ['#ffffff', '#eef1f5', '#f5f7fa'];
const DARK_SURFACES = ['#0b0f15', '#141a23', '#1a212c'];

describe('the brand accent made readable (WCAG AA 4.5:1)', () => {
  it('measures contrast as WCAG does: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0e9f6e', '#0e9f6e')).toBe(1);
    expect(contrastRatio('#0e9f6e', '#ffffff')).toBeCloseTo(3.39, 2);
  });

  it('darkens Fairline’s green just enough for text on the light surfaces, keeping a readable green', () => {
    const shade = readableShade('#0e9f6e', LIGHT_SURFACES);
    for (const surface of LIGHT_SURFACES) expect(contrastRatio(shade, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(shade, '#0e9f6e')).toBeLessThan(1.8);
  });

  it('any brand colour becomes readable on every light and every dark surface', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const light = readableShade(color, LIGHT_SURFACES);
        const dark = readableShade(color, DARK_SURFACES, AA_TEXT, true);
        return (
          LIGHT_SURFACES.every((s) => contrastRatio(light, s) >= AA_TEXT) &&
          DARK_SURFACES.every((s) => contrastRatio(dark, s) >= AA_TEXT)
        );
      }),
    );
  });

  it('leaves a colour that already reads alone', () => {
    expect(readableShade('#14181f', LIGHT_SURFACES)).toBe('#14181f');
  });

  it('puts white text on a dark accent and dark text on a bright one; on a readable accent, at AA or better', () => {
    expect(textOn('#0b7a55')).toBe('#ffffff');
    expect(textOn('#21c08b')).toBe('#0b0f15');
    fc.assert(
      fc.property(hex, (color) => {
        const light = readableShade(color, LIGHT_SURFACES);
        const dark = readableShade(color, DARK_SURFACES, AA_TEXT, true);
        return contrastRatio(textOn(light), light) >= AA_TEXT && contrastRatio(textOn(dark), dark) >= AA_TEXT;
      }),
    );
  });
});

describe('the accents of the two themes', () => {
  it('give Fairline a readable green with white text, and its bright dark-theme green dark text', () => {
    expect(themeAccents('#0e9f6e', '#21c08b')).toEqual({
      light: { accent: '#0b7c56', text: '#ffffff' },
      dark: { accent: '#21c08b', text: '#0b0f15' },
    });
  });

  it('a brand with one colour gets it in both themes, each made readable', () => {
    const { light, dark } = themeAccents('#f59e0b');
    expect(light?.accent).toBe('#986207');
    expect(dark?.accent).toBe('#f59e0b');
  });
});
