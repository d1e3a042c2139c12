import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createTheme, DEFAULT_PRIMARY, darken, theme, themeFor } from './theme';

describe('theme', () => {
  it("uses a neutral slate as primary colour, not the central administrations' PA blue", () => {
    expect(theme.color.primary).toBe('#435A70');
    expect(theme.color.primary).not.toBe('#0066CC');
    expect(contrastRatio(theme.color.primary, '#FFFFFF')).toBeCloseTo(7.15, 2);
  });

  it.each([
    'text',
    'textMuted',
    'primary',
    'primaryHover',
    'danger',
    'success',
    'warning',
    'neutral',
  ] as const)('keeps %s at 4.5:1 or more on the background and on surfaces', (token) => {
    expect(contrastRatio(theme.color[token], theme.color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.color[token], theme.color.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text readable on the primary colour', () => {
    expect(contrastRatio(theme.color.onPrimary, theme.color.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('lets another region override some tokens and keep the rest', () => {
    const region = createTheme({ color: { primary: '#7A1F3D' } });
    expect(region.color.primary).toBe('#7A1F3D');
    expect(region.color.text).toBe(theme.color.text);
    expect(region.space).toEqual(theme.space);
    expect(theme.color.primary).toBe(DEFAULT_PRIMARY);
  });
});

describe('themeFor', () => {
  it("makes a region's theme from its primary colour, deriving the darker shades and keeping every other token", () => {
    const region = themeFor('#7a1f3d');
    expect(region.color.primary).toBe('#7A1F3D');
    expect(region.color.primaryHover).toBe('#5C172E');
    expect(region.color.focusRing).toBe('#5C172E');
    expect(region.color.text).toBe(theme.color.text);
    expect(region.font).toEqual(theme.font);
    expect(region.space).toEqual(theme.space);
  });

  it('gives the base theme for its own default colour', () => {
    expect(themeFor(DEFAULT_PRIMARY)).toEqual(theme);
  });

  it.each(['#0066CC', '#7A1F3D', '#00804D', '#767676'])(
    'keeps white text readable on %s and on its darker shade, and its focus ring visible (3:1)',
    (primary) => {
      const region = themeFor(primary);
      expect(contrastRatio(region.color.onPrimary, region.color.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(region.color.onPrimary, region.color.primaryHover)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(region.color.focusRing, region.color.background)).toBeGreaterThanOrEqual(3);
    },
  );

  it('ignores a value that is not #RRGGBB, so that no setting can write into the styles', () => {
    expect(themeFor('red;} body {display:none')).toBe(theme);
    expect(themeFor('#FFF')).toBe(theme);
  });

  it('darkens a colour toward black by the given amount', () => {
    expect(darken('#FFFFFF', 0.5)).toBe('#808080');
    expect(darken('#435A70', 0)).toBe('#435A70');
  });
});
