// Issue 37: the images of the desktop dropdown panels, resolved on the server (Header.tsx) and
// handed to the client panels as data, so the browser runs no image URL code (@sanity/image-url,
// lib/media): the mega menu's promoted image and the flexible menu's sidebar icons. Only server
// code (and stories) import this file; the panels import its types only.
import { iconUrl, resolveSiteImage, type ResolvedCmsImage } from '../../ui/CmsImage'
import { hasPromotedSection, type DropdownItem } from './navItems'

/** A dropdown panel's images, worked out by the server. */
export interface PanelImages {
  /** The mega menu's promoted image (null: none). */
  promoted?: ResolvedCmsImage | null
  /** The flexible menu's sidebar icon URLs, by section `_key` (null: no icon). */
  icons?: Readonly<Record<string, string | null>>
}

/** The promoted image's display width and `sizes`: a 400px column of the mega menu. */
export const PROMOTED_IMAGE_WIDTH = 400

/** The images a dropdown item's panel shows; `{}` for a plain link list. */
export function panelImages(item: DropdownItem): PanelImages {
  switch (item._type) {
    case 'megaMenu':
      return {
        promoted: resolveSiteImage(item.promotedSection?.image, {
          width: PROMOTED_IMAGE_WIDTH,
          sizes: `${PROMOTED_IMAGE_WIDTH}px`,
        }),
      }
    case 'flexibleMenu':
      return {
        icons: Object.fromEntries(
          (item.sideBarSections ?? []).map((section) => [section._key, iconUrl(section.icon)]),
        ),
      }
    default:
      return {}
  }
}

/**
 * A dropdown item as the client needs it once panelImages has resolved its images: without the raw
 * image values (asset, crop, hotspot, placeholder; the sidebar icons), which would only repeat them
 * in every page's payload. A promoted section with nothing but its image keeps it, so it still
 * counts as filled in (hasPromotedSection: the promoted column and the panel's centring).
 */
export function withoutPanelImages(item: DropdownItem): DropdownItem {
  switch (item._type) {
    case 'megaMenu': {
      const section = item.promotedSection
      if (!section?.image) return item
      const lean = { ...section, image: null }
      return hasPromotedSection(lean) ? { ...item, promotedSection: lean } : item
    }
    case 'flexibleMenu':
      if (!item.sideBarSections) return item
      return {
        ...item,
        sideBarSections: item.sideBarSections.map((section) => ({ ...section, icon: null })),
      }
    default:
      return item
  }
}
