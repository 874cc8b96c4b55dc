import { describe, expect, it } from 'vitest'
import { analyticsConfig } from './config'
import { posthogInitOptions } from './posthog'
import { segmentLoadOptions } from './segment'

describe('segmentLoadOptions', () => {
  it('fetches settings from the first-party path and sends events to the configured host', () => {
    const config = analyticsConfig({
      NEXT_PUBLIC_SEGMENT_WRITE_KEY: 'wk',
      NEXT_PUBLIC_SEGMENT_API_HOST: 'http://127.0.0.1:4000/v1',
    }).segment!
    const { settings, options } = segmentLoadOptions(config, 'https://www.forgeline.example')
    expect(settings).toEqual({
      writeKey: 'wk',
      cdnURL: 'https://www.forgeline.example/seg-cdn',
    })
    expect(options.initialPageview).toBe(false)
    expect(options.integrations['Segment.io']).toEqual({
      apiHost: '127.0.0.1:4000/v1',
      protocol: 'http',
    })
    // No usage metrics, whatever the CDN says.
    expect(options.updateCDNSettings({ metrics: { sampleRate: 1, host: 'x' } })).toEqual({
      metrics: { sampleRate: 0, host: 'x' },
    })
  })
})

describe('posthogInitOptions', () => {
  it('sends through the first-party path, autocaptures, and loads nothing from elsewhere', () => {
    const options = posthogInitOptions('https://www.forgeline.example')
    expect(options.api_host).toBe('https://www.forgeline.example/ph')
    expect(options.autocapture).toBe(true)
    expect(options.capture_pageview).toBe(false)
    expect(options.disable_external_dependency_loading).toBe(true)
    expect(options.disable_session_recording).toBe(true)
  })
})
