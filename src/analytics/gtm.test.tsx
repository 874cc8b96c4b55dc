import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GTM_INIT_SCRIPT_HASH } from './gtmHash'

// next/script adds inline scripts at run time, where the CSP's hash list decides. The package is
// CommonJS: its require('next/script') is answered from Node's module cache with a stand-in that
// records what @next/third-parties' GoogleTagManager asks it to add.
type ScriptProps = { id?: string; src?: string; dangerouslySetInnerHTML?: { __html: string } }
const require = createRequire(import.meta.url)

function renderedScripts(props: { gtmId: string; gtmScriptUrl?: string }): ScriptProps[] {
  const scripts: ScriptProps[] = []
  const scriptPath = require.resolve('next/script')
  const gtmPath = require.resolve('@next/third-parties/google')
  const saved = { script: require.cache[scriptPath], gtm: require.cache[gtmPath] }
  const stand = {
    exports: { __esModule: true, default: (p: ScriptProps) => (scripts.push(p), null) },
  }
  require.cache[scriptPath] = stand as unknown as NodeJS.Module
  delete require.cache[gtmPath]
  // Its modules load again, against the stand-in (dist/google/gtm.js beside the entry).
  for (const key of Object.keys(require.cache)) {
    if (key.startsWith(gtmPath.replace(/index\.js$/, ''))) delete require.cache[key]
  }
  try {
    const { GoogleTagManager } = require('@next/third-parties/google')
    renderToStaticMarkup(createElement(GoogleTagManager, props))
  } finally {
    require.cache[scriptPath] = saved.script
    for (const key of Object.keys(require.cache)) {
      if (key.startsWith(gtmPath.replace(/index\.js$/, ''))) delete require.cache[key]
    }
    if (saved.gtm) require.cache[gtmPath] = saved.gtm
  }
  return scripts
}

describe('the tag manager’s inline script', () => {
  it('is the one whose hash the Content-Security-Policy allows', () => {
    const scripts = renderedScripts({
      gtmId: 'GTM-TEST1',
      gtmScriptUrl: 'http://127.0.0.1:4000/gtm.js',
    })
    const inline = scripts.filter((s) => s.dangerouslySetInnerHTML)
    expect(inline).toHaveLength(1)
    const text = inline[0]!.dangerouslySetInnerHTML!.__html
    const hash = `sha256-${createHash('sha256').update(text).digest('base64')}`
    expect(hash).toBe(GTM_INIT_SCRIPT_HASH)
    // The container itself comes from the configured address, with its id.
    expect(scripts.find((s) => s.src)?.src).toBe('http://127.0.0.1:4000/gtm.js?id=GTM-TEST1')
  })
})
