import { defineConfig } from 'tsup';

// The server ships as one bundle (and its chunks): workspace packages are inlined from their sources, so
// `npm start` never depends on the published build of @cet-portal/api-client. The bench's seeder
// imports `integratedDates` to fill the integration dates with the server's own statement; the deployable
// bundle's `server.mjs admin …` runs `adminCommand`, and `server.mjs documents …` `documentsCommand`.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    integratedDates: 'src/db/queries/integratedDates.ts',
    adminCommand: 'src/tools/adminCommand.ts',
    documentsCommand: 'src/tools/documentsCommand.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@cet-portal\//],
  esbuildOptions(options) {
    options.conditions = ['@cet-portal/source', 'import', 'default'];
  },
});
