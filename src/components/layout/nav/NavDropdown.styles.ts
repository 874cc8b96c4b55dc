'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled, { css } from 'styled-components'
import { eyebrow, tint } from '@/theme/fragments'
import { LinkList } from '../LinkList'

/**
 * The positioned wrapper of a dropdown panel: right under the bar (top: 100% of the bar or of a
 * full-height nav item). Its transparent top padding is a hover bridge to the card below.
 *
 * The panel's links scroll into view inside the card with their real boxes, not with the header's
 * scroll margin (Header.styles.ts Root).
 */
export const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  padding-top: ${({ theme }) => theme.space.s2};
  &[hidden] {
    display: none;
  }
  && * {
    scroll-margin: 0;
  }
  &[data-placement='trigger'] {
    left: 0;
    width: max-content;
    max-width: calc(100vw - 2 * ${({ theme }) => theme.layout.gutter});
  }
  &[data-placement='centered'] {
    left: 50%;
    transform: translateX(-50%);
    width: min(
      ${({ theme }) => theme.layout.dropdownWidth},
      calc(100vw - 2 * ${({ theme }) => theme.layout.gutter})
    );
  }
`

/**
 * WCAG 2.4.11 / 1.4.10: on a short screen the card scrolls within the viewport below the sticky
 * header, so its last links can be reached and seen.
 *
 * A link scrolled into view inside the card stops s2 from its edge: its focus ring stays inside,
 * and (issue 48) at the top it stops at the header's height + s2 (the panel's padding) + s2 = the
 * page's scroll padding (header + s4, GlobalStyles), so the browser does not scroll the page as
 * well.
 *
 * A light shadow would glow on a dark header: there the card casts the background's colour.
 */
export const Card = styled.div`
  max-height: calc(
    100dvh - ${({ theme }) => theme.layout.headerOffset} - ${({ theme }) => theme.space.s2} -
      ${({ theme }) => theme.space.s4}
  );
  overflow-y: auto;
  overscroll-behavior: contain;
  scroll-padding-block: ${({ theme }) => theme.space.s2};
  border: 1px solid ${({ theme }) => tint(14, theme)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 24px 48px -16px
    color-mix(in srgb, ${({ theme }) => theme.color.text} 28%, transparent);
  [data-header-tone='dark'] & {
    box-shadow: 0 24px 48px -8px
      color-mix(in srgb, ${({ theme }) => theme.color.background} 85%, transparent);
  }
`

export const CardBody = styled.div`
  padding: ${({ theme }) => theme.space.s5};
`

export const GroupTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.s2};
  padding-inline: ${({ theme }) => theme.space.s3};
  font-size: ${({ theme }) => theme.fontSize[10]};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.compact};
  ${eyebrow}
`

const linkRow = css`
  display: block;
  padding: ${({ theme }) => theme.space.s2} ${({ theme }) => theme.space.s3};
  border-radius: ${({ theme }) => theme.radius.small};
  color: inherit;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSize[50]};
  line-height: ${({ theme }) => theme.lineHeight.compact};
  &:hover {
    background: ${({ theme }) => tint(8, theme)};
  }
`

export const NavLinks = styled(LinkList)`
  display: grid;
  gap: ${({ theme }) => theme.space.s0_5};
  a {
    ${linkRow}
  }
`

/* Link list panel ----------------------------------------------------------------------------- */

export const SimpleBody = styled(CardBody)`
  min-width: 240px;
  padding: ${({ theme }) => theme.space.s3};
`

/* Mega menu ----------------------------------------------------------------------------------- */

export const MegaBody = styled(CardBody)<{ $columns: number; $promoted: boolean }>`
  display: grid;
  grid-template-columns: ${({ $columns, $promoted }) =>
    `repeat(${$columns}, minmax(170px, 1fr))${$promoted ? ' minmax(260px, 1.25fr)' : ''}`};
  gap: ${({ theme }) => theme.space.s5};
`

export const Promoted = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s2};
  padding: ${({ theme }) => theme.space.s3};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => tint(6, theme)};
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
    margin-bottom: ${({ theme }) => theme.space.s1};
  }
`

export const PromotedTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semiboldStrong};
  font-size: ${({ theme }) => theme.fontSize[60]};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`

export const PromotedText = styled.p`
  font-size: ${({ theme }) => theme.fontSize[40]};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.foregroundSecondary};
`

export const ArrowLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s1_5};
  align-self: flex-start;
  min-height: 32px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize[40]};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => tint(35, theme)};
  text-underline-offset: 4px;
  &:hover {
    text-decoration-color: currentColor;
  }
  svg {
    color: ${({ theme }) => theme.color.accent};
  }
`

export const MegaFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s3} ${({ theme }) => theme.space.s5};
  padding: ${({ theme }) => theme.space.s3} ${({ theme }) => theme.space.s5}
    ${({ theme }) => theme.space.s3} ${({ theme }) => theme.space.s4};
  border-top: 1px solid ${({ theme }) => tint(12, theme)};
  background: ${({ theme }) => tint(4, theme)};
`

export const FooterLinks = styled(LinkList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s1};
  a {
    ${linkRow}
    font-size: ${({ theme }) => theme.fontSize[40]};
    color: ${({ theme }) => theme.color.foregroundSecondary};
    &:hover {
      color: ${({ theme }) => theme.color.text};
    }
  }
`

/* Flexible menu ------------------------------------------------------------------------------- */

export const FlexibleBody = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 340px) 1fr;
`

export const Sidebar = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.s1};
  margin: 0;
  padding: ${({ theme }) => theme.space.s4};
  list-style: none;
  background: ${({ theme }) => tint(5, theme)};
  border-right: 1px solid ${({ theme }) => tint(10, theme)};
`

/**
 * A sidebar section: the title is the link, stretched over the whole section.
 *
 * The focus ring goes round the whole section, like the click target.
 */
export const SidebarSection = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.s0_5} ${({ theme }) => theme.space.s3};
  padding: ${({ theme }) => theme.space.s3};
  border-radius: ${({ theme }) => theme.radius.medium};
  > span[aria-hidden] {
    grid-row: span 2;
    margin-top: ${({ theme }) => theme.space.s0_5};
  }
  &:hover {
    background: ${({ theme }) => tint(8, theme)};
  }
  a,
  p {
    grid-column: 2;
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize[50]};
    line-height: ${({ theme }) => theme.lineHeight.compact};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.color.accent};
      outline-offset: 2px;
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSize[40]};
    line-height: ${({ theme }) => theme.lineHeight.compactLoose};
    color: ${({ theme }) => theme.color.foregroundSecondary};
  }
`

export const FlexibleGroups = styled(CardBody)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-content: start;
  gap: ${({ theme }) => theme.space.s5};
`

export const SubList = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.s3};
  }
`

export const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.s0_5};
  padding-inline: ${({ theme }) => theme.space.s3};
  font-size: ${({ theme }) => theme.fontSize[20]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.foregroundSecondary};
`
