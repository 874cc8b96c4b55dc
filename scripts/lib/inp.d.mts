import type { Browser, BrowserContext, CDPSession, Locator, Page, devices } from '@playwright/test'

/** One interaction: its INP-style latency (null: every entry 16 ms or less) and the time to the
 * frame that showed what it opened, in ms. */
export interface InteractionTiming {
  inp: number | null
  visible: number
  entries: { id: number; name: string; startTime: number; duration: number }[]
}

/** web.dev's threshold of a good INP, the goal of issue 49 item 3. */
export const INP_GOAL_MS: number
/** The CPU slowdown of the measurement. */
export const CPU_SLOWDOWN: number
export function prepareContext(context: BrowserContext): Promise<void>
export function slowCpu(page: Page, rate?: number): Promise<CDPSession>
export function tapAndMeasure(
  page: Page,
  target: Locator,
  opened: Locator,
): Promise<InteractionTiming>
export function firstInteractions(
  browser: Browser,
  playwrightDevices: typeof devices,
  url: string,
): Promise<{ menu: InteractionTiming; dialog: InteractionTiming }>
export function describeInteraction(timing: Pick<InteractionTiming, 'inp' | 'visible'>): string
