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
  // The CLI's commands that load sanity.config.ts in Node (here `sanity schema extract`, in
  // `npm run typegen`; also `schema validate`, `schema deploy`, `manifest extract`, `graphql
  // deploy`, `documents validate`, `deploy`) run it through Vite with every dependency inlined
  // (`ssr.noExternal: true`): Vite transformed all of `sanity` and its dependencies on each run,
  // ~29 s of CPU. Node loads them as they are (~7 s, the same schema.json byte for byte); only the
  // CLI's own packages (@sanity/cli, -core, -build: their task imports this project's TypeScript
  // config) stay inlined. Only on those exact defaults: the Studio's own builds (`sanity dev`,
  // `sanity build`) are not SSR builds and keep the CLI's settings.
  vite: (config, { isSsrBuild }) =>
    isSsrBuild && config.ssr?.noExternal === true
      ? {
          ...config,
          ssr: { ...config.ssr, noExternal: [/(^|[\\/])@sanity[\\/]cli(-[a-z]+)?([\\/]|$)/] },
        }
      : config,
})
