'use client'
// Issue 11, item 7: the consent banner. opt-in asks before anything third-party loads (Accept /
// Reject); opt-out tells the visitor what loads and offers Decline / OK; off shows nothing. It is
// a labelled region fixed to the bottom of the window, not a modal: it appears after hydration
// (the choice lives in the browser), never takes focus on its own and never traps it. The footer's
// "Cookie settings" reopens it and moves focus to it.
import NextLink from 'next/link'
import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  type ComponentPropsWithRef,
  type Ref,
} from 'react'
import {
  bannerEventChoice,
  CONSENT_MODE,
  consentBannerReducer,
  initialConsentBannerState,
  isConsentBannerVisible,
  readConsentChoice,
  saveConsentChoice,
  subscribeConsent,
  subscribeConsentSettings,
  type ConsentBannerEvent,
  type ConsentBannerState,
  type ConsentChoice,
  type ConsentMode,
} from '@/analytics/consent'
import { POSTHOG_NO_CAPTURE_CLASS } from '@/analytics/config'
import type { CmsTheme } from '@/theme/tokens'
import { Button } from '../../ui/Button'
import { ThemeScope } from '../../ui/ThemeScope'
import * as S from './ConsentBanner.styles'

/** The embedded dataset's privacy notice (content/dataset.ndjson, page "legal/privacy"). */
const DEFAULT_PRIVACY_HREF = '/legal/privacy'

const WHAT_LOADS =
  'analytics, product analytics, experiments, a tag manager and visitor identification'

type AskingMode = Exclude<ConsentMode, 'off'>

const copy: Record<
  AskingMode,
  { intro: string; accept: string; decline: string; current: Record<ConsentChoice, string> }
> = {
  'opt-in': {
    intro: `We would like to use ${WHAT_LOADS} to improve this site. None of them loads unless you accept, and you can change your mind under Cookie settings in the footer.`,
    accept: 'Accept',
    decline: 'Reject',
    current: { granted: 'You have accepted them.', denied: 'You have rejected them.' },
  },
  'opt-out': {
    intro: `We use ${WHAT_LOADS} to improve this site. You can decline them now, or later under Cookie settings in the footer.`,
    accept: 'OK',
    decline: 'Decline',
    current: { granted: 'You have allowed them.', denied: 'You have declined them.' },
  },
}

export interface ConsentBannerProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The consent mode. Default: CONSENT_MODE (NEXT_PUBLIC_CONSENT_MODE); 'off' renders nothing. */
  mode?: ConsentMode
  /**
   * The choice to start from instead of the stored one (stories, tests): null asks, a choice
   * keeps the banner closed until the settings are requested. Default: the stored choice.
   */
  initialChoice?: ConsentChoice | null
  /** The privacy notice the text links to; null for no link. Default: '/legal/privacy'. */
  privacyHref?: string | null
  /** Its own theme. Default: none, the colours around it (the site-wide defaults at the root). */
  theme?: CmsTheme
}

/** After an answer, focus leaves the closing banner for the place the visitor came from. */
function moveFocusAfterAnswer(opener: HTMLElement | null) {
  if (opener?.isConnected) {
    opener.focus()
    return
  }
  // The main landmark is focusable by script on every page (PageShell: tabindex -1).
  const main = document.querySelector<HTMLElement>('main[tabindex]')
  if (main) {
    main.focus({ preventScroll: true })
    return
  }
  const active = document.activeElement
  if (active instanceof HTMLElement) active.blur()
}

export function ConsentBanner({
  mode = CONSENT_MODE,
  initialChoice,
  privacyHref = DEFAULT_PRIVACY_HREF,
  theme,
  ref,
  className,
  ...rest
}: ConsentBannerProps) {
  const [state, dispatch] = useReducer(
    (current: ConsentBannerState, event: ConsentBannerEvent) =>
      consentBannerReducer(mode, current, event),
    initialConsentBannerState,
  )
  const headingId = useId()
  const rootRef = useRef<HTMLElement | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** Where focus was when the settings were requested (the footer link): it goes back there. */
  const openerRef = useRef<HTMLElement | null>(null)
  const focusPending = useRef(false)
  const visible = mode !== 'off' && isConsentBannerVisible(state)

  // The stored choice is read only in the browser, after hydration: the server HTML and the first
  // client render agree (nothing shown), and a visitor who already chose never sees a flash.
  useEffect(() => {
    dispatch({
      type: 'restore',
      choice: initialChoice === undefined ? readConsentChoice() : initialChoice,
    })
  }, [mode, initialChoice])

  // A choice made elsewhere (another tab, another component) closes or reopens the question.
  useEffect(
    () => subscribeConsent(() => dispatch({ type: 'stored', choice: readConsentChoice() })),
    [],
  )

  useEffect(() => {
    if (mode === 'off') return
    return subscribeConsentSettings(() => {
      const active = document.activeElement
      if (active instanceof HTMLElement && active !== document.body) {
        if (!rootRef.current?.contains(active)) openerRef.current = active
      } else {
        openerRef.current = null
      }
      focusPending.current = true
      dispatch({ type: 'open-settings' })
    })
  }, [mode])

  // Reopened on request: focus goes to the heading, so the next Tab reaches the answers.
  useEffect(() => {
    if (focusPending.current && headingRef.current) {
      focusPending.current = false
      headingRef.current.focus()
    }
  })

  useEffect(() => {
    const element = rootRef.current
    if (!visible || !element) return
    const root = document.documentElement
    const update = () =>
      root.style.setProperty(
        S.BANNER_HEIGHT_VAR,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      )
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(S.BANNER_HEIGHT_VAR)
    }
  }, [visible])

  const setRoot = useCallback(
    (node: HTMLElement | null) => {
      rootRef.current = node
      assignRef(ref, node)
    },
    [ref],
  )

  function answer(type: 'accept' | 'decline') {
    const focusWasInside = !!rootRef.current?.contains(document.activeElement)
    dispatch({ type })
    saveConsentChoice(bannerEventChoice[type])
    if (focusWasInside) moveFocusAfterAnswer(openerRef.current)
    openerRef.current = null
  }

  if (mode === 'off' || !visible) return null
  const text = copy[mode]
  return (
    <>
      <S.ReserveSpace />
      <ThemeScope
        as={S.Root}
        theme={theme}
        ref={setRoot}
        aria-labelledby={headingId}
        data-consent-mode={mode}
        data-consent-view={state.view}
        // The answers about tracking are never tracked: without this, PostHog recorded the click
        // on Reject in the capture phase, before answer() withdrew consent (issue 33).
        className={
          className ? `${POSTHOG_NO_CAPTURE_CLASS} ${className}` : POSTHOG_NO_CAPTURE_CLASS
        }
        {...rest}
      >
        <S.Inner>
          <S.Message>
            <S.Heading id={headingId} ref={headingRef} tabIndex={-1}>
              Cookies and analytics
            </S.Heading>
            <p>
              {text.intro}
              {privacyHref && (
                <>
                  {' '}
                  Read more in our <NextLink href={privacyHref}>privacy notice</NextLink>.
                </>
              )}
            </p>
            {state.view === 'settings' && state.choice && <p>{text.current[state.choice]}</p>}
          </S.Message>
          <S.Actions>
            <Button variant="tertiary-2" onClick={() => answer('accept')}>
              {text.accept}
            </Button>
            <Button variant="tertiary-2" onClick={() => answer('decline')}>
              {text.decline}
            </Button>
          </S.Actions>
        </S.Inner>
      </ThemeScope>
    </>
  )
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}
