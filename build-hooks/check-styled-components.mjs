// Whether styled-components writes server components' styles as React hoists them
// (patches/styled-components+6.6.0.patch, applied by `npm install`). next.config.ts calls
// assertStyledComponentsPatched() once a build (its runAfterProductionCompile hook, before any page
// is prerendered) and when `next dev` starts, so neither runs without it (`next start` serves a
// build, which bundles the package it checked): unpatched, every styled element would have its
// <style> before it again, and sibling selectors (`:first-child`, `h1 + &`) would miss.
//
// It checks what the package does, not its text: a node process started as React server
// components run (the `react-server` condition, production) loads both server builds (the cjs
// one Node requires, the esm one bundlers take), renders a styled element as React renders a
// forwardRef (`render(props, ref)`) and looks at the <style> it puts before the element.
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

// Run in the child process, with the folder that holds node_modules as its argument.
const PROBE = `
const { createRequire } = require('node:module')
const { pathToFileURL } = require('node:url')
const require_ = createRequire(process.argv[1] + '/')
const describe = (tree) => {
  const style = [tree?.props?.children].flat()[0]
  if (style?.type !== 'style') return 'renders no <style> before the element'
  const { href, precedence } = style.props
  if (typeof href !== 'string' || !precedence)
    return 'renders its <style> without href and precedence (inline, not hoisted by React)'
  if (/\\s/.test(href)) return 'renders a <style> href with a space (React refuses it)'
  return ''
}
const check = (name, styled) => {
  const Box = styled.div\`color: rebeccapurple;\`
  return [name, describe(Box.render({ children: 'x' }, null))]
}
;(async () => {
  const cjs = require_('styled-components')
  const esmPath = require_.resolve('styled-components/dist/styled-components.esm.js')
  const esm = await import(pathToFileURL(esmPath).href)
  const { version } = require_('styled-components/package.json')
  const result = [check('cjs', cjs.default), check('esm', esm.default)]
  process.stdout.write(JSON.stringify({ version, problems: result.filter(([, p]) => p) }))
})().catch((error) => {
  process.stdout.write(JSON.stringify({ error: String(error?.stack ?? error) }))
})
`

/**
 * What is wrong with the styled-components installed under `root` (an empty list when its
 * server builds write hoistable styles).
 * @param {string} [root] the folder whose node_modules holds styled-components
 * @returns {string[]}
 */
export function styledComponentsProblems(root = process.cwd()) {
  const out = execFileSync(process.execPath, ['--conditions=react-server', '-e', PROBE, root], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { version, problems, error } = JSON.parse(out)
  if (error) return [`could not render a styled element: ${error}`]
  return problems.map(([build, problem]) => `styled-components ${version} (${build}) ${problem}`)
}

export function assertStyledComponentsPatched() {
  const root = path.dirname(createRequire(import.meta.url).resolve('../package.json'))
  const problems = styledComponentsProblems(root)
  if (problems.length)
    throw new Error(
      `styled-components is not patched: ${problems.join('; ')}. Run npm install, which applies patches/ (patch-package); see docs/dependencies.md`,
    )
}
