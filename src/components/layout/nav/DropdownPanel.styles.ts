'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
// A dropdown panel's wrapper, apart from its card and contents (NavDropdown.styles.ts): the
// wrapper is in every page's first-load JavaScript with NavDropdown, the contents' styles come
// with the contents' code (DeferredDropdownContent, issue 49).
import styled from 'styled-components'

/**
 * The positioned wrapper of a dropdown panel: right under the bar (top: 100% of the bar or of a
 * full-height nav item). Its transparent top padding is a hover bridge to the card below.
 */
export const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  padding-top: ${({ theme }) => theme.space.s2};
  &[hidden] {
    display: none;
  }
  /* The panel's links scroll into view inside the card with their real boxes, not with the
     header's scroll margin (Header.styles.ts Root). */
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
