// Issue 37: the dropdown panels' images are resolved on the server and handed to the client
// panels as data. Data: the embedded dataset's home header (no project id: the site serves them).
import { describe, expect, it } from 'vitest'
import { navItem } from '../../../../stories/fixtures'
import { panelImages, withoutPanelImages } from './panelImages'

describe('panelImages', () => {
  it("resolves the mega menu's promoted image at 400 px, with a srcset", () => {
    const { promoted } = panelImages(navItem('megaMenu'))
    expect(promoted).toMatchObject({ kind: 'img', width: 400, height: 225, sizes: '400px' })
    if (promoted?.kind !== 'img') throw new Error('no promoted image')
    const base = /^\/images\/embedded\/migration\/[0-9a-f]+-800x450\.jpg$/
    const [path, query] = promoted.src.split('?')
    expect(path).toMatch(base)
    expect(query).toBe('w=400&q=80&auto=format')
    expect(promoted.srcSet).toBe(
      `${path}?w=600&q=80&auto=format 600w, ${path}?w=800&q=80&auto=format 800w`,
    )
    expect(promoted.placeholder).toMatch(/^data:image\/jpeg;base64,/)
    expect(promoted.alt).toMatch(/The Agent Playbook/)
  })

  it("gives the flexible menu's icon URLs by section key, never resized", () => {
    const item = navItem('flexibleMenu')
    const { icons } = panelImages(item)
    const sections = item.sideBarSections ?? []
    expect(Object.keys(icons ?? {})).toEqual(sections.map((section) => section._key))
    for (const url of Object.values(icons ?? {})) {
      expect(url).toMatch(/^\/images\/embedded\/migration\/[0-9a-f]+-\d+x\d+\.svg$/)
    }
  })

  it('has nothing for a plain link list', () => {
    expect(panelImages(navItem('linkList'))).toEqual({})
  })
})

describe('withoutPanelImages: the client copy of a dropdown item', () => {
  const mega = navItem('megaMenu')
  const flexible = navItem('flexibleMenu')

  it('leaves out the raw images that panelImages resolved', () => {
    // The fixture has them, else this proves nothing.
    expect(mega.promotedSection?.image?.image?.lqip).toBeTruthy()
    expect(flexible.sideBarSections?.some((section) => section.icon)).toBe(true)
    const lean = withoutPanelImages(mega) as typeof mega
    expect(lean.promotedSection).toEqual({ ...mega.promotedSection, image: null })
    expect(lean.linkGroups).toBe(mega.linkGroups)
    const leanFlexible = withoutPanelImages(flexible) as typeof flexible
    expect(leanFlexible.sideBarSections).toEqual(
      flexible.sideBarSections?.map((section) => ({ ...section, icon: null })),
    )
    expect(JSON.stringify([lean, leanFlexible])).not.toMatch(/lqip|"asset"|image-[0-9a-f]/)
  })

  it('keeps the image of a promoted section that has nothing else (it still counts as one)', () => {
    const imageOnly = {
      ...mega,
      promotedSection: {
        title: null,
        description: null,
        link: null,
        image: mega.promotedSection!.image,
      },
    }
    expect(withoutPanelImages(imageOnly)).toBe(imageOnly)
    const linkList = navItem('linkList')
    expect(withoutPanelImages(linkList)).toBe(linkList)
  })
})
