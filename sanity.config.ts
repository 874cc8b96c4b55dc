// Sanity Studio configuration. The schema lives in src/sanity/schema (see docs/content-model.md).
// Also loaded by the CLI in Node (`sanity schema extract`), so nothing browser-only at top level.
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool, type StructureResolver } from 'sanity/structure'

import { presentationOptions } from './src/sanity/presentation'
import { isSingletonType, schemaTypes } from './src/sanity/schema'

/**
 * Reads one env var in every place this file runs: Node (CLI), Next (inlines NEXT_PUBLIC_*) and a
 * standalone Studio bundle (inlines SANITY_STUDIO_*; other names may not exist there). Each access
 * stays a literal `process.env.X` so the bundlers can replace it.
 */
function readEnv(read: () => string | undefined): string | undefined {
  try {
    return read() || undefined
  } catch {
    return undefined
  }
}

// 'embedded' is a placeholder for the in-repo dataset: the Studio needs a well-formed id to load.
const projectId =
  readEnv(() => process.env.NEXT_PUBLIC_SANITY_PROJECT_ID) ??
  readEnv(() => process.env.SANITY_STUDIO_PROJECT_ID) ??
  'embedded'
const dataset =
  readEnv(() => process.env.NEXT_PUBLIC_SANITY_DATASET) ??
  readEnv(() => process.env.SANITY_STUDIO_DATASET) ??
  'migration'
// The site the Presentation tool previews: its draft-mode route must be reachable from the
// editor's browser (README, "For editors: the Presentation tool").
const previewUrl =
  readEnv(() => process.env.SANITY_STUDIO_PREVIEW_URL) ??
  readEnv(() => process.env.NEXT_PUBLIC_SITE_URL) ??
  'http://localhost:3000'

/** Singletons open as one editor each; collections are listed below them. */
const structure: StructureResolver = (S) => {
  const singleton = (typeName: string, title: string) =>
    S.listItem()
      .title(title)
      .id(typeName)
      .schemaType(typeName)
      .child(S.document().schemaType(typeName).documentId(typeName).title(title))

  return S.list()
    .title('Content')
    .items([
      S.documentTypeListItem('page').title('Pages'),
      S.documentTypeListItem('formDocument').title('Forms'),
      S.documentTypeListItem('theme').title('Themes'),
      S.documentTypeListItem('redirect').title('Redirects'),
      S.divider(),
      singleton('header', 'Header'),
      singleton('footer', 'Footer'),
      singleton('promo', 'Promo bar'),
      singleton('siteSettings', 'Site settings'),
    ])
}

// Singletons can be edited and published, never created again, duplicated or deleted.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Marketing site',
  projectId,
  dataset,
  basePath: '/studio',
  plugins: [structureTool({ structure }), presentationTool(presentationOptions(previewUrl))],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !isSingletonType(schemaType)),
  },
  document: {
    actions: (actions, context) =>
      isSingletonType(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
  },
})
