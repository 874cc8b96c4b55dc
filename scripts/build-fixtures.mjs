#!/usr/bin/env node
// Story fixtures from the embedded dataset (STYLE layout: "stories/ … typed CMS fixtures").
//
//   node scripts/build-fixtures.mjs           writes stories/fixtures/pages.json and themes.json
//   node scripts/build-fixtures.mjs --check   exits 1 when either file is stale
//
// The stories get the data the site gets: the real GROQ queries of src/sanity/queries.ts
// (PAGE_QUERY for every published page) evaluated with groq-js over content/dataset.ndjson in the
// published perspective, as src/sanity/embedded.ts does. Nothing is written twice by hand; the
// unit test scripts/build-fixtures.test.ts fails when the committed JSON no longer matches.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { evaluate, parse } from 'groq-js'
import * as prettier from 'prettier'
import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FIXTURE_FILES = {
  pages: path.join(root, 'stories/fixtures/pages.json'),
  themes: path.join(root, 'stories/fixtures/themes.json'),
}

/**
 * The query strings of src/sanity/queries.ts. The module is TypeScript whose only import is
 * next-sanity's defineQuery (an identity function that tags the string for typegen), so it is
 * transpiled and evaluated with that one import replaced.
 */
export async function loadQueries() {
  const source = readFileSync(path.join(root, 'src/sanity/queries.ts'), 'utf8')
  let js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText
  js = js.replace(
    /import\s*\{\s*defineQuery\s*\}\s*from\s*['"]next-sanity['"];?/,
    'const defineQuery = (query) => query;',
  )
  if (/^\s*import\s/m.test(js)) {
    throw new Error(
      'src/sanity/queries.ts imports more than defineQuery: teach scripts/build-fixtures.mjs to load it',
    )
  }
  return import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)
}

/** The published perspective of the dataset: drafts.* documents are left out. */
export function publishedDocuments(ndjson) {
  return ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .filter((doc) => !doc._id.startsWith('drafts.'))
}

async function query(dataset, groq, params = {}) {
  const value = await evaluate(parse(groq, { params }), { dataset, params })
  return value.get()
}

/** Both fixture files' contents, as the JSON text that is committed. */
export async function buildFixtures() {
  const { PAGE_QUERY } = await loadQueries()
  const dataset = publishedDocuments(
    readFileSync(path.join(root, 'content/dataset.ndjson'), 'utf8'),
  )
  const slugs = dataset
    .filter((doc) => doc._type === 'page' && doc.slug?.current)
    .map((doc) => doc.slug.current)
    .sort()
  const pages = {}
  for (const slug of slugs) pages[slug] = await query(dataset, PAGE_QUERY, { slug })
  // The theme documents (for the Storybook toolbar's custom themes), in a stable order.
  const themes = await query(dataset, '*[_type == "theme"] | order(_id asc)')
  // Formatted as Prettier formats the repo, so `prettier --check .` passes on generated files too.
  const options = { ...(await prettier.resolveConfig(FIXTURE_FILES.pages)), parser: 'json' }
  const json = (value) => prettier.format(JSON.stringify(value), options)
  return { pages: await json(pages), themes: await json(themes) }
}

async function main() {
  const check = process.argv.includes('--check')
  const built = await buildFixtures()
  let stale = false
  for (const [name, file] of Object.entries(FIXTURE_FILES)) {
    const rel = path.relative(root, file)
    let current = null
    try {
      current = readFileSync(file, 'utf8')
    } catch {
      // missing: stale
    }
    if (current === built[name]) continue
    if (check) {
      console.error(`${rel} is stale: run node scripts/build-fixtures.mjs`)
      stale = true
    } else {
      writeFileSync(file, built[name])
      console.log(`wrote ${rel}`)
    }
  }
  if (stale) process.exit(1)
  if (check) console.log('Story fixtures are up to date.')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
