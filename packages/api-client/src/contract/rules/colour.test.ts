import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrast, primaryColourProblem } from './colour';

describe('the primary colour rule', () => {
  it('measures contrast as WCAG 2.1 does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('accepts a colour that carries white text at 4.5:1 or more, in either case', () => {
    expect(primaryColourProblem('#435A70')).toBeNull();
    expect(primaryColourProblem('#7a1f3d')).toBeNull();
    expect(primaryColourProblem('#767676')).toBeNull();
  });

  it('refuses a colour below 4.5:1 with white text, saying the ratio in Italian, rounded down', () => {
    expect(primaryColourProblem('#777777')).toBe(
      'Il colore principale #777777 ha un contrasto di 4,4:1 con il testo bianco dei pulsanti: ne serve almeno 4,5:1 (WCAG 2.1 AA). Scegli un colore più scuro.',
    );
    expect(primaryColourProblem('#ffcc00')).toContain('#FFCC00 ha un contrasto di 1,5:1');
  });

  it('refuses anything but #RRGGBB', () => {
    for (const value of ['blu', '#FFF', '435A70', '#435A70;', 'rgb(0,0,0)']) {
      expect(primaryColourProblem(value)).toBe(
        'Il colore principale deve essere esadecimale nel formato #RRGGBB',
      );
    }
  });

  it('never rounds a ratio just below the threshold up to it', () => {
    expect(formatContrast(4.499)).toBe('4,4:1');
    expect(formatContrast(7.15)).toBe('7,1:1');
  });
});
