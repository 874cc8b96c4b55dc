import { defineConfig } from 'drizzle-kit'

// DESIGN §1: one schema and one set of migrations for PGlite and PostgreSQL. `npx drizzle-kit
// generate` writes drizzle/ from the schema; `npm run db:migrate` applies it (scripts/db-migrate.mjs).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/leads/schema.ts',
  out: './drizzle',
})
