// Runs after `npm install` (package.json "postinstall"); next.config.ts calls
// assertStyledComponentsPatched() so that no build, dev server or start runs without it.
//
// styled-components 6.6 renders a server component's CSS as an inline <style> just before each
// instance's element: home carried 197 such tags (65 different, ~66 KB raw), and `:first-child`
// or `a + b` selectors needed stylisPluginRSC to step over them. This gives those <style>
// elements React 19's `href` and `precedence`, so React writes each one once, all in one
// <style data-precedence="sc"> in the head, and the browser's React finds them there (no
// hydration difference). The figures are in the README (Performance).
//
// What changes in the cascade: server components' rules now come before the styled-components
// registry's <style> (client components), as they do in Storybook, where every rule is injected in
// the order the components are defined; before, they came after it. styled-components 6.3 hoisted
// like this and 6.4 went back to inline tags because a server component restyling a client
// component (styled(ClientComponent)) then lost ties to the client's rules (styled-components
// #5672); no server component here restyles a client one. `e2e/routes.spec.ts` checks the single
// head style, and every route snapshot passed unchanged.
//
// The patched call is styled-components' own key, `componentId + ' ' + class names` (each level
// of a styled() chain has its own class name, a hash of its CSS), so one href is one CSS text;
// React's href may hold no spaces. Its `data-styled` attribute goes: React drops other props of a
// hoisted <style>, and styled-components' client looks for `style[data-styled]` as its own.
//
// Only the version below is patched, and only when the call is found exactly once in each file:
// anything else fails the install (look again before changing the pattern).
import { patchWhenRun, unpatchedFiles as unpatched } from './lib/patch-package.mjs'

export const PATCHED_VERSION = '6.6.0'

/** @type {import('./lib/patch-package.d.mts').PackagePatch} */
export const PATCH = {
  name: 'styled-components',
  version: PATCHED_VERSION,
  // The server builds only: the browser builds never render server components.
  files: ['dist/styled-components.esm.js', 'dist/styled-components.cjs.js'],
  // createElement("style",{[SC_ATTR]:"",key:"sc-"+style.componentId,children:css}),map&&map.set(styleKey,
  original:
    /createElement\("style",\{\[\w+\]:"",(key:"sc-"\+\w+\.componentId,children:\w+)\}\),(\w+)&&\2\.set\((\w+),/g,
  patched:
    /createElement\("style",\{href:(\w+)\.replace\(\/ \/g,"-"\),precedence:"sc",key:"sc-"\+\w+\.componentId,children:\w+\}\),(\w+)&&\2\.set\(\1,/g,
  replace: (_, rest, map, key) =>
    `createElement("style",{href:${key}.replace(/ /g,"-"),precedence:"sc",${rest}}),${map}&&${map}.set(${key},`,
  what: 'writes server styles once, in the head',
}

/** Where the installed styled-components is not as this patch leaves it, and why. */
export const unpatchedFiles = () => unpatched(PATCH)

export function assertStyledComponentsPatched() {
  const problems = unpatchedFiles()
  if (problems.length)
    throw new Error(
      `styled-components is not patched (${problems.join('; ')}): run npm install, which runs scripts/patch-styled-components.mjs`,
    )
}

patchWhenRun(import.meta.url, 'patch-styled-components', PATCH)
