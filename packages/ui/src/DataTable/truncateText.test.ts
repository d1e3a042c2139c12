import { describe, expect, it } from 'vitest';
import { truncateText } from './truncateText';

describe('truncateText', () => {
  it('keeps a text of exactly 32 characters whole', () => {
    const text = 'a'.repeat(32);
    expect(truncateText(text, 32)).toBe(text);
  });

  it('cuts a text of 33 characters at 32 and adds three dots', () => {
    expect(truncateText(`${'a'.repeat(32)}b`, 32)).toBe(`${'a'.repeat(32)}...`);
  });

  it('counts an emoji as one character, never splitting it in half', () => {
    expect(truncateText('Studio 🧪 di fase due', 8)).toBe('Studio 🧪...');
  });

  it('cuts from a threshold of 32 a text of exactly 32 characters, and keeps one of 31 whole', () => {
    const exact = 'b'.repeat(32);
    expect(truncateText(exact, 32, 32)).toBe(`${exact}...`);
    expect(truncateText('b'.repeat(31), 32, 32)).toBe('b'.repeat(31));
  });
});
