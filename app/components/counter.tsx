import { useEffect, useRef, useState } from 'react'
import { INTL_LOCALES } from '~/lib/local-formats'
import { useLocale } from './use-locale'

const DURATION_MS = 1600

/**
 * A figure that counts up from zero when it scrolls into view. The server renders the final figure, so
 * it is right without JavaScript and for reduced-motion visitors; screen readers always hear the final one.
 */
export function Counter({ value, suffix = '', label }: { value: number; suffix?: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const locale = useLocale()
  const [shown, setShown] = useState(value)

  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    setShown(0)
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / DURATION_MS)
          const eased = 1 - (1 - progress) ** 3
          setShown(Math.round(value * eased))
          if (progress < 1) frame = requestAnimationFrame(step)
        }
        frame = requestAnimationFrame(step)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])

  return (
    <div ref={ref} className="text-center">
      <p className="font-serif text-5xl text-white sm:text-6xl">
        <span aria-hidden="true" data-counter={value}>
          {`${shown.toLocaleString(INTL_LOCALES[locale])}${suffix}`}
        </span>
        <span className="sr-only">{`${value.toLocaleString(INTL_LOCALES[locale])}${suffix}`}</span>
      </p>
      <p className="mt-2 text-lg text-savanna-100">{label}</p>
    </div>
  )
}
