// SPEC §2 Flexible menu: sidebar sections (icon, title, description; each a link) and link
// groups, some with subtitled sub-lists, inside a desktop dropdown panel (NavDropdown). The icons'
// URLs come from the server (panelImages), so no image URL code reaches the browser.
import { useId, type ReactNode } from 'react'
import { CmsLink } from '../../ui/CmsLink'
import { Icon } from '../../ui/Icon'
import type { FlexibleMenuItem } from './navItems'
import * as S from './NavDropdown.styles'

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

export interface FlexibleMenuProps {
  item: FlexibleMenuItem
  /** The sidebar sections' icon URLs by section `_key`, from the server (panelImages). */
  icons?: Readonly<Record<string, string | null>>
}

export function FlexibleMenu({ item, icons }: FlexibleMenuProps) {
  const sections = (item.sideBarSections ?? []).filter((section) => section.link)
  const groups = item.linkGroups ?? []
  return (
    <S.FlexibleBody>
      {sections.length > 0 && (
        <S.Sidebar>
          {sections.map((section) => (
            <S.SidebarSection key={section._key}>
              <Icon url={icons?.[section._key] ?? null} size={24} />
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
                    <S.NavLinks links={sub.links} title={sub.subtitle} titleAs={S.Subtitle} />
                  </S.SubList>
                ))}
              </TitledGroup>
            ) : (
              <S.NavLinks links={group.links} title={group.title} titleAs={S.GroupTitle} />
            )}
          </div>
        ))}
      </S.FlexibleGroups>
    </S.FlexibleBody>
  )
}
