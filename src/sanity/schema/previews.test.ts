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

/** The preview the Studio shows for a stored value: each selected path read from it, prepared. */
function studioPreview(path: string, stored: Record<string, unknown>) {
  const read = (fieldPath: string) =>
    fieldPath
      .split('.')
      .reduce<unknown>(
        (node, name) => (node as Record<string, unknown> | undefined)?.[name],
        stored,
      )
  const { select = {} } = previewOf(path)
  return prepared(
    path,
    Object.fromEntries(Object.entries(select).map(([key, fieldPath]) => [key, read(fieldPath)])),
  )
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

describe('described items: title, description and an image', () => {
  // Inline member -> the field its preview shows as image.
  const media: Record<string, string> = {
    'iconFeatures.features.iconFeature': 'icon',
    'valuePropGrid.items.valueProp': 'icon',
    'flexibleMenu.sideBarSections.sideBarSection': 'icon',
    'process.steps.processStep': 'image.image',
  }
  for (const [path, image] of Object.entries(media)) {
    it(path, () => {
      expect(previewOf(path)).toEqual({
        select: { title: 'title', subtitle: 'description', media: image },
      })
    })
  }
})

describe('titled previews: the title field or a fallback, and a subtitle', () => {
  const poster = { asset: { _ref: 'image-poster' } }
  const link = { linkType: 'internal', internalLink: { slug: { current: 'start' } } }
  const video = 'https://example.com/demo.mp4'
  const toc = 'Table of contents · built from the headings'
  // Type (or inline member) -> a value as stored, titled 'Shown' in the field its preview reads.
  const stored: Record<string, Record<string, unknown>> = {
    mapEmbed: { title: 'Shown', query: 'Main St 5', mode: 'search' },
    videoFigure: { title: 'Shown', videoUrl: video, poster: { image: poster } },
    page: { title: 'Shown', slug: { current: 'pricing' } },
    tableOfContents: { title: 'Shown' },
    valuePropGrid: { heading: 'Shown', items: [1], columns: 2 },
    'tagList.tags.tag': { label: 'Shown', link },
    theme: { name: 'Shown', backgroundColor: '#000', textColor: '#fff', colorAccent: '#f60' },
    formField: {
      fieldTitle: 'Shown',
      fieldName: { current: 'email' },
      type: 'email',
      required: false,
    },
    formBlock: { form: { title: 'Shown', visibleTitle: 'Talk to us' } },
    navModalButton: { text: 'Shown', modalContent: { title: 'Sales' } },
    cmsLinkButton: { ...link, label: 'Shown', style: 'secondary' },
    link: { text: 'Shown', linkType: 'external', link: 'https://example.com' },
    formDocument: { title: 'Shown', visibleTitle: 'Talk', fields: [1, 2] },
    flexibleMenu: { title: 'Shown', sideBarSections: [1, 2], linkGroups: [1] },
    megaMenu: { title: 'Shown', linkGroups: [1], promotedSection: { title: 'New' } },
  }
  // Type -> the subtitle the Studio shows for that value.
  const subtitles: Record<string, string> = {
    mapEmbed: 'Map (search) · Main St 5',
    videoFigure: `Video · ${video}`,
    page: '/pricing',
    tableOfContents: toc,
    valuePropGrid: 'Grid · 1 item in 2 columns',
    'tagList.tags.tag': '/start',
    theme: 'bg #000 · text #fff · accent #f60',
    formField: 'email · email · optional',
    formBlock: 'Form · "Talk to us"',
    navModalButton: 'Opens form "Sales"',
    cmsLinkButton: 'secondary · /start',
    link: 'https://example.com',
    formDocument: 'Talk · 2 fields',
    flexibleMenu: 'Flexible menu · 2 sidebar entries · 1 column',
    megaMenu: 'Mega menu · 1 column · promoting "New"',
  }
  // Type -> the title shown for an empty value.
  const fallbacks: Record<string, string> = {
    mapEmbed: 'Map',
    videoFigure: 'Video',
    page: 'Untitled page',
    tableOfContents: 'Table of contents',
    valuePropGrid: 'Value proposition grid',
    'tagList.tags.tag': 'Tag',
    theme: 'Untitled theme',
    formField: 'Untitled field',
    formBlock: 'No form chosen',
    navModalButton: 'Form button',
    cmsLinkButton: 'Button',
    link: 'Link',
    formDocument: 'Untitled form',
    flexibleMenu: 'Flexible menu',
    megaMenu: 'Mega menu',
  }
  // Type -> the subtitle shown for an empty value (a tag and a link show none).
  const emptySubtitles: Record<string, string> = {
    mapEmbed: 'Map · no place yet',
    videoFigure: 'Video',
    page: 'No slug yet',
    tableOfContents: toc,
    valuePropGrid: 'Grid · 0 items in 3 columns',
    theme: '',
    formField: 'required',
    formBlock: 'Form',
    navModalButton: 'No form chosen',
    cmsLinkButton: '',
    formDocument: '0 fields',
    flexibleMenu: 'Flexible menu · 0 sidebar entries · 0 columns',
    megaMenu: 'Mega menu · 0 columns',
  }

  // Type -> the image its preview shows (of these, only a video's poster).
  const images: Record<string, object> = { videoFigure: poster }

  it.each(Object.keys(stored))('%s', (path) => {
    const image = images[path]
    expect(studioPreview(path, stored[path]!)).toStrictEqual({
      title: 'Shown',
      subtitle: subtitles[path],
      ...(image && { media: image }),
    })
    expect(studioPreview(path, {})).toEqual({
      title: fallbacks[path],
      subtitle: emptySubtitles[path],
    })
  })
})
