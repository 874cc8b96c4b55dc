// What an editor meets in the Studio: every type of docs/content-model.md, the rich-text menus,
// the defaults SPEC §9 fixes, and the rules that reject a bad colour, slug or field name.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { DEFAULT_SUBMIT_LABEL, DEFAULT_SUCCESS_MESSAGE } from '../../lib/formDefaults'
import { BLOCK_STYLES, RICH_TEXT_STYLES } from '../../lib/richTextStyles'
import { isInsideRichTextAnnotation, linkSubtitle } from './fields'
import { blockTypes, schemaTypes, singletonTypes } from './index'
import { isTextOptionalLink } from './link'
import { firstTextLine } from './moduleGroup'
import {
  countLabel,
  isHexColor,
  slugifyPagePath,
  toFieldName,
  validateFieldName,
  validateHexColor,
  validateHtmlId,
  validatePagePath,
  validateRedirectFrom,
  validateSafeHref,
} from './rules'
import { itReturns } from '../../lib/testing'

type ListOption = { value: string }
type FieldDef = {
  name: string
  type: string
  initialValue?: unknown
  description?: string
  options?: { list?: unknown[]; metadata?: string[]; hotspot?: boolean }
  to?: Array<{ type: string }>
  of?: MemberDef[]
  fields?: FieldDef[]
  validation?: (rule: unknown) => unknown
}
/** An array member: a named type, an inline object, or a block with its menus. */
type MemberDef = {
  type: string
  name?: string
  fields?: FieldDef[]
  styles?: ListOption[]
  lists?: ListOption[]
  marks?: {
    decorators?: ListOption[]
    annotations?: Array<{ name?: string; type: string; fields?: FieldDef[] }>
  }
}
type TypeDef = FieldDef & { preview?: unknown }

const types = schemaTypes as unknown as TypeDef[]
const byName = new Map(types.map((type) => [type.name, type]))

function getType(name: string): TypeDef {
  const type = byName.get(name)
  if (!type) throw new Error(`schema type ${name} is missing`)
  return type
}

function getField(typeName: string, fieldName: string): FieldDef {
  const field = getType(typeName).fields?.find((candidate) => candidate.name === fieldName)
  if (!field) throw new Error(`${typeName}.${fieldName} is missing`)
  return field
}

const listValues = (field: FieldDef) =>
  (field.options?.list ?? []).map((option) =>
    typeof option === 'object' && option !== null && 'value' in option ? option.value : option,
  )

function blockMember(typeName: string) {
  const block = getType(typeName).of?.find((member) => member.type === 'block')
  if (!block) throw new Error(`${typeName} has no block member`)
  return block
}

/** `_type` names listed in the tables of docs/content-model.md: the contract with dataset and queries. */
function contractTypeNames(): string[] {
  const doc = readFileSync(
    fileURLToPath(new URL('../../../docs/content-model.md', import.meta.url)),
    'utf8',
  )
  const names = new Set<string>()
  for (const line of doc.split('\n')) {
    const match = /^\| `([A-Za-z]+)`/.exec(line)
    if (match?.[1]) names.add(match[1])
  }
  names.add('richText')
  return [...names]
}

describe('schema types', () => {
  it('defines every type of docs/content-model.md, plus simpleRichText', () => {
    const contract = contractTypeNames()
    expect(contract.length).toBeGreaterThanOrEqual(34)
    for (const name of [...contract, 'simpleRichText']) expect(byName.has(name), name).toBe(true)
  })

  it('has unique names', () => {
    expect(new Set(types.map((type) => type.name)).size).toBe(types.length)
  })

  it('lists the four singletons, all of them documents', () => {
    expect([...singletonTypes].sort()).toEqual(['footer', 'header', 'promo', 'siteSettings'])
    for (const name of singletonTypes) expect(getType(name).type).toBe('document')
  })

  it('makes siteSettings, theme, page, header, footer, promo, formDocument and redirect documents', () => {
    const documents = types.filter((type) => type.type === 'document').map((type) => type.name)
    expect(documents.sort()).toEqual(
      [
        'footer',
        'formDocument',
        'header',
        'page',
        'promo',
        'redirect',
        'siteSettings',
        'theme',
      ].sort(),
    )
  })

  it('gives every field a description for editors', () => {
    const missing: string[] = []
    const visit = (owner: string, fields: FieldDef[] | undefined) => {
      for (const field of fields ?? []) {
        if (!field.description) missing.push(`${owner}.${field.name}`)
        visit(`${owner}.${field.name}`, field.fields)
        for (const member of field.of ?? []) visit(`${owner}.${field.name}[]`, member.fields)
      }
    }
    for (const type of types) visit(type.name, type.fields)
    expect(missing).toEqual([])
  })

  it('registers no object type that no field can hold (an editor could never add it)', () => {
    // Issue 33: a registered type that no field offers is dead weight in the Studio and in
    // sanity.types.ts, and nothing on the site renders it.
    const reachable = new Set<string>()
    const visit = (name: string) => {
      if (reachable.has(name)) return
      reachable.add(name)
      const type = byName.get(name)
      if (type) visitFields(type.fields, type.of)
    }
    const visitMembers = (members: MemberDef[] | undefined) => {
      for (const member of members ?? []) {
        visit(member.type)
        visitFields(member.fields)
        for (const annotation of member.marks?.annotations ?? []) {
          visit(annotation.type)
          visitFields(annotation.fields)
        }
      }
    }
    function visitFields(fields: FieldDef[] | undefined, of?: MemberDef[]) {
      visitMembers(of)
      for (const field of fields ?? []) {
        visit(field.type)
        for (const target of field.to ?? []) visit(target.type)
        visitFields(field.fields, field.of)
      }
    }
    for (const type of types) if (type.type === 'document') visit(type.name)
    expect(types.map((type) => type.name).filter((name) => !reachable.has(name))).toEqual([])
  })

  it('gives every object type a preview so Studio lists are readable', () => {
    const objects = types.filter((type) => type.type === 'object')
    for (const type of objects) expect(type.preview, type.name).toBeDefined()
  })
})

describe('rich text', () => {
  const block = blockMember('richText')

  it('offers the 17 block styles of SPEC §3, from the one list the renderer also uses', () => {
    expect(block.styles).toEqual([...RICH_TEXT_STYLES])
    expect(new Set(BLOCK_STYLES).size).toBe(17)
    expect(BLOCK_STYLES[0]).toBe('normal')
  })

  it('offers bullet and number lists', () => {
    expect(block.lists?.map((list) => list.value)).toEqual(['bullet', 'number'])
  })

  it('offers the decorators and annotations of SPEC §3', () => {
    expect(block.marks?.decorators?.map((mark) => mark.value)).toEqual([
      'strong',
      'em',
      'center',
      'pixelText',
      'code',
      'typingAnimation',
    ])
    const annotations = block.marks?.annotations ?? []
    expect(annotations.map((annotation) => annotation.name)).toEqual([
      'color',
      'htmlTag',
      'annotationLink',
    ])
    const color = annotations.find((annotation) => annotation.name === 'color')
    expect(color?.fields?.map((field) => field.name)).toEqual(['hex'])
    const htmlTag = annotations.find((annotation) => annotation.name === 'htmlTag')
    const tag = htmlTag?.fields?.find((field) => field.name === 'tag')
    expect(tag && listValues(tag)).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span'])
  })

  it('embeds the 14 block types, each defined in the schema', () => {
    const embedded = (getType('richText').of ?? [])
      .map((member) => member.type)
      .filter((type) => type !== 'block')
    // The insert menu and the block definitions are kept apart (richText.ts, index.ts); the
    // names themselves are pinned by docs/content-model.md (first test above).
    expect(embedded).toHaveLength(14)
    expect([...embedded].sort()).toEqual(blockTypes.map((type) => type.name).sort())
    for (const type of embedded) expect(getType(type).type).toBe('object')
  })

  it('keeps simpleRichText to paragraphs with bold, italic and links', () => {
    const simple = blockMember('simpleRichText')
    expect(getType('simpleRichText').of).toHaveLength(1)
    expect(simple.styles?.map((style) => style.value)).toEqual(['normal'])
    expect(simple.lists).toEqual([])
    expect(simple.marks?.decorators?.map((mark) => mark.value)).toEqual(['strong', 'em'])
    expect(simple.marks?.annotations?.map((annotation) => annotation.type)).toEqual([
      'annotationLink',
    ])
    expect(getField('promo', 'promoText').type).toBe('simpleRichText')
    expect(getField('formDocument', 'successMessage').type).toBe('simpleRichText')
  })
})

describe('defaults an editor starts from (SPEC §9)', () => {
  it('makes a new form field required', () => {
    expect(getField('formField', 'required').initialValue).toBe(true)
  })

  it("labels the submit button 'Submit' and documents the default success text", () => {
    expect(getField('formDocument', 'submit').initialValue).toBe(DEFAULT_SUBMIT_LABEL)
    expect(DEFAULT_SUBMIT_LABEL).toBe('Submit')
    expect(DEFAULT_SUCCESS_MESSAGE).toBe('Thank you for submitting the form')
    expect(getField('formDocument', 'successMessage').description).toContain(
      DEFAULT_SUCCESS_MESSAGE,
    )
  })

  it('shows the promo bar on new pages', () => {
    expect(getField('page', 'showPromo').initialValue).toBe(true)
  })

  it('starts a new theme from the default theme colours', () => {
    expect(getField('theme', 'colorAccent').initialValue).toBe('#ec4e02')
    expect(getField('theme', 'backgroundColor').initialValue).toBe('#ffffff')
    expect(getField('theme', 'textColor').initialValue).toBe('#1b2333')
    expect(getField('theme', 'accentBackgroundColor').initialValue).toBe('#f3f3f3')
    expect(getField('theme', 'foregroundSecondaryColor').initialValue).toBe('#666d79')
  })

  it('leaves openInNewTab unset so the external/internal rule applies', () => {
    for (const type of ['link', 'annotationLink', 'cmsLinkButton']) {
      expect(getField(type, 'openInNewTab').initialValue).toBeUndefined()
    }
  })
})

describe('field shapes the queries rely on', () => {
  it('offers the three link types and the right URL field per link kind', () => {
    for (const type of ['link', 'annotationLink', 'cmsLinkButton']) {
      expect(listValues(getField(type, 'linkType'))).toEqual([
        'internal',
        'internal-next',
        'external',
      ])
      expect(getField(type, 'internalLink').to).toEqual([{ type: 'page' }])
    }
    expect(getField('link', 'link').type).toBe('url')
    expect(getField('annotationLink', 'link').type).toBe('url')
    expect(getField('cmsLinkButton', 'externalUrl').type).toBe('url')
  })

  it('references theme documents for page, header, sections and blocks', () => {
    const themed: Array<[string, string]> = [
      ['page', 'theme'],
      ['page', 'headerTheme'],
      ['moduleGroup', 'theme'],
      ['cmsLinkButton', 'theme'],
      ['ctaBlock', 'theme'],
      ['valuePropGrid', 'theme'],
      ['iconFeatures', 'theme'],
      ['process', 'theme'],
      ['testimonial', 'theme'],
    ]
    for (const [type, field] of themed)
      expect(getField(type, field).to).toEqual([{ type: 'theme' }])
  })

  it('stores images with hotspot and an lqip placeholder', () => {
    const image = getField('imageWithAlt', 'image')
    expect(image.type).toBe('image')
    expect(image.options?.hotspot).toBe(true)
    expect(image.options?.metadata).toContain('lqip')
  })

  it('submits form values under a slug fieldName, and downloads a file', () => {
    expect(getField('formField', 'fieldName').type).toBe('slug')
    expect(listValues(getField('formField', 'type'))).toEqual([
      'email',
      'text',
      'textarea',
      'dropdown',
    ])
    expect(getField('formDocument', 'fileDownload').type).toBe('file')
  })

  it('nests pages under a slug', () => {
    expect(getField('page', 'slug').type).toBe('slug')
  })
})

describe('hex colour rule', () => {
  it('accepts #rgb and #rrggbb in either case', () => {
    for (const value of ['#ec4e02', '#fff', '#FD5402', '#0b1419']) {
      expect(isHexColor(value)).toBe(true)
      expect(validateHexColor(value)).toBe(true)
    }
  })

  it('rejects colour names, missing #, and wrong lengths with a helpful message', () => {
    for (const value of ['red', 'ec4e02', '#ec4e0', '#ec4e02ff', '#ggg', ' #fff']) {
      expect(isHexColor(value)).toBe(false)
      expect(validateHexColor(value)).toMatch(/#ec4e02/)
    }
  })

  it('leaves an empty optional colour alone', () => {
    expect(validateHexColor(undefined)).toBe(true)
    expect(validateHexColor('')).toBe(true)
  })
})

describe('page slugs and form field names from titles', () => {
  // Nested page slugs keep their "/"; field names read like code (camelCase).
  itReturns(slugifyPagePath, [
    ['Solutions / Enterprise', 'solutions/enterprise'],
    ['/Über uns/Team & Jobs/', 'uber-uns/team-jobs'],
    ['Agent 3', 'agent-3'],
  ])
  itReturns(toFieldName, [
    ['First name', 'firstName'],
    ['Work e-mail', 'workEMail'],
    ['Company size (employees)', 'companySizeEmployees'],
    ['2nd phone', 'ndPhone'],
  ])
})

describe('slug, field name and HTML id rules', () => {
  // Each validator answers true, or a message that says what to fix. Field names that the
  // submission body uses for itself (leadContract: formId, page, tracking) are refused.
  itReturns(validatePagePath, [
    ['solutions/enterprise', true],
    ['home', true],
    ['/agent3', expect.stringMatching(/leading/)],
    ['solutions//enterprise', expect.stringMatching(/lower-case/)],
    ['Solutions Enterprise', expect.stringMatching(/lower-case/)],
    [undefined, expect.stringMatching(/needs a slug/)],
  ])
  itReturns(validateFieldName, [
    ['firstName', true],
    ['work_email', true],
    ['first name', expect.stringMatching(/Start with a letter/)],
    ['1st', expect.stringMatching(/Start with a letter/)],
    ['formId', expect.stringMatching(/used by the site/)],
    ['page', expect.stringMatching(/used by the site/)],
    ['gclid', expect.stringMatching(/used by the site/)],
    ['utm_source', expect.stringMatching(/used by the site/)],
  ])
  itReturns(validateHtmlId, [
    ['contact-sales_form', true],
    [undefined, true],
    ['contact sales', expect.stringMatching(/letter/)],
  ])
})

describe('link helpers', () => {
  it('hides the annotation link text inside rich text only', () => {
    expect(
      isInsideRichTextAnnotation([
        'modules',
        { _key: 'a' },
        'content',
        { _key: 'b' },
        'markDefs',
        { _key: 'c' },
        'text',
      ]),
    ).toBe(true)
    expect(isInsideRichTextAnnotation(['primaryNavigation', { _key: 'a' }, 'text'])).toBe(false)
  })

  it('lets a link under a titled item skip its own text', () => {
    expect(
      isTextOptionalLink(['content', { _key: 'a' }, 'tags', { _key: 'b' }, 'link', 'text']),
    ).toBe(true)
    expect(isTextOptionalLink(['navigation', { _key: 'a' }, 'links', { _key: 'b' }, 'text'])).toBe(
      false,
    )
    expect(isTextOptionalLink(['agent3Link', 'text'])).toBe(false)
  })

  it('summarises link targets in previews', () => {
    expect(linkSubtitle({ linkType: 'internal-next', slug: 'solutions/enterprise' })).toBe(
      '/solutions/enterprise',
    )
    expect(linkSubtitle({ linkType: 'external', url: 'https://example.com' })).toBe(
      'https://example.com',
    )
  })
})

describe('preview helpers', () => {
  it('titles a section by its first line of text', () => {
    expect(
      firstTextLine([
        { _type: 'spacer' },
        { _type: 'block', children: [{ text: 'Build ' }, { text: 'apps' }] },
      ]),
    ).toBe('Build apps')
    expect(firstTextLine(undefined)).toBeUndefined()
  })

  it('counts with the right plural', () => {
    expect(countLabel([1], 'link')).toBe('1 link')
    expect(countLabel(undefined, 'link')).toBe('0 links')
    expect(countLabel([1, 2], 'sidebar entry', 'sidebar entries')).toBe('2 sidebar entries')
  })
})

describe('spacer', () => {
  /** Records the rule chain a field's validation builds, e.g. ['required', 'integer', 'min:0']. */
  function ruleChain(typeName: string, fieldName: string): string[] {
    const calls: string[] = []
    const rule: Record<string, (...args: unknown[]) => unknown> = new Proxy(
      {},
      {
        get:
          (_target, method: string) =>
          (...args: unknown[]) => {
            calls.push(args.length ? `${method}:${args.map(String).join(',')}` : method)
            return rule
          },
      },
    )
    const field = getField(typeName, fieldName) as FieldDef & {
      validation?: (r: unknown) => unknown
    }
    field.validation?.(rule)
    return calls
  }

  it('keeps both heights between 0 and 400 px', () => {
    for (const field of ['mobileSpacer', 'desktopSpacer']) {
      expect(ruleChain('spacer', field)).toEqual(['required', 'integer', 'min:0', 'max:400'])
    }
  })
})

describe('redirect rules (issue 9)', () => {
  it('takes a path on this site as the old address', () => {
    expect(validateRedirectFrom('/features')).toBe(true)
    expect(validateRedirectFrom('')).toBe(true)
    for (const value of ['features', '//evil.example', '/a b', '/x?y=1', 'https://x.example/a']) {
      expect(validateRedirectFrom(value), value).toMatch(/single \//)
    }
  })
  it('takes a safe address as the new one', () => {
    expect(validateSafeHref('/product')).toBe(true)
    expect(validateSafeHref('javascript:alert(1)')).not.toBe(true)
  })
})
