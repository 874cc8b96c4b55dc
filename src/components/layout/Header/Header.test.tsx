// @vitest-environment jsdom
// SPEC §2 Header, Mobile menu, Mega menu and flexible menu, Navigation modal button; §4 Mobile
// menu, Desktop dropdowns, Mobile accordion sections. Data: the embedded dataset's home header.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { StyleSheetManager } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachAnalyticsBackend, resetAnalyticsForTests } from '@/analytics/analytics'
import { SiteStateProvider } from '@/theme/SiteStateProvider'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'
import { header, settings } from '../../../../stories/fixtures'
import { Header, type HeaderProps } from './Header'

const route = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }))

const PRODUCT = settings.productName ?? 'Forgeline'
const LOGIN = 'https://app.forgeline.example/login'
const SIGNUP = 'https://app.forgeline.example/signup'

// jsdom ignores media queries, so the mobile-first CSS would hide the desktop navigation (and
// show the burger) at every width. The styles go to a detached node instead: the tests see both
// navigations, and visibility comes from the markup (the hidden attribute, Radix presence).
const detachedStyles = document.createElement('div')

function ui(props: Partial<HeaderProps> = {}) {
  return (
    <StyleSheetManager target={detachedStyles}>
      <SiteThemeProvider>
        <SiteStateProvider>
          <Header
            header={header}
            productName={PRODUCT}
            loginHref={LOGIN}
            signupHref={SIGNUP}
            {...props}
          />
        </SiteStateProvider>
      </SiteThemeProvider>
    </StyleSheetManager>
  )
}

function renderHeader(props: Partial<HeaderProps> = {}) {
  const user = userEvent.setup()
  const result = render(ui(props))
  return { user, ...result }
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })
const trigger = (name: string) => within(mainNav()).getByRole('button', { name })
const burger = () => screen.getByRole('button', { name: 'Menu' })
const menu = () => screen.getByRole('dialog', { name: `${PRODUCT} menu` })
/** The menu's code loads on first intent (issue 10), so the first open may take a moment. */
const findMenu = () => screen.findByRole('dialog', { name: `${PRODUCT} menu` })

/** The panel a dropdown trigger controls (through aria-controls). */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error('the trigger controls no element')
  return panel
}

async function axeViolations(context: Element): Promise<string[]> {
  // jsdom has no layout, so colour contrast is checked in the Playwright tier instead.
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

function resizeTo(width: number, height = window.innerHeight) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height })
  act(() => {
    window.dispatchEvent(new Event('resize'))
  })
}

afterEach(() => {
  route.pathname = '/'
  resizeTo(1024, 768)
})

describe('Header: logo', () => {
  it('links to / with the label "Go to {product} Homepage"', () => {
    renderHeader()
    expect(screen.getByRole('link', { name: `Go to ${PRODUCT} Homepage` })).toHaveAttribute(
      'href',
      '/',
    )
  })
})

describe('Header: desktop dropdowns (SPEC §4)', () => {
  it('opens a dropdown on click, showing its panel, and a second click closes it', async () => {
    const { user } = renderHeader()
    const product = trigger('Product')
    expect(product).toHaveAttribute('aria-expanded', 'false')
    expect(panelOf(product)).not.toBeVisible()

    await user.click(product)
    expect(product).toHaveAttribute('aria-expanded', 'true')
    expect(panelOf(product)).toBeVisible()
    expect(within(panelOf(product)).getByRole('link', { name: 'Workspace' })).toHaveAttribute(
      'href',
      '/product',
    )

    await user.click(product)
    expect(product).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens with the keyboard (Enter on the trigger)', async () => {
    const { user } = renderHeader()
    trigger('Solutions').focus()
    await user.keyboard('{Enter}')
    expect(trigger('Solutions')).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens on hover and closes when the pointer leaves', async () => {
    const { user } = renderHeader()
    const resources = trigger('Resources')
    await user.hover(resources)
    expect(resources).toHaveAttribute('aria-expanded', 'true')
    // Moving from the trigger into the panel keeps it open.
    await user.hover(within(panelOf(resources)).getByRole('link', { name: /Tutorials/ }))
    expect(resources).toHaveAttribute('aria-expanded', 'true')

    await user.unhover(resources.closest('li')!)
    await waitFor(() => expect(resources).toHaveAttribute('aria-expanded', 'false'))
  })

  it('keeps exactly one dropdown open', async () => {
    const { user } = renderHeader()
    await user.click(trigger('Product'))
    await user.click(trigger('Solutions'))
    expect(trigger('Solutions')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('Product')).toHaveAttribute('aria-expanded', 'false')
    await user.hover(trigger('Resources'))
    expect(trigger('Resources')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('Solutions')).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and puts focus back on the trigger', async () => {
    const { user } = renderHeader()
    const solutions = trigger('Solutions')
    await user.click(solutions)
    await user.tab()
    expect(panelOf(solutions)).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(solutions).toHaveAttribute('aria-expanded', 'false')
    expect(solutions).toHaveFocus()
  })

  it('closes when focus moves out of it', async () => {
    const { user } = renderHeader()
    const product = trigger('Product')
    product.focus()
    await user.keyboard('{Enter}')
    expect(product).toHaveAttribute('aria-expanded', 'true')
    await user.tab({ shift: true })
    expect(screen.getByRole('link', { name: `Go to ${PRODUCT} Homepage` })).toHaveFocus()
    expect(product).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a route change', async () => {
    const { user, rerender } = renderHeader()
    await user.click(trigger('Product'))
    route.pathname = '/pricing'
    rerender(ui())
    expect(trigger('Product')).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the mega menu: link groups, promoted section and footer links', async () => {
    const { user } = renderHeader()
    await user.click(trigger('Solutions'))
    const panel = panelOf(trigger('Solutions'))
    expect(within(panel).getByText('By team')).toBeVisible()
    expect(within(panel).getByRole('link', { name: 'Enterprise' })).toHaveAttribute(
      'href',
      '/solutions/enterprise',
    )
    // Resolved by the server (panelImages): a 400 px image from the image CDN, with its srcset.
    const image = within(panel).getByRole('img', { name: /The Agent Playbook/ })
    expect(image.getAttribute('src')).toMatch(
      /^\/images\/embedded\/migration\/.+\?w=400&q=80&auto=format$/,
    )
    expect(image).toHaveAttribute('srcset', expect.stringContaining('w=600&q=80&auto=format 600w'))
    expect(image).toHaveAttribute('sizes', '400px')
    expect(within(panel).getByText('The Agent Playbook')).toBeVisible()
    expect(within(panel).getByRole('link', { name: 'Get the playbook' })).toHaveAttribute(
      'href',
      '/resources/agent-playbook',
    )
    expect(within(panel).getByRole('link', { name: /Security and trust/ })).toBeVisible()
    expect(within(panel).getByRole('link', { name: 'Talk to sales' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it('shows the flexible menu: sidebar sections and plain and subtitled link groups', async () => {
    const { user } = renderHeader()
    await user.click(trigger('Resources'))
    const panel = panelOf(trigger('Resources'))
    expect(within(panel).getByRole('link', { name: /^Documentation/ })).toHaveAttribute(
      'href',
      'https://docs.forgeline.example',
    )
    expect(within(panel).getByText(/Guides and API reference/)).toBeVisible()
    expect(within(panel).getByText('Learn')).toBeVisible()
    expect(within(panel).getByText('Developers')).toBeVisible()
    expect(within(panel).getByText('Build')).toBeVisible()
    expect(within(panel).getByRole('link', { name: /API reference/ })).toBeVisible()
  })
})

describe('Header: mobile menu (SPEC §2, §4)', () => {
  it('has a burger named "Menu" that opens a modal dialog in place of the page', async () => {
    const { user } = renderHeader()
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(burger())
    await findMenu()
    const dialog = menu()
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument()
    expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()
    // The rest of the page is hidden from assistive technology and does not scroll.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(document.body).toHaveAttribute('data-scroll-locked')
    // The trigger keeps its name and reports the state.
    const hiddenBurger = screen.getByRole('button', { name: 'Menu', hidden: true })
    expect(hiddenBurger).toHaveAttribute('aria-expanded', 'true')
  })

  it('toggles each accordion section independently', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    const product = within(menu()).getByRole('button', { name: 'Product' })
    const solutions = within(menu()).getByRole('button', { name: 'Solutions' })

    await user.click(product)
    expect(product).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu()).getByRole('link', { name: 'Workspace' })).toBeVisible()
    await user.click(solutions)
    expect(solutions).toHaveAttribute('aria-expanded', 'true')
    expect(product).toHaveAttribute('aria-expanded', 'true')

    await user.click(product)
    expect(product).toHaveAttribute('aria-expanded', 'false')
    expect(solutions).toHaveAttribute('aria-expanded', 'true')
    // The mobile sections reach what the desktop mega menu links to, footer links included.
    expect(within(menu()).getByRole('link', { name: 'Talk to sales' })).toBeVisible()
  })

  it('closes when a link in it is clicked', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    // jsdom cannot load another document: stop the browser's default action (after React's).
    const noNavigation = (event: Event) => event.preventDefault()
    document.addEventListener('click', noNavigation)
    await user.click(within(menu()).getByRole('link', { name: 'Pricing' }))
    document.removeEventListener('click', noNavigation)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes on Escape and returns focus to the burger', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    expect(menu()).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(burger()).toHaveFocus()
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
  })

  it("leaves an Escape meant for a dialog over it to that dialog, even before the dialog's layer is ready", async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    // A dialog opened from the menu, in the frames before Radix counts it as the highest layer
    // (the form modal under load): Escape from inside it must not close the menu beneath.
    const over = document.body.appendChild(document.createElement('div'))
    over.setAttribute('role', 'dialog')
    const inside = over.appendChild(document.createElement('button'))
    try {
      act(() => {
        inside.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
        )
      })
      expect(menu()).toBeInTheDocument()
    } finally {
      over.remove()
    }
    // The menu's own Escape still closes it.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes with its close button', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    await user.click(within(menu()).getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(burger()).toHaveFocus()
  })

  it('closes when the window is resized', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    expect(menu()).toBeInTheDocument()
    resizeTo(1280)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes when only the height changes (SPEC §4: any resize)', async () => {
    const { user } = renderHeader()
    resizeTo(375, 740)
    await user.click(burger())
    await findMenu()
    resizeTo(375, 600)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
  })

  it('stays open, with the form being filled in, when the window is resized under a dialog opened from it (a phone keyboard, a turned phone)', async () => {
    const { user } = renderHeader()
    resizeTo(375, 740)
    await user.click(burger())
    await findMenu()
    await user.click(within(menu()).getByRole('button', { name: 'Book a demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' })
    const field = within(dialog).getAllByRole('textbox')[0]!
    await user.type(field, 'Ada')
    // The on-screen keyboard comes up over the focused field, then goes down when the visitor
    // leaves the field for the submit button: the window's height changes both times.
    resizeTo(375, 420)
    await user.click(within(dialog).getByRole('button', { name: /request a demo/i }))
    resizeTo(375, 740)
    // The visitor turns the phone to landscape to read the form.
    resizeTo(740, 375)
    expect(screen.getByRole('dialog', { name: 'Book a demo' })).toBeInTheDocument()
    expect(field).toHaveValue('Ada')
    // Under the form, the menu is hidden from assistive technology but still there.
    expect(screen.getByRole('dialog', { name: `${PRODUCT} menu`, hidden: true })).toBeVisible()
    // Back in the menu, a resize closes it again.
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book a demo' })).not.toBeInTheDocument(),
    )
    resizeTo(375, 600)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes on a route change', async () => {
    const { user, rerender } = renderHeader()
    await user.click(burger())
    await findMenu()
    route.pathname = '/pricing'
    rerender(ui())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('ends with the secondary navigation, "Log in" and "Start building"', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    const dialog = menu()
    expect(within(dialog).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', LOGIN)
    expect(within(dialog).getByRole('link', { name: 'Start building' })).toHaveAttribute(
      'href',
      SIGNUP,
    )
  })
})

describe('Header: navigation modal button (SPEC §2)', () => {
  it('opens a dialog labelled with its text that holds the form (desktop)', async () => {
    const { user } = renderHeader()
    await user.click(within(mainNav()).getByRole('button', { name: 'Book a demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' })
    expect(within(dialog).getByRole('form', { name: 'Book your Forgeline demo' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Close modal' })).toBeInTheDocument()
  })

  it('is in the mobile menu too, and opens the same form over it', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    await user.click(within(menu()).getByRole('button', { name: 'Book a demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' })
    expect(within(dialog).getByRole('form', { name: 'Book your Forgeline demo' })).toBeVisible()
    // Escape closes the form first; the menu stays open under it.
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book a demo' })).not.toBeInTheDocument(),
    )
    expect(menu()).toBeInTheDocument()
  })
})

describe('Header: desktop actions', () => {
  it('links Log in and Sign up to their targets', () => {
    renderHeader()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', LOGIN)
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', SIGNUP)
  })
})

describe('Header: accessibility (axe)', () => {
  it('has no violations with the menu closed and a dropdown open', async () => {
    const { user, container } = renderHeader()
    expect(await axeViolations(container)).toEqual([])
    await user.click(trigger('Solutions'))
    expect(await axeViolations(container)).toEqual([])
  })

  it('has no violations with the mobile menu open and a section expanded', async () => {
    const { user } = renderHeader()
    await user.click(burger())
    await findMenu()
    await user.click(within(menu()).getByRole('button', { name: 'Resources' }))
    expect(await axeViolations(document.body)).toEqual([])
  })
})

describe('Header: hides on scroll (SPEC §4 Header visibility)', () => {
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      // The header decides once per animation frame.
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
  }
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })
  const banner = () => screen.getByRole('banner', { hidden: true })

  it('hides when the page scrolls down past 90 px and shows again on scrolling up', async () => {
    renderHeader()
    await scrollTo(60)
    expect(banner()).not.toHaveAttribute('data-hidden')
    await scrollTo(400)
    expect(banner()).toHaveAttribute('data-hidden')
    await scrollTo(380)
    expect(banner()).not.toHaveAttribute('data-hidden')
  })

  it('stays while a dropdown is open, and comes back when focus enters it', async () => {
    const { user } = renderHeader()
    await user.click(trigger('Solutions'))
    await scrollTo(400)
    expect(banner()).not.toHaveAttribute('data-hidden')
    await user.click(trigger('Solutions'))
    await user.click(document.body)
    await scrollTo(800)
    expect(banner()).toHaveAttribute('data-hidden')
    await act(async () => screen.getByRole('link', { name: /Homepage/, hidden: true }).focus())
    expect(banner()).not.toHaveAttribute('data-hidden')
  })
})

describe('Header: its twin for visitors without JavaScript (issue 48)', () => {
  it('renders none of it in a browser: the noscripts are empty, the popover target is nowhere', () => {
    const { container } = renderHeader()
    const noscripts = [...container.querySelectorAll('noscript')]
    // Three dropdowns, "Book a demo" and the burger; NoScriptHeader.test.tsx reads their content.
    expect(noscripts).toHaveLength(5)
    expect(noscripts.map((n) => n.innerHTML)).toEqual(['', '', '', '', ''])
    // The burger names the no-JavaScript menu, which does not exist here: its click is React's.
    const target = burger().getAttribute('popovertarget')
    expect(target).toBeTruthy()
    expect(document.getElementById(target!)).toBeNull()
  })
})

describe('Header: tracking events (SPEC §2, issue 11)', () => {
  function recordTracks() {
    const tracks: [string, Record<string, unknown>][] = []
    const detach = attachAnalyticsBackend({
      page: () => {},
      identify: () => {},
      setPersonProperties: () => {},
      track: (event, props) => tracks.push([event, props]),
    })
    return { tracks, detach }
  }
  // The links navigate in a real browser; here the click's default action is not needed.
  const noNavigation = (event: MouseEvent) => event.preventDefault()
  afterEach(() => {
    resetAnalyticsForTests()
    document.removeEventListener('click', noNavigation)
  })

  it('tracks Agent, Log in and Sign up in the bar with the current path and location header', async () => {
    route.pathname = '/pricing'
    const { user } = renderHeader()
    document.addEventListener('click', noNavigation)
    const { tracks } = recordTracks()
    await user.click(screen.getByRole('link', { name: /Agent/ }))
    await user.click(screen.getByRole('link', { name: 'Log in' }))
    await user.click(screen.getByRole('link', { name: 'Sign up' }))
    const props = { from: '/pricing', location: 'header' }
    expect(tracks).toEqual([
      ['Clicked Agent3', props],
      ['Login Trigger', props],
      ['Signup Requested', props],
    ])
  })

  it('tracks Log in and Sign up from the mobile menu the same way', async () => {
    route.pathname = '/product'
    const { user } = renderHeader()
    document.addEventListener('click', noNavigation)
    await user.click(burger())
    const dialog = await findMenu()
    const { tracks } = recordTracks()
    await user.click(within(dialog).getByRole('link', { name: 'Log in' }))
    expect(tracks).toEqual([['Login Trigger', { from: '/product', location: 'header' }]])
    await user.click(burger())
    await user.click(within(await findMenu()).getByRole('link', { name: 'Start building' }))
    expect(tracks.at(-1)).toEqual(['Signup Requested', { from: '/product', location: 'header' }])
  })
})
