import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSiteCss, cssRules, SITE_CSS_PREFIX, siteStylesheet, withSiteCss } from './siteCss.mjs'

/** styled-components' style as it writes one on the server: pieces, each group's marker after. */
const END = '/*!sc*/\n'
const marker = (group: number, id: string, names: string) =>
  `data-styled.g${group}[id="${id}"]{content:"${names},"}`
const clientStyle = (...pieces: string[]) =>
  `<style data-styled="" data-styled-version="6.6.0">${pieces.map((p) => p + END).join('')}</style>`
const serverStyle = (hrefs: string, css: string) =>
  `<style data-precedence="sc" data-href="${hrefs}">${css}</style>`
const page = (head: string, body = '<p>x</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/f.css" data-precedence="next"/>${head}<title>t</title></head><body>${body}</body></html>`

/** A page with both styles: its server rules, and one client rule (class `name`) and the globals. */
const pageWith = (hrefs: string, serverCss: string, clientRule: string, name: string) =>
  page(
    serverStyle(hrefs, serverCss) +
      clientStyle(clientRule, marker(1, 'sc-c', name), ':root{--a:1}', marker(2, 'sc-g', 'g1')),
  )
const home = pageWith(
  'sc-a-0-x sc-b-0-y',
  '.x{color:red}@media (min-width:768px){.x{color:blue}}.y{margin:0}',
  '.c1{display:flex}',
  'c1',
)
const about = pageWith(
  'sc-b-0-y sc-d-0-z',
  '.y{margin:0}.z::before{content:"}{"}',
  '.c2{display:grid}',
  'c2',
)

describe('cssRules', () => {
  it('splits a sheet into its top-level rules, @media blocks whole', () => {
    expect(cssRules('.a{x:1}@media (min-width:1px){.a{x:2}.b{y:1}}.c{z:0}')).toEqual([
      '.a{x:1}',
      '@media (min-width:1px){.a{x:2}.b{y:1}}',
      '.c{z:0}',
    ])
  })

  it('reads over braces in strings and comments', () => {
    expect(cssRules('.a::before{content:"}{\\""}/* } */.b{c:\'{\'}')).toEqual([
      '.a::before{content:"}{\\""}',
      "/* } */.b{c:'{'}",
    ])
  })

  it('takes nothing from a sheet whose braces do not balance', () => {
    expect(cssRules('.a{x:1')).toBeNull()
    expect(cssRules('.a{x:1}}')).toBeNull()
    expect(cssRules('.a{content:"}')).toBeNull()
    expect(cssRules('.a{x:1}.b')).toBeNull()
  })
})

describe('buildSiteCss', () => {
  it('holds every page’s server rules, then their client pieces, each once, in first-seen order', () => {
    const sheet = buildSiteCss([home, about])
    expect([...sheet.server]).toEqual([
      '.x{color:red}',
      '@media (min-width:768px){.x{color:blue}}',
      '.y{margin:0}',
      '.z::before{content:"}{"}',
    ])
    // Markers are per page (which classes a page has): never in the stylesheet.
    expect([...sheet.client]).toEqual(['.c1{display:flex}', ':root{--a:1}', '.c2{display:grid}'])
    expect(sheet.css).toBe(
      '.x{color:red}@media (min-width:768px){.x{color:blue}}.y{margin:0}.z::before{content:"}{"}\n' +
        '.c1{display:flex}\n:root{--a:1}\n.c2{display:grid}',
    )
  })

  it('reads only the head', () => {
    const sheet = buildSiteCss([page('', serverStyle('sc-q-0-q', '.q{a:b}'))])
    expect(sheet.css).toBe('')
  })
})

describe('withSiteCss', () => {
  const sheet = { ...buildSiteCss([home, about]), href: `${SITE_CSS_PREFIX}0123456789abcdef.css` }

  it('links the stylesheet before the styles, which keep their hrefs and markers and lose their CSS', () => {
    expect(withSiteCss(home, sheet)).toBe(
      page(
        `<link rel="stylesheet" href="${sheet.href}"/>` +
          serverStyle('sc-a-0-x sc-b-0-y', '') +
          clientStyle(marker(1, 'sc-c', 'c1'), marker(2, 'sc-g', 'g1')),
      ),
    )
  })

  it('keeps inline, after the link, what the stylesheet lacks (a page regenerated later)', () => {
    const regenerated = pageWith(
      'sc-a-0-x sc-e-0-n',
      '.x{color:red}.n{gap:1px}',
      '.c3{order:1}',
      'c3',
    )
    expect(withSiteCss(regenerated, sheet)).toBe(
      page(
        `<link rel="stylesheet" href="${sheet.href}"/>` +
          serverStyle('sc-a-0-x sc-e-0-n', '.n{gap:1px}') +
          clientStyle('.c3{order:1}', marker(1, 'sc-c', 'c3'), marker(2, 'sc-g', 'g1')),
      ),
    )
  })

  it('leaves a page as it is when the stylesheet holds none of its CSS, or there is none', () => {
    const other = page(
      serverStyle('sc-o-0-o', '.o{a:b}') + clientStyle('.c9{a:b}', marker(1, 'sc-c', 'c9')),
    )
    expect(withSiteCss(other, sheet)).toBe(other)
    expect(withSiteCss(home, null)).toBe(home)
    // A server style whose braces do not balance is left whole.
    const broken = page(serverStyle('sc-a-0-x', '.x{color:red}.y{'))
    expect(withSiteCss(broken, sheet)).toBe(broken)
  })

  it('links it before the client style on a page without server styles', () => {
    const clientOnly = page(clientStyle(':root{--a:1}', marker(2, 'sc-g', 'g1')))
    expect(withSiteCss(clientOnly, sheet)).toBe(
      page(`<link rel="stylesheet" href="${sheet.href}"/>` + clientStyle(marker(2, 'sc-g', 'g1'))),
    )
  })
})

describe('siteStylesheet', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const build = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-css-'))
    dirs.push(dir)
    for (const [name, html] of Object.entries(files)) {
      const file = path.join(dir, 'app', name)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, html)
    }
    return dir
  }

  it('is the stylesheet of the pages the build generated, at an address made of its text', () => {
    const serverDir = build({ 'index.html': home, 'blog/post.html': about, 'index.rsc': 'x' })
    const sheet = siteStylesheet(serverDir)!
    // Pages in path order: blog/post.html before index.html.
    expect(sheet.css).toBe(buildSiteCss([about, home]).css)
    expect(sheet.href).toMatch(new RegExp(`^${SITE_CSS_PREFIX}[0-9a-f]{16}\\.css$`))
    // Once per build folder: what a later regeneration writes does not change it.
    writeFileSync(
      path.join(serverDir, 'app', 'index.html'),
      page(serverStyle('sc-n-0-n', '.n{a:b}')),
    )
    expect(siteStylesheet(serverDir)).toBe(sheet)
    // Another build with the same pages: the same address.
    const first = sheet.href
    const again = build({ 'blog/post.html': about, 'index.html': home })
    expect(siteStylesheet(again)!.href).toBe(first)
  })

  it('is none with SITE_STYLESHEET=off', () => {
    const serverDir = build({ 'index.html': home })
    process.env.SITE_STYLESHEET = 'off'
    try {
      expect(siteStylesheet(serverDir)).toBeNull()
    } finally {
      delete process.env.SITE_STYLESHEET
    }
    expect(siteStylesheet(serverDir)).not.toBeNull()
  })

  it('is none without generated pages (next dev) and during the build', () => {
    expect(siteStylesheet(build({}))).toBeNull()
    const serverDir = build({ 'index.html': home })
    const phase = process.env.NEXT_PHASE
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      expect(siteStylesheet(serverDir)).toBeNull()
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE
      else process.env.NEXT_PHASE = phase
    }
  })
})
