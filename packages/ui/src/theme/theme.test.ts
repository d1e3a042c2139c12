import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createTheme, theme } from './theme';

describe('theme', () => {
  it('uses the PA blue as primary colour', () => {
    expect(theme.color.primary).toBe('#0066CC');
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
    expect(theme.color.primary).toBe('#0066CC');
  });
});
