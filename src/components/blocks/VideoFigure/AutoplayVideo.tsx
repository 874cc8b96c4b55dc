'use client'
// The schema's `autoplay` option: a muted, looping video that plays while at least half of it
// is on screen. Visitors who prefer reduced motion get the plain player with its play button,
// and once a visitor pauses it themselves it is left alone.
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react'

export function AutoplayVideo(props: ComponentPropsWithoutRef<'video'>) {
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const video = ref.current
    if (!video || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    let pausingForScroll = false
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          video.play().catch(() => {
            // Autoplay refused by the browser: the controls stay there to start it.
          })
        } else if (!video.paused) {
          pausingForScroll = true
          video.pause()
        }
      },
      { threshold: 0.5 },
    )
    const onPause = () => {
      if (!pausingForScroll) observer.disconnect()
      pausingForScroll = false
    }
    video.addEventListener('pause', onPause)
    observer.observe(video)
    return () => {
      observer.disconnect()
      video.removeEventListener('pause', onPause)
    }
  }, [])

  return <video ref={ref} muted loop playsInline {...props} />
}
