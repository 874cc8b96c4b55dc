// SPEC §2 Mega menu and flexible menu: what a desktop dropdown panel shows, one component per
// navigation kind. Positioning and open state belong to HeaderDropdown.
import { CmsImage, iconUrl } from '../../ui/CmsImage'
import { CmsLink } from '../../ui/CmsLink'
import { Icon } from '../../ui/Icon'
import type { NavItem } from '../types'
import { ArrowIcon } from './HeaderIcons'
import {
  hasPromotedSection,
  type DropdownItem,
  type FlexibleMenuItem,
  type MegaMenuItem,
} from './megaMenu'
import * as S from './HeaderDropdown.styles'

type LinkListItem = Extract<NavItem, { _type: 'linkList' }>
type NavLinkList = LinkListItem['links']

function Links({ links }: { links: NavLinkList | null | undefined }) {
  return (
    <S.LinkList>
      {(links ?? []).map((link) => (
        <li key={link._key}>
          <CmsLink value={link}>{link.text}</CmsLink>
        </li>
      ))}
    </S.LinkList>
  )
}

function LinkListPanel({ item }: { item: LinkListItem }) {
  return (
    <S.SimpleBody>
      <Links links={item.links} />
    </S.SimpleBody>
  )
}

/** Link groups, an optional promoted section, and footer links (left set, right link). */
function MegaMenuPanel({ item }: { item: MegaMenuItem }) {
  const groups = item.linkGroups ?? []
  const promoted = hasPromotedSection(item.promotedSection) ? item.promotedSection : null
  const footerLeft = item.megaMenuFooterLinks?.footerLeftLinks ?? []
  const footerRight = item.megaMenuFooterLinks?.footerRightLink
  return (
    <>
      <S.MegaBody $columns={Math.max(groups.length, 1)} $promoted={!!promoted}>
        {groups.map((group) => (
          <div key={group._key}>
            {group.title && <S.GroupTitle>{group.title}</S.GroupTitle>}
            <Links links={group.links} />
          </div>
        ))}
        {promoted && (
          <S.Promoted>
            <CmsImage value={promoted.image} width={400} sizes="400px" />
            {promoted.title && <S.PromotedTitle>{promoted.title}</S.PromotedTitle>}
            {promoted.description && <S.PromotedText>{promoted.description}</S.PromotedText>}
            {promoted.link && (
              <S.ArrowLink as={CmsLink} value={promoted.link}>
                {promoted.link.text || promoted.title}
                <ArrowIcon />
              </S.ArrowLink>
            )}
          </S.Promoted>
        )}
      </S.MegaBody>
      {(footerLeft.length > 0 || footerRight) && (
        <S.MegaFooter>
          <S.FooterLinks>
            {footerLeft.map((link) => (
              <li key={link._key}>
                <CmsLink value={link}>{link.text}</CmsLink>
              </li>
            ))}
          </S.FooterLinks>
          {footerRight && (
            <S.ArrowLink as={CmsLink} value={footerRight}>
              {footerRight.text}
              <ArrowIcon />
            </S.ArrowLink>
          )}
        </S.MegaFooter>
      )}
    </>
  )
}

/** Sidebar sections (icon, title, description; each a link) and link groups. */
function FlexibleMenuPanel({ item }: { item: FlexibleMenuItem }) {
  const sections = (item.sideBarSections ?? []).filter((section) => section.link)
  const groups = item.linkGroups ?? []
  return (
    <S.FlexibleBody>
      {sections.length > 0 && (
        <S.Sidebar>
          {sections.map((section) => (
            <S.SidebarSection key={section._key}>
              <Icon url={iconUrl(section.icon)} size={24} />
              <CmsLink value={section.link}>{section.title || section.link.text}</CmsLink>
              {section.description && <p>{section.description}</p>}
            </S.SidebarSection>
          ))}
        </S.Sidebar>
      )}
      <S.FlexibleGroups>
        {groups.map((group) => (
          <div key={group._key}>
            {group.title && <S.GroupTitle>{group.title}</S.GroupTitle>}
            {group._type === 'linkListWithSubtitle' ? (
              (group.list ?? []).map((sub) => (
                <S.SubList key={sub._key}>
                  {sub.subtitle && <S.Subtitle>{sub.subtitle}</S.Subtitle>}
                  <Links links={sub.links} />
                </S.SubList>
              ))
            ) : (
              <Links links={group.links} />
            )}
          </div>
        ))}
      </S.FlexibleGroups>
    </S.FlexibleBody>
  )
}

/** The contents of a dropdown panel, by navigation kind. */
export function HeaderPanel({ item }: { item: DropdownItem }) {
  switch (item._type) {
    case 'megaMenu':
      return <MegaMenuPanel item={item} />
    case 'flexibleMenu':
      return <FlexibleMenuPanel item={item} />
    default:
      return <LinkListPanel item={item} />
  }
}
