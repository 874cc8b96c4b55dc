// SPEC §2 Mega menu and flexible menu: what a desktop dropdown panel shows, one component per
// navigation kind. Positioning and open state belong to HeaderDropdown. Group titles name their
// lists (aria-labelledby), so a screen reader announces "Solutions, list, 4 items".
import { useId, type ComponentType, type ReactNode } from 'react'
import { CmsImage, iconUrl } from '../../ui/CmsImage'
import { CmsLink } from '../../ui/CmsLink'
import { Icon, SvgIcon } from '../../ui/Icon'
import type { NavItem } from '../types'
import {
  hasPromotedSection,
  type DropdownItem,
  type FlexibleMenuItem,
  type MegaMenuItem,
} from './megaMenu'
import * as S from './HeaderDropdown.styles'

type LinkListItem = Extract<NavItem, { _type: 'linkList' }>
type NavLinkList = LinkListItem['links']

function Links({
  links,
  labelledBy,
}: {
  links: NavLinkList | null | undefined
  labelledBy?: string
}) {
  return (
    <S.LinkList aria-labelledby={labelledBy}>
      {(links ?? []).map((link) => (
        <li key={link._key}>
          <CmsLink value={link}>{link.text}</CmsLink>
        </li>
      ))}
    </S.LinkList>
  )
}

/** A list of links under its title, the title naming the list. */
function TitledLinks({
  title,
  links,
  Title = S.GroupTitle,
}: {
  title?: string | null
  links: NavLinkList | null | undefined
  Title?: ComponentType<{ id: string; children: ReactNode }>
}) {
  const id = useId()
  return (
    <>
      {title && <Title id={id}>{title}</Title>}
      <Links links={links} labelledBy={title ? id : undefined} />
    </>
  )
}

/** Sub-lists under one group title: the title names the group, each subtitle its own list. */
function TitledGroup({ title, children }: { title?: string | null; children: ReactNode }) {
  const id = useId()
  if (!title) return <div>{children}</div>
  return (
    <div role="group" aria-labelledby={id}>
      <S.GroupTitle id={id}>{title}</S.GroupTitle>
      {children}
    </div>
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
            <TitledLinks title={group.title} links={group.links} />
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
                <SvgIcon name="arrowRight" />
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
              <SvgIcon name="arrowRight" />
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
            {group._type === 'linkListWithSubtitle' ? (
              <TitledGroup title={group.title}>
                {(group.list ?? []).map((sub) => (
                  <S.SubList key={sub._key}>
                    <TitledLinks title={sub.subtitle} links={sub.links} Title={S.Subtitle} />
                  </S.SubList>
                ))}
              </TitledGroup>
            ) : (
              <TitledLinks title={group.title} links={group.links} />
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
