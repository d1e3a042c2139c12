import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validators/messages';
import { FORMS_NAMESPACE, formsResources } from './resources';

/** Every key path of a nested message object, e.g. `requestForm.buttons.next`. */
const keyPaths = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the forms namespace', () => {
  const italian = formsResources.it[FORMS_NAMESPACE];
  const english = formsResources.en[FORMS_NAMESPACE];

  it('has an English text for every Italian one, and no more', () => {
    expect(keyPaths(english).sort()).toEqual(keyPaths(italian).sort());
  });

  it('has no empty text', () => {
    for (const messages of [italian, english]) {
      for (const path of keyPaths(messages)) {
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
        expect(text, path).not.toBe('');
      }
    }
  });

  it.each(VALIDATION_MESSAGES)('says what %s means at the top of the namespace', (key) => {
    expect(italian[key]).toEqual(expect.any(String));
  });
});
