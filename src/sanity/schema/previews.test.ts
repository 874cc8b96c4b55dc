// The Studio lists what an editor sees of each item: the preview's `select` (which fields it
// reads) and `prepare` (the title and subtitle made of them). `sanity schema extract` does not
// carry either, so the shared preview and item builders are pinned here, type by type.
import { describe, expect, it } from 'vitest'

import { schemaTypes } from './index'

type Preview = {
  select?: Record<string, string>
  prepare?: (value: Record<string, unknown>) => Record<string, unknown>
}
type Definition = {
  name?: string
  type?: string
  preview?: Preview
  fields?: Definition[]
  of?: Definition[]
}

const types = schemaTypes as unknown as Definition[]

/** The preview of a type, or of an inline member: 'iconFeatures.features.iconFeature'. */
function previewOf(path: string): Preview {
  const [typeName, ...rest] = path.split('.')
  let node = types.find((type) => type.name === typeName)
  for (const name of rest) {
    const children: Definition[] = [...(node?.fields ?? []), ...(node?.of ?? [])]
    node = children.find((child) => child.name === name)
  }
  if (!node?.preview) throw new Error(`${path} has no preview`)
  return node.preview
}

function prepared(path: string, value: Record<string, unknown>) {
  const { prepare } = previewOf(path)
  if (!prepare) throw new Error(`${path} has no prepare`)
  return prepare(value)
}

describe('list previews: a title and a count', () => {
  const cases: Array<{
    path: string
    select: Record<string, string>
    filled: [Record<string, unknown>, string, string]
    empty: [string, string]
  }> = [
    {
      path: 'ctaBlock',
      select: { title: 'heading', buttons: 'buttons' },
      filled: [{ title: 'Start', buttons: [1] }, 'Start', 'Call to action · 1 button'],
      empty: ['Call to action', 'Call to action · 0 buttons'],
    },
    {
      path: 'iconFeatures',
      select: { title: 'heading', features: 'features' },
      filled: [{ title: 'Why', features: [1, 2] }, 'Why', 'Features · 2 features'],
      empty: ['Features with icons', 'Features · 0 features'],
    },
    {
      path: 'process',
      select: { title: 'heading', steps: 'steps' },
      filled: [{ title: 'How', steps: [1, 2, 3] }, 'How', 'Process · 3 steps'],
      empty: ['Process steps', 'Process · 0 steps'],
    },
    {
      path: 'tagList',
      select: { title: 'heading', tags: 'tags' },
      filled: [{ title: 'Works with', tags: [1] }, 'Works with', 'Tags · 1 tag'],
      empty: ['Tags', 'Tags · 0 tags'],
    },
    {
      path: 'marquee',
      select: { title: 'label', items: 'items' },
      filled: [{ title: 'Trusted by', items: [1, 2] }, 'Trusted by', 'Scrolling strip · 2 items'],
      empty: ['Scrolling strip', 'Scrolling strip · 0 items'],
    },
    {
      path: 'footerNavGroup',
      select: { title: 'title', links: 'links' },
      filled: [{ title: 'Company', links: [1] }, 'Company', '1 link'],
      empty: ['Footer column', '0 links'],
    },
    {
      path: 'linkList',
      select: { title: 'title', links: 'links' },
      filled: [{ title: 'Resources', links: [1, 2] }, 'Resources', '2 links'],
      empty: ['List of links', '0 links'],
    },
    {
      path: 'linkListWithSubtitle',
      select: { title: 'title', list: 'list' },
      filled: [{ title: 'Use cases', list: [1] }, 'Use cases', '1 group'],
      empty: ['List of links with subtitles', '0 groups'],
    },
    {
      path: 'linkListWithSubtitle.list.linkListSection',
      select: { title: 'subtitle', links: 'links' },
      filled: [{ title: 'By team', links: [1, 2, 3] }, 'By team', '3 links'],
      empty: ['Group', '0 links'],
    },
  ]

  for (const { path, select, filled, empty } of cases) {
    it(`${path}: reads ${Object.values(select).join(', ')}`, () => {
      expect(previewOf(path).select).toEqual(select)
      const [value, title, subtitle] = filled
      expect(prepared(path, value)).toEqual({ title, subtitle })
      expect(prepared(path, {})).toEqual({ title: empty[0], subtitle: empty[1] })
    })
  }
})

describe('link previews: the text and where it goes', () => {
  for (const path of ['link', 'annotationLink']) {
    it(`${path}`, () => {
      expect(previewOf(path).select).toEqual({
        title: 'text',
        linkType: 'linkType',
        slug: 'internalLink.slug.current',
        url: 'link',
      })
      expect(prepared(path, { title: 'Pricing', linkType: 'internal', slug: 'pricing' })).toEqual({
        title: 'Pricing',
        subtitle: '/pricing',
      })
      expect(prepared(path, { linkType: 'external', url: 'https://example.com' })).toEqual({
        title: 'Link',
        subtitle: 'https://example.com',
      })
      expect(prepared(path, { linkType: 'internal-next' })).toEqual({
        title: 'Link',
        subtitle: 'No page chosen',
      })
    })
  }

  it('cmsLinkButton adds its style', () => {
    expect(
      prepared('cmsLinkButton', {
        title: 'Start',
        style: 'primary',
        linkType: 'external',
        url: 'https://example.com',
      }),
    ).toEqual({ title: 'Start', subtitle: 'primary · https://example.com' })
  })
})

describe('icon items: title, description and icon', () => {
  for (const path of [
    'iconFeatures.features.iconFeature',
    'valuePropGrid.items.valueProp',
    'flexibleMenu.sideBarSections.sideBarSection',
  ]) {
    it(path, () => {
      expect(previewOf(path)).toEqual({
        select: { title: 'title', subtitle: 'description', media: 'icon' },
      })
    })
  }
})

describe('other previews', () => {
  it('names the form a form block or a modal button opens', () => {
    expect(prepared('formBlock', { title: 'Sales', visibleTitle: 'Talk to us' })).toEqual({
      title: 'Sales',
      subtitle: 'Form · "Talk to us"',
    })
    expect(prepared('navModalButton', { title: 'Contact', form: 'Sales' })).toEqual({
      title: 'Contact',
      subtitle: 'Opens form "Sales"',
    })
  })

  it('summarises a form by its visible title and field count', () => {
    expect(prepared('formDocument', { title: 'Sales', visibleTitle: 'Talk', fields: [1] })).toEqual(
      { title: 'Sales', subtitle: 'Talk · 1 field' },
    )
    expect(prepared('formDocument', {})).toEqual({ title: 'Untitled form', subtitle: '0 fields' })
  })

  it('summarises menus by their columns', () => {
    expect(
      prepared('flexibleMenu', { title: 'Solutions', sideBarSections: [1], linkGroups: [] }),
    ).toEqual({
      title: 'Solutions',
      subtitle: 'Flexible menu · 1 sidebar entry · 0 columns',
    })
    expect(prepared('megaMenu', { title: 'Product', linkGroups: [1, 2], promoted: 'New' })).toEqual(
      {
        title: 'Product',
        subtitle: 'Mega menu · 2 columns · promoting "New"',
      },
    )
  })
})
