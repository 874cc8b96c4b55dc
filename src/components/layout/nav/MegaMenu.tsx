// SPEC §2 Mega menu: link groups, an optional promoted section, and footer links (a set on the
// left, one link on the right), inside a desktop dropdown panel (NavDropdown). The promoted image
// comes resolved by the server (panelImages), so no image URL code reaches the browser.
import { CmsImageView, type ResolvedCmsImage } from '../../ui/CmsImage/CmsImageView'
import { CmsLink } from '../../ui/CmsLink'
import { arrowRightGlyph, SvgIcon } from '../../ui/Icon'
import { hasPromotedSection, type MegaMenuItem } from './navItems'
import * as S from './NavDropdown.styles'

export interface MegaMenuProps {
  item: MegaMenuItem
  /** The promoted section's image, resolved by the server (panelImages). Default: none. */
  promotedImage?: ResolvedCmsImage | null
}

export function MegaMenu({ item, promotedImage }: MegaMenuProps) {
  const groups = item.linkGroups ?? []
  const promoted = hasPromotedSection(item.promotedSection) ? item.promotedSection : null
  const footerLeft = item.megaMenuFooterLinks?.footerLeftLinks ?? []
  const footerRight = item.megaMenuFooterLinks?.footerRightLink
  return (
    <>
      <S.MegaBody $columns={Math.max(groups.length, 1)} $promoted={!!promoted}>
        {groups.map((group) => (
          <div key={group._key}>
            <S.NavLinks links={group.links} title={group.title} titleAs={S.GroupTitle} />
          </div>
        ))}
        {promoted && (
          <S.Promoted>
            {promotedImage && <CmsImageView image={promotedImage} />}
            {promoted.title && <S.PromotedTitle>{promoted.title}</S.PromotedTitle>}
            {promoted.description && <S.PromotedText>{promoted.description}</S.PromotedText>}
            {promoted.link && (
              <S.ArrowLink as={CmsLink} value={promoted.link}>
                {promoted.link.text || promoted.title}
                <SvgIcon glyph={arrowRightGlyph} />
              </S.ArrowLink>
            )}
          </S.Promoted>
        )}
      </S.MegaBody>
      {(footerLeft.length > 0 || footerRight) && (
        <S.MegaFooter>
          <S.FooterLinks links={footerLeft} />
          {footerRight && (
            <S.ArrowLink as={CmsLink} value={footerRight}>
              {footerRight.text}
              <SvgIcon glyph={arrowRightGlyph} />
            </S.ArrowLink>
          )}
        </S.MegaFooter>
      )}
    </>
  )
}
