import { definePage } from '../../routes/definePage';

/** /documentation: the committee's documents and forms, for anyone. */
export const route = definePage({
  path: 'documentation',
  access: 'public',
  Page: async () => (await import('./DocumentationPage')).DocumentationPage,
});
