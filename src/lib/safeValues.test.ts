import { describe, expect, it } from 'vitest'
import { safeColor, safeCssUrl, safeHref, validateSafeHref } from './safeValues'

describe('safeHref (issue 9)', () => {
  it('keeps http(s), mailto, tel, site paths, fragments and queries', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://example.com',
      'mailto:sales@forgeline.example',
      'tel:+441234567890',
      '/pricing',
      '/solutions/enterprise#faq',
      '#top',
      '?utm_source=x',
    ]) {
      expect(safeHref(href), href).toBe(href)
    }
  })

  it('refuses every other scheme, protocol-relative and disguised addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//other.host/path',
      '/\\other.host',
      'file:///etc/passwd',
      'relative/path',
      '',
      null,
      42,
    ]) {
      expect(safeHref(href), String(href)).toBeNull()
    }
  })

  it('is the rule the Studio shows editors', () => {
    expect(validateSafeHref('https://example.com')).toBe(true)
    expect(validateSafeHref('')).toBe(true)
    expect(validateSafeHref('javascript:alert(1)')).toMatch(/https:\/\//)
  })
})

describe('safeColor and safeCssUrl (issue 9)', () => {
  it('lets only hex colours into CSS', () => {
    expect(safeColor('#ec4e02')).toBe('#ec4e02')
    expect(safeColor('#FFF')).toBe('#FFF')
    for (const value of [
      'red',
      'red; background: url(//evil)',
      '#fff;x:y',
      'expression(alert(1))',
    ]) {
      expect(safeColor(value), value).toBeUndefined()
    }
  })

  it('lets only URLs that cannot close url("…") into CSS', () => {
    expect(safeCssUrl('/images/a.svg')).toBe('/images/a.svg')
    expect(safeCssUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg')
    expect(safeCssUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    for (const value of [
      '/a.svg"); background: url("//evil',
      "/a.svg'); x: y",
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      'mailto:a@b.c',
    ]) {
      expect(safeCssUrl(value), value).toBeNull()
    }
  })
})
