// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { hasHtmlTagMark, htmlTagElement } from './marks'
import { RichText } from './RichText'
import { SimpleRichText } from './SimpleRichText'
import { focusTarget, smoothScrollTo, tocScrollOffset } from './TableOfContents/TocLink'

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text, text, marks })
const block = (style: string, text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: `k-${text}`,
  style,
  markDefs: [],
  children: [span(text)],
  ...extra,
})
const tagged = (style: string, text: string, tag: string) =>
  block(style, text, {
    markDefs: [{ _type: 'htmlTag', _key: 't1', tag }],
    children: [span(text, ['t1'])],
  })

describe('htmlTag mark (SPEC §3)', () => {
  it('renders h1–h6 and p as themselves and anything else as a span', () => {
    expect(htmlTagElement('h2')).toBe('h2')
    expect(htmlTagElement('p')).toBe('p')
    expect(htmlTagElement('section')).toBe('span')
    expect(htmlTagElement(undefined)).toBe('span')
  })
  it('detects a block that carries an htmlTag mark', () => {
    expect(hasHtmlTagMark(tagged('display', 'Big', 'h2') as never)).toBe(true)
    expect(hasHtmlTagMark(block('display', 'Big') as never)).toBe(false)
  })
  it('renders such a block as a generic container around the tagged element', () => {
    const { container } = render(<RichText value={[tagged('display', 'Ship faster', 'h2')]} />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Ship faster' })
    expect(heading.parentElement?.tagName).toBe('DIV')
    expect(container.querySelector('p')).toBeNull()
  })
  it('keeps the container rule in simple rich text (no <h2> inside a <p>)', () => {
    const { container } = render(
      <SimpleRichText value={[tagged('normal', 'Promo', 'h2') as never]} />,
    )
    expect(container.querySelector('p h2')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Promo' })).toBeInTheDocument()
  })
})

describe('heading ids (SPEC §2 Rich-text content)', () => {
  it('gives h1/h2 the slug id and other heading variants the hyphenated text', () => {
    render(
      <RichText
        value={[
          block('h2', 'Why agents? Now!'),
          block('h3-headline', 'Plan Then Build'),
          block('normal', 'Body'),
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'why-agents-now')
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('id', 'plan-then-build')
    expect(screen.getByText('Body')).not.toHaveAttribute('id')
  })
})

describe('smoothScrollTo (SPEC §2: 500 ms, offset -100 px)', () => {
  it('ends 100 px above the target after 500 ms', () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    vi.spyOn(performance, 'now').mockReturnValue(1000)
    const target = document.createElement('h2')
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect
    smoothScrollTo(target)
    frames.shift()!(1250)
    const midway = scrollTo.mock.calls.at(-1)![1] as number
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(800)
    frames.shift()!(1500)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800)
    expect(frames).toHaveLength(0)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
})

describe('table of contents target (WCAG 2.4.3, 2.4.11)', () => {
  it('moves focus to the heading itself, made focusable with tabindex -1', () => {
    const heading = document.createElement('h2')
    document.body.append(heading)
    focusTarget(heading)
    expect(heading).toHaveAttribute('tabindex', '-1')
    expect(document.activeElement).toBe(heading)
    heading.remove()
  })

  it('stops 100 px above, or further when the sticky header needs more', () => {
    const html = document.documentElement
    html.style.scrollPaddingTop = '40px'
    expect(tocScrollOffset()).toBe(-100)
    html.style.scrollPaddingTop = '147px'
    expect(tocScrollOffset()).toBe(-147)
    html.style.scrollPaddingTop = ''
    expect(tocScrollOffset()).toBe(-100)
  })
})

describe('CMS values in rich text (issue 9)', () => {
  const marked = (text: string, markDef: Record<string, unknown>) =>
    block('normal', text, {
      markDefs: [{ _key: 'm1', ...markDef }],
      children: [span(text, ['m1'])],
    })

  it('applies a hex colour mark and drops one that would inject CSS', () => {
    render(
      <RichText
        value={[
          marked('Orange words', { _type: 'color', hex: '#ec4e02' }),
          marked('Hostile words', { _type: 'color', hex: 'red; background: url(//evil.example)' }),
        ]}
      />,
    )
    expect(screen.getByText('Orange words')).toHaveStyle({ color: '#ec4e02' })
    expect(screen.getByText('Hostile words').getAttribute('style')).toBeNull()
  })

  it('renders a link annotation with a disallowed scheme as plain text', () => {
    render(
      <RichText
        value={[
          marked('Safe link', {
            _type: 'annotationLink',
            linkType: 'external',
            link: 'https://forgeline.example',
          }),
          marked('Bad link', {
            _type: 'annotationLink',
            linkType: 'external',
            link: 'vbscript:msgbox(1)',
          }),
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: /Safe link/ })).toHaveAttribute(
      'href',
      'https://forgeline.example',
    )
    expect(screen.getByText('Bad link').closest('a')).toBeNull()
  })
})
