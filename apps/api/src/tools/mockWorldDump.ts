import { writeMockWorldDump } from '../mockBackend/world';

/** `npm run mock-world`: the mocks' world as PGlite's data directory, which Storybook's mock backend loads. */
const file = process.argv[2];
if (!file) {
  console.error('Uso: mockWorldDump.ts <file .tar.gz>');
  process.exit(1);
}
const started = Date.now();
await writeMockWorldDump(file);
console.log(`Mondo dei mock scritto in ${file} (${Date.now() - started} ms)`);
