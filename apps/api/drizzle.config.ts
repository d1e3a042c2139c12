import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the migrations the server applies at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
