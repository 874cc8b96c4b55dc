// Runs after `npm install` (package.json "postinstall"). styled-components 6.6 renders a server
// component's CSS as an inline <style> just before each instance's element: home carried 197 such
// tags (65 different, ~66 KB raw), and `:first-child` or `a + b` selectors needed stylisPluginRSC
// to step over them. This gives those <style> elements React 19's `href` and `precedence`, so
// React writes each one once, all in one <style data-precedence="sc"> in the head, and the
// browser's React finds them there (no hydration difference). The figures are in the README
// (Performance). styled-components 6.3 did the same before 6.4 went back to inline tags, because a
// server component styling a client component's class then lost ties to the client's head styles;
// no component here does that (every route snapshot is unchanged), and `e2e/routes.spec.ts`
// checks the single style element.
//
// Idempotent; exits non-zero when the code it patches is not found (a new styled-components
// version: look again before changing the pattern).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const root = path.dirname(require.resolve('styled-components/package.json'))
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))

// The server builds only: the browser builds never render server components.
const files = ['dist/styled-components.esm.js', 'dist/styled-components.cjs.js']

// createElement("style",{[SC_ATTR]:"",key:"sc-"+style.componentId,children:css}),map&&map.set(styleKey,
const pattern =
  /createElement\("style",\{\[\w+\]:"",(key:"sc-"\+\w+\.componentId,children:\w+)\}\),(\w+)&&\2\.set\((\w+),/
const marker = 'precedence:"sc"'

let failed = false
for (const file of files) {
  const full = path.join(root, file)
  const source = readFileSync(full, 'utf8')
  if (source.includes(marker)) continue
  const patched = source.replace(
    pattern,
    // styleKey is "componentId className"; React's href may not hold spaces.
    (_, rest, map, key) =>
      `createElement("style",{href:${key}.replace(/ /g,"-"),${marker},${rest}}),${map}&&${map}.set(${key},`,
  )
  if (patched === source) {
    console.error(
      `patch-styled-components: the server <style> element of styled-components ${version} was not found in ${file}`,
    )
    failed = true
    continue
  }
  writeFileSync(full, patched)
  console.log(
    `patch-styled-components: ${file} (${version}) writes server styles once, in the head`,
  )
}
if (failed) process.exit(1)
