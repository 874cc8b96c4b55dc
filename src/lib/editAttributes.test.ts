import { createDataAttribute } from 'next-sanity'
import { describe, expect, it } from 'vitest'
import {
  annotateForEditing,
  appendPath,
  decodeEditAttribute,
  EDIT_FIELD,
  editAttribute,
  editProps,
  publishedId,
  type EditTarget,
} from './editAttributes'

/** An encoder that shows the target as it is, so the paths can be read in the assertions. */
const plain = ({ id, type, path }: EditTarget) => `${type}:${id}:${path}`

const page = {
  _id: 'drafts.page-pricing',
  title: 'Pricing',
  theme: { _type: 'theme-ish', colorAccent: '#fff' },
  header: {
    primaryNavigation: [{ _key: 'nav1', _type: 'megaMenu', title: 'Product' }],
    secondaryNavigation: [{ _key: 'btn1', _type: 'cmsLinkButton', label: 'Contact' }],
  },
  footer: { navigation: [{ _key: 'col1', title: 'Company', links: [{ _key: 'l1' }] }] },
  modules: [
    {
      _key: 'm1',
      _type: 'moduleGroup',
      theme: { _type: 'x', nested: [{ _key: 'never' }] },
      content: [
        {
          _key: 'b1',
          _type: 'block',
          style: 'h2',
          children: [{ _key: 's1', _type: 'span', text: 'Plans' }],
          markDefs: [{ _key: 'md1', _type: 'annotationLink' }],
        },
        {
          _key: 'cta',
          _type: 'ctaBlock',
          buttons: [{ _key: 'go', _type: 'cmsLinkButton', label: 'Start' }],
        },
        {
          _key: 'img',
          _type: 'imageBlock',
          image: {
            _type: 'imageWithAlt',
            image: { asset: { _ref: 'image-a-1x1-png', _type: 'reference' } },
          },
        },
        {
          _key: 'fb',
          _type: 'formBlock',
          form: {
            _id: 'drafts.form-demo',
            _type: 'formDocument',
            fields: [{ _key: 'f1', fieldName: 'email' }],
          },
        },
      ],
    },
  ],
}

const annotated = annotateForEditing(page, {
  root: { id: page._id, type: 'page' },
  embedded: {
    header: { id: 'header', type: 'header' },
    footer: { id: 'footer', type: 'footer' },
  },
  encode: plain,
})
/** The value at a path of keys and indexes (the fixture's shape is known). */
function at(value: unknown, ...path: Array<string | number>): unknown {
  return path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], value)
}
const group = at(annotated, 'modules', 0)
const heading = at(group, 'content', 0)
const cta = at(group, 'content', 1)
const image = at(group, 'content', 2)
const formBlock = at(group, 'content', 3)

describe('appendPath', () => {
  it('joins fields with dots, array items by key or index', () => {
    expect(appendPath('', 'modules')).toBe('modules')
    expect(appendPath('modules', { _key: 'abc' })).toBe('modules[_key=="abc"]')
    expect(appendPath('modules[_key=="abc"]', 'content')).toBe('modules[_key=="abc"].content')
    expect(appendPath('items', 2)).toBe('items[2]')
  })
})

describe('publishedId', () => {
  it('drops the drafts. prefix only', () => {
    expect(publishedId('drafts.page-1')).toBe('page-1')
    expect(publishedId('page-1')).toBe('page-1')
  })
})

describe('annotateForEditing', () => {
  it('maps modules, text blocks, buttons and images to the page and their field path', () => {
    expect(editAttribute(group)).toBe('page:page-pricing:modules[_key=="m1"]')
    expect(editAttribute(heading)).toBe('page:page-pricing:modules[_key=="m1"].content[_key=="b1"]')
    expect(editAttribute(at(cta, 'buttons', 0))).toBe(
      'page:page-pricing:modules[_key=="m1"].content[_key=="cta"].buttons[_key=="go"]',
    )
    expect(editAttribute(at(image, 'image'))).toBe(
      'page:page-pricing:modules[_key=="m1"].content[_key=="img"].image',
    )
  })

  it('maps a dereferenced form to its own document', () => {
    expect(editAttribute(at(formBlock, 'form'))).toBeUndefined()
    expect(editAttribute(at(formBlock, 'form', 'fields', 0))).toBe(
      'formDocument:form-demo:fields[_key=="f1"]',
    )
  })

  it('maps the singleton keys to their documents', () => {
    expect(editAttribute(at(annotated, 'header', 'primaryNavigation', 0))).toBe(
      'header:header:primaryNavigation[_key=="nav1"]',
    )
    expect(editAttribute(at(annotated, 'header', 'secondaryNavigation', 0))).toBe(
      'header:header:secondaryNavigation[_key=="btn1"]',
    )
    expect(editAttribute(at(annotated, 'footer', 'navigation', 0, 'links', 0))).toBe(
      'footer:footer:navigation[_key=="col1"].links[_key=="l1"]',
    )
  })

  it('leaves themes, spans, mark definitions and references alone', () => {
    expect(annotated.theme).toBe(page.theme)
    expect(at(group, 'theme')).toBe(at(page, 'modules', 0, 'theme'))
    expect(editAttribute(at(heading, 'children', 0))).toBeUndefined()
    expect(editAttribute(at(heading, 'markDefs', 0))).toBeUndefined()
    const asset = at(image, 'image', 'image', 'asset')
    expect(asset).toEqual({ _ref: 'image-a-1x1-png', _type: 'reference' })
    expect(editAttribute(asset)).toBeUndefined()
  })

  it('does not change its input, and the top level gets no attribute', () => {
    expect(EDIT_FIELD in (at(page, 'modules', 0) as object)).toBe(false)
    expect(editAttribute(annotated)).toBeUndefined()
    expect(annotated.title).toBe('Pricing')
  })

  it('omits the attribute when the encoder gives none', () => {
    const none = annotateForEditing(page, {
      root: { id: 'p', type: 'page' },
      encode: () => undefined,
    })
    expect(editAttribute(at(none, 'modules', 0))).toBeUndefined()
  })
})

describe('editAttribute', () => {
  it('is undefined for values without one (published content)', () => {
    expect(editAttribute(at(page, 'modules', 0))).toBeUndefined()
    expect(editAttribute(null)).toBeUndefined()
    expect(editAttribute('text')).toBeUndefined()
  })
})

describe('editProps', () => {
  it('spreads the attribute in draft mode and no key at all otherwise', () => {
    expect(editProps(at(annotated, 'modules', 0))).toEqual({
      'data-sanity': 'page:page-pricing:modules[_key=="m1"]',
    })
    const none = editProps(at(page, 'modules', 0))
    expect(none).toEqual({})
    expect('data-sanity' in none).toBe(false)
  })
})

describe('decodeEditAttribute', () => {
  it("reads back what next-sanity's createDataAttribute writes", () => {
    const value = createDataAttribute({
      projectId: 'p1',
      dataset: 'migration',
      baseUrl: 'https://studio.example/studio',
      id: 'drafts.page-pricing',
      type: 'page',
      path: 'modules[_key=="m1"].content[_key=="b-2"].items[3]',
    }).toString()
    expect(decodeEditAttribute(value)).toEqual({
      id: 'page-pricing',
      type: 'page',
      path: 'modules[_key=="m1"].content[_key=="b-2"].items[3]',
      baseUrl: 'https://studio.example/studio',
    })
  })

  it('is null without an id, a type or a path', () => {
    expect(decodeEditAttribute('type=page;path=title')).toBeNull()
    expect(decodeEditAttribute('')).toBeNull()
  })
})
