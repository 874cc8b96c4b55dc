'use client'
// Issue 48: the header's parts for a visitor without JavaScript (NoScriptNav.tsx), for the server
// to render inside a <noscript>:
//
//   <noscript>{NoScript && <NoScript.DropdownToggle … />}</noscript>
//
// On the server they load on first use (no Suspense around them: their HTML is part of the
// page's first response, never streamed in by a script). In the browser's code the condition is
// false, so NoScript is null and its import is gone: none of it, its styles included, is in the
// page's JavaScript (a static import kept the styles' modules there, 2 KB gzip on home).
import { lazy } from 'react'

export const NoScript =
  typeof window === 'undefined'
    ? {
        DropdownToggle: lazy(() =>
          import('./NoScriptNav').then((m) => ({ default: m.DropdownToggle })),
        ),
        FormLink: lazy(() => import('./NoScriptNav').then((m) => ({ default: m.FormLink }))),
        MenuState: lazy(() => import('./NoScriptNav').then((m) => ({ default: m.MenuState }))),
        Styles: lazy(() => import('./NoScriptNav').then((m) => ({ default: m.NoScriptStyles }))),
      }
    : null
