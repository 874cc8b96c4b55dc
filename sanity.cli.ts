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
    schema: './schema.json',
    generates: './sanity.types.ts',
    overloadClientMethods: true,
  },
})
