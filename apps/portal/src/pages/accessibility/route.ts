import { definePage } from '../../routes/definePage';

/** /accessibilita: the accessibility statement (AgID's model), for anyone. */
export const route = definePage({
  path: 'accessibilita',
  access: 'public',
  Page: async () => (await import('./AccessibilityStatementPage')).AccessibilityStatementPage,
});
