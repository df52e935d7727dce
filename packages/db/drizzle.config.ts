import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from the schema. They are applied by the app through
// drizzle-orm's migrator (see src/migrate.ts), never with `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
