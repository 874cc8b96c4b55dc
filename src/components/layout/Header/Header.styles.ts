import styled from 'styled-components'
import { media, theme } from '@/theme'

export const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
`

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.s5};
  height: ${theme.layout.headerHeight};
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
  background: ${theme.color.background};
  color: ${theme.color.text};
`

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  font-weight: 750;
  font-size: 20px;
  letter-spacing: -0.02em;
  svg {
    color: ${theme.color.accent};
  }
`

export const DesktopNav = styled.nav`
  display: none;
  ${media.laptop} {
    display: block;
  }
  > ul {
    display: flex;
    align-items: center;
    gap: ${theme.space.s1};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

export const NavTrigger = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 ${theme.space.s3};
  border-radius: ${theme.radius.small};
  cursor: pointer;
  list-style: none;
  font-size: 15px;
  font-weight: 550;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${theme.color.accentBackground};
  }
  svg {
    transition: transform 150ms ease;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.s3};
  border-radius: ${theme.radius.small};
  color: inherit;
  text-decoration: none;
  font-size: 15px;
  font-weight: 550;
  &:hover {
    background: ${theme.color.accentBackground};
  }
`

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.s3};
  border: 0;
  border-radius: ${theme.radius.small};
  background: transparent;
  cursor: pointer;
  font-size: 15px;
  font-weight: 550;
  &:hover {
    background: ${theme.color.accentBackground};
  }
`

export const Panel = styled.div`
  position: absolute;
  top: calc(${theme.layout.headerHeight} - 8px);
  left: 50%;
  transform: translateX(-50%);
  width: min(960px, calc(100vw - 48px));
  padding: ${theme.space.s6};
  border-radius: ${theme.radius.large};
  background: ${theme.color.background};
  color: ${theme.color.text};
  box-shadow: 0 24px 48px rgba(0, 0, 0, 0.3);
  border: 1px solid ${theme.color.accentBackground};
`

export const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${theme.space.s6};
`

export const GroupTitle = styled.p`
  margin: 0 0 ${theme.space.s3};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.color.foregroundSecondary};
`

export const LinkColumn = styled.ul`
  display: grid;
  gap: ${theme.space.s2};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: inherit;
    text-decoration: none;
    font-size: 15px;
    &:hover {
      text-decoration: underline;
    }
  }
`

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.s3};
  margin-left: auto;
`

export const DesktopOnly = styled.div`
  display: none;
  ${media.laptop} {
    display: contents;
  }
`

export const AgentLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 ${theme.space.s2};
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  font-size: 15px;
  svg {
    color: ${theme.color.accent};
  }
`

export const Burger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.small};
  background: transparent;
  cursor: pointer;
  ${media.laptop} {
    display: none;
  }
`

export const MobilePanel = styled.div`
  position: fixed;
  inset: ${theme.layout.headerHeight} 0 0 0;
  overflow-y: auto;
  padding: ${theme.space.s5} ${theme.layout.gutter} ${theme.space.s8};
  background: ${theme.color.background};
  color: ${theme.color.text};
  ${media.laptop} {
    display: none;
  }
  details {
    border-bottom: 1px solid ${theme.color.accentBackground};
  }
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 52px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
`

export const MobileCtas = styled.div`
  display: grid;
  gap: ${theme.space.s3};
  margin-top: ${theme.space.s6};
`
