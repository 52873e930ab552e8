import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes the next versioned SQL migration from src/store/schema.ts into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './drizzle',
});
