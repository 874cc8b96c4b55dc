// Sanity CLI configuration: `npm run typegen` extracts the schema to schema.json (gitignored) and
// generates sanity.types.ts from it and from every defineQuery() under src/.
import { defineCliConfig } from 'sanity/cli'

const projectId =
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID || 'embedded'
const dataset =
  process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || 'migration'

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: './src/**/*.{ts,tsx}',
    // scripts/check-typegen.mjs generates into a scratch folder of its own (inside the project,
    // so the output is formatted by the project's Prettier settings).
    schema: process.env.TYPEGEN_SCHEMA || './schema.json',
    generates: process.env.TYPEGEN_OUTPUT || './sanity.types.ts',
    overloadClientMethods: true,
  },
})
