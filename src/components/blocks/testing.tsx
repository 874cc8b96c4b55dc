// Test helpers shared by the block tests: render a block where it lives (inside the page's main
// landmark) and run axe on it. jsdom has no layout, so axe cannot compute colour contrast there;
// that rule runs in the Playwright tier against real pages instead.
import { render, screen, within, type RenderResult } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { expect } from 'vitest'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'
import type {
  CtaBlockValue,
  EmbeddedBlock,
  EmbeddedBlockType,
  IconFeaturesValue,
  TagListValue,
} from './types'

export function renderBlock(ui: ReactElement): RenderResult {
  return render(<main>{ui}</main>, { wrapper: SiteThemeProvider })
}

/**
 * Renders a block and asserts that axe finds nothing in it as first drawn; for tests that then
 * only read the page (one that clicks or waits checks axe itself afterwards).
 */
export async function renderCheckedBlock(ui: ReactElement): Promise<RenderResult> {
  const result = renderBlock(ui)
  expect(await axeViolations(result.container)).toEqual([])
  return result
}

/** Asserts that the block's section heading (an h2) named `name` is shown. */
export function expectBlockHeading(name: string) {
  expect(screen.getByRole('heading', { level: 2, name })).toBeVisible()
}

/**
 * `renderCheckedBlock` for a block with a section heading: also asserts that the heading named
 * `heading` is shown.
 */
export async function renderCheckedHeadedBlock(
  ui: ReactElement,
  heading: string,
): Promise<RenderResult> {
  const result = await renderCheckedBlock(ui)
  expectBlockHeading(heading)
  return result
}

/**
 * The block's one figure and its caption, after asserting that the figcaption's text contains
 * `text`.
 */
export function expectFigureCaption(text: string | RegExp) {
  const figure = screen.getByRole('figure')
  const caption = figure.querySelector('figcaption')
  expect(caption).toHaveTextContent(text)
  return { figure, caption: caption! }
}

/** Asserts that the block draws a theme scope that paints `accent`, and returns the scope. */
export function expectThemeScope(container: Element, accent: string): HTMLElement {
  const scope = container.querySelector<HTMLElement>('[data-theme-scope]')
  expect(scope).not.toBeNull()
  expect(scope!.getAttribute('style')).toContain(accent)
  return scope!
}

/** The items of the one list in the block. */
export function blockListItems(): HTMLElement[] {
  return within(screen.getByRole('list')).getAllByRole('listitem')
}

/** Asserts each attribute of `attributes` on `element`, one expectation per attribute. */
export function expectAttributes(element: Element | null, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) {
    expect(element).toHaveAttribute(name, value)
  }
}

/** Asserts that `ui` renders no markup at all (a block without its content). */
export function expectRendersNothing(ui: ReactElement) {
  const { container } = renderBlock(ui)
  expect(container.querySelector('main')).toBeEmptyDOMElement()
}

/** axe violations in `container`, as "rule: target" lines so a failure names what to fix. */
export async function axeViolations(container: Element): Promise<string[]> {
  // Frames (a map, a video player) are never loaded in jsdom: axe checks the frame element
  // itself (its title) and does not try to reach into it.
  const results = await axe.run(container, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  })
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  )
}

/**
 * What a test writes of a block value: all but its `_type` and `markDefs` (null on every embedded
 * block), and `_key` only where it matters. Omit is spread over the variants of a union.
 */
type BlockFields<B> = B extends unknown
  ? Omit<B, '_type' | '_key' | 'markDefs'> & { _key?: string }
  : never

/** A block value of type `type` as PAGE_QUERY projects it, keyed by its type unless given a key. */
export function blockValue<T extends EmbeddedBlockType>(
  type: T,
  fields: BlockFields<EmbeddedBlock<T>>,
): EmbeddedBlock<T> {
  return { _key: type, _type: type, markDefs: null, ...fields } as unknown as EmbeddedBlock<T>
}

type LinkButtonValue = CtaBlockValue['buttons'][number]

/**
 * A cmsLinkButton as the queries project it: an internal primary button with no target and no
 * theme, but for the fields given.
 */
export function linkButton(
  fields: Pick<LinkButtonValue, '_key' | 'label'> & Partial<LinkButtonValue>,
): LinkButtonValue {
  return {
    _type: 'cmsLinkButton',
    linkType: 'internal',
    internalLink: null,
    externalUrl: null,
    openInNewTab: null,
    style: 'primary',
    theme: null,
    ...fields,
  }
}

type LinkValue = NonNullable<IconFeaturesValue['features'][number]['link']> &
  NonNullable<TagListValue['tags'][number]['link']>

/** A link field as the queries project it: internal, with no target or text, but for `fields`. */
export function linkValue(fields: Partial<LinkValue>): LinkValue {
  return {
    _key: null,
    _type: 'link',
    text: null,
    linkType: 'internal',
    internalLink: null,
    link: null,
    openInNewTab: null,
    ...fields,
  }
}

/** Image asset references from the embedded dataset (content/dataset.ndjson). */
export const fixtureRefs = {
  photo: 'image-8c39608e9606e6b4b53cfa75ea317866a952a4e5-1600x1000-png',
  poster: 'image-e2884fe0e99d663a6f2da562330daf836b3e17da-1920x1080-jpg',
  step: 'image-d33d45ea3e6c0a12206bd5866714aee086c1131a-800x600-png',
  avatar: 'image-9a845f9433d376206e383afba28604eb163a473e-256x256-png',
  iconBolt: 'image-b1703fd66cd84e2217bb8933aa91223cc3c5db0a-48x48-svg',
  iconShield: 'image-42e845f2ffef0c3f77cf7b772dd60cf4ebe20276-48x48-svg',
  iconRocket: 'image-413d1369df79d8e3e6529c0941f238ac634d1c1f-48x48-svg',
  logoKestrel: 'image-36b22f48eb295969eaad3f66fe989e83d4353049-239x48-svg',
  logoJuniper: 'image-83ddfa79b2eb2a61fa99843f9e2786590bab7d71-227x48-svg',
} as const

/** A plain image field (icon, logo) as the queries project it. */
export function iconValue(ref: string) {
  return {
    asset: { _ref: ref, _type: 'reference' as const },
    url: `https://cdn.sanity.io/images/embedded/migration/${ref.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')}`,
  }
}

/** An imageWithAlt value as the queries project it. */
export function imageValue(ref: string, altText: string | null, caption: string | null = null) {
  return {
    _type: 'imageWithAlt' as const,
    altText,
    caption,
    image: {
      asset: { _ref: ref, _type: 'reference' as const },
      crop: null,
      hotspot: null,
      lqip: null,
    },
  }
}

/** A light theme as the queries project a theme reference. */
export const lightTheme = {
  colorAccent: '#c2410c',
  accentBackgroundColor: '#f4f4f5',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  foregroundSecondaryColor: '#4b5563',
}
