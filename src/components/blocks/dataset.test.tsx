// @vitest-environment jsdom
// Every embedded block of the embedded dataset (content/dataset.ndjson), as PAGE_QUERY returns
// it for each page in both perspectives, renders through the block map without throwing, shows
// something, and passes axe.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { PAGE_QUERY_RESULT } from '@/sanity.types'
import { buildPerspective, parseNdjson } from '@/sanity/embedded'
import { PAGE_QUERY } from '@/sanity/queries'
import { blocks } from './registry'
import { axeViolations, renderBlock } from './testing'
import type { ContentItem } from './types'

// embedded.ts guards itself with 'server-only', which throws outside a server bundle.
vi.mock('server-only', () => ({}))

const docs = parseNdjson(
  readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8'),
)
const slugs = [
  ...new Set(
    docs
      .filter((doc) => doc._type === 'page')
      .map((doc) => (doc as { slug?: { current?: string } }).slug?.current)
      .filter((slug): slug is string => !!slug),
  ),
]

async function pageQuery(slug: string, perspective: 'published' | 'drafts') {
  const tree = parse(PAGE_QUERY, { params: { slug } })
  const value = await evaluate(tree, {
    dataset: buildPerspective(docs, perspective),
    params: { slug },
  })
  return (await value.get()) as PAGE_QUERY_RESULT
}

type Mapped = Exclude<ContentItem, { _type: 'block' | 'tableOfContents' }>

function embeddedBlocks(page: PAGE_QUERY_RESULT): Mapped[] {
  return (page?.modules ?? []).flatMap((module) =>
    (module.content ?? []).filter(
      (item): item is Mapped => item._type !== 'block' && item._type !== 'tableOfContents',
    ),
  )
}

describe('the embedded dataset', () => {
  it('has pages with embedded blocks', () => {
    expect(slugs.length).toBeGreaterThan(0)
  })

  // Whole pages through axe in jsdom: the first one also loads groq-js, the dataset and axe, which
  // takes longer than vitest's default 5 s on a busy 2-core machine.
  describe.each(['published', 'drafts'] as const)('%s perspective', (perspective) => {
    it.each(slugs)('renders every block of "%s"', { timeout: 30_000 }, async (slug) => {
      const page = await pageQuery(slug, perspective)
      const items = embeddedBlocks(page)
      for (const item of items) {
        const Block = blocks[item._type] as ComponentType<{ value: unknown }> | undefined
        expect(Block, `a component for ${item._type}`).toBeDefined()
      }
      const { container } = renderBlock(
        <>
          {items.map((item) => {
            const Block = blocks[item._type] as ComponentType<{ value: unknown }>
            return (
              <div key={item._key} data-block={item._type}>
                <Block value={item} />
              </div>
            )
          })}
        </>,
      )
      for (const wrapper of container.querySelectorAll('[data-block]')) {
        const type = wrapper.getAttribute('data-block')
        // A spacer is empty by design; everything else must show something.
        if (type === 'spacer') expect(wrapper.firstElementChild).not.toBeNull()
        else expect(wrapper, `${slug}: ${type} rendered nothing`).not.toBeEmptyDOMElement()
      }
      expect(await axeViolations(container)).toEqual([])
    })
  })
})
