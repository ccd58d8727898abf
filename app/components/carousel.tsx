import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Slide } from '~/content/types'
import { m } from '~/paraglide/messages'
import { SceneImage } from './ui/scene-image'
import { useLocale } from './use-locale'

export const SLIDE_INTERVAL_MS = 4000

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

/** True once the page has finished loading (the window's load event); false on the server and while
 *  hydrating, so the first render matches the server's. */
function usePageLoaded() {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('load', notify)
      return () => window.removeEventListener('load', notify)
    },
    () => document.readyState === 'complete',
    () => false,
  )
}

/**
 * The home page's slides, changing every 4000 ms. It holds still while the pointer is over it or focus is
 * inside it, when the visitor pauses it, and for visitors who ask for reduced motion.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0)
  const locale = useLocale()
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  // The later slides' pictures are fetched once the page has loaded (or when one is asked for): stacked
  // under the first, the browser counted them as on screen and fetched them with the first screen's.
  const pageLoaded = usePageLoaded()
  const rotating = !paused && !hovered && !focused && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setIndex((current) => (current + 1) % slides.length), SLIDE_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [rotating, index, slides.length])

  const go = (next: number) => setIndex((next + slides.length) % slides.length)

  return (
    <section
      aria-roledescription={m.carousel_role({}, { locale })}
      aria-label={m.carousel_label({}, { locale })}
      className="relative isolate h-[36rem] overflow-hidden bg-forest-900 text-white sm:h-[40rem]"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={m.carousel_slide_role({}, { locale })}
              aria-label={m.carousel_slide(
                { number: String(i + 1), count: String(slides.length) },
                { locale },
              )}
              aria-hidden={!active}
              inert={!active}
              data-active={active ? 'true' : 'false'}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              {i === 0 || active || pageLoaded ? (
                <SceneImage
                  image={slide.image}
                  variant="wide"
                  sizes="100vw"
                  priority={i === 0}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
              ) : null}
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/30 to-black/30"
              />
              <div className="mx-auto flex h-full max-w-6xl flex-col justify-end px-4 pb-24">
                <h2 className="max-w-3xl font-serif text-4xl leading-tight [text-shadow:0_2px_8px_rgb(0_0_0/0.5)] sm:text-6xl">
                  {slide.title}
                </h2>
                <p className="mt-4 max-w-2xl text-lg text-white/95 sm:text-xl">{slide.text}</p>
              </div>
            </div>
          )
        })}
      </div>

      <div className="absolute inset-x-0 bottom-6 mx-auto flex max-w-6xl items-center gap-3 px-4">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label={m.carousel_previous({}, { locale })}
          className="carousel-button"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="flex gap-1">
          {slides.map((slide, i) => (
            <li key={slide.title}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={m.carousel_show({ number: String(i + 1), title: slide.title }, { locale })}
                aria-current={i === index ? 'true' : undefined}
                className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border-2 border-white ${i === index ? 'bg-white' : 'bg-transparent'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label={m.carousel_next({}, { locale })}
          className="carousel-button"
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={(paused ? m.carousel_play : m.carousel_pause)({}, { locale })}
          className="carousel-button ml-auto"
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      </div>
    </section>
  )
}
