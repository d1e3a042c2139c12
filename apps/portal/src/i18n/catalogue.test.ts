import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Catalogue = { [key: string]: string | Catalogue };

const load = (language: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${language}.json`, import.meta.url), 'utf8'));

const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const valuesOf = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));

describe('the portal texts at /assets/i18n/{lang}.json', () => {
  it('has every Italian text in English too, and no English text without an Italian one', () => {
    expect(keysOf(load('en')).sort()).toEqual(keysOf(load('it')).sort());
  });

  it('has no empty text', () => {
    for (const language of ['it', 'en']) expect(valuesOf(load(language))).not.toContain('');
  });

  it('uses the same interpolation variables in both languages', () => {
    const it = load('it');
    const en = load('en');
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const lookup = (catalogue: Catalogue, key: string) =>
      key
        .split('.')
        .reduce<string | Catalogue | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          catalogue,
        );
    for (const key of keysOf(it)) {
      expect(variables(String(lookup(en, key))), key).toEqual(variables(String(lookup(it, key))));
    }
  });
});
