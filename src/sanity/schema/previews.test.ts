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
  // Type (or inline member) -> the field it shows as title, the list it counts, the title it falls
  // back to.
  const reads: Record<string, [string, string, string]> = {
    ctaBlock: ['heading', 'buttons', 'Call to action'],
    iconFeatures: ['heading', 'features', 'Features with icons'],
    process: ['heading', 'steps', 'Process steps'],
    tagList: ['heading', 'tags', 'Tags'],
    marquee: ['label', 'items', 'Scrolling strip'],
    footerNavGroup: ['title', 'links', 'Footer column'],
    linkList: ['title', 'links', 'List of links'],
    linkListWithSubtitle: ['title', 'list', 'List of links with subtitles'],
    'linkListWithSubtitle.list.linkListSection': ['subtitle', 'links', 'Group'],
  }
  // Type -> its subtitle with none and with one item in that list.
  const subtitles: Record<string, [string, string]> = {
    ctaBlock: ['Call to action · 0 buttons', 'Call to action · 1 button'],
    iconFeatures: ['Features · 0 features', 'Features · 1 feature'],
    process: ['Process · 0 steps', 'Process · 1 step'],
    tagList: ['Tags · 0 tags', 'Tags · 1 tag'],
    marquee: ['Scrolling strip · 0 items', 'Scrolling strip · 1 item'],
    footerNavGroup: ['0 links', '1 link'],
    linkList: ['0 links', '1 link'],
    linkListWithSubtitle: ['0 groups', '1 group'],
    'linkListWithSubtitle.list.linkListSection': ['0 links', '1 link'],
  }

  for (const [path, [titleField, listField, fallback]] of Object.entries(reads)) {
    it(`${path}: reads ${titleField}, ${listField}`, () => {
      const [none, one] = subtitles[path]!
      expect(previewOf(path).select).toEqual({ title: titleField, [listField]: listField })
      expect(prepared(path, { title: 'Start', [listField]: [1] })).toEqual({
        title: 'Start',
        subtitle: one,
      })
      expect(prepared(path, {})).toEqual({ title: fallback, subtitle: none })
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
