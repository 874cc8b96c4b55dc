// Issue 11, item 5 (SPEC §2, §3): the adapter around the A/B experimentation script, whose
// address and event/global names come from configuration (config.ts). The site tells it when
// the page has hydrated (an event now, and a global flag for a script that arrives later), and
// turns each treatment it reports into the experiment person properties (experiments.ts).
import type { ExperimentConfig } from './config'
import { parseTreatment, type TreatmentPayload } from './experiments'

/** Tells the experimentation script that the page has hydrated (become interactive). */
export function signalHydrated(config: ExperimentConfig) {
  ;(window as unknown as Record<string, unknown>)[config.hydratedGlobal] = true
  window.dispatchEvent(new Event(config.hydratedEvent))
}

/** Calls `onTreatment` with each well-formed treatment the script reports; returns a stop. */
export function listenForTreatments(
  config: ExperimentConfig,
  onTreatment: (payload: TreatmentPayload) => void,
): () => void {
  const handler = (event: Event) => {
    const payload = parseTreatment((event as CustomEvent<unknown>).detail)
    if (payload) onTreatment(payload)
  }
  window.addEventListener(config.treatmentEvent, handler)
  return () => window.removeEventListener(config.treatmentEvent, handler)
}
