import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { NextStep } from '~/lib/next-step'
import { pathWithoutLocale, type Locale } from '~/lib/locales'
import { useOperator } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import { LanguageSwitch, usePageLanguages } from './language-switch'
import { useLinkIn, useLocale } from './use-locale'

// The site's navigation (docs/product.md, "Public routes"): Home, Country Destination (Kenya, Rwanda, Uganda, Tanzania), Our Safaris, About,
// Blogs, Contact. Transparent over the page's hero until 150 px of scrolling, light after. The dropdown and
// the phone menu are <details> elements, so they work without JavaScript; with it, they also close when
// a link is chosen, on Escape and on a click elsewhere.

export const SCROLL_THRESHOLD = 150

// Each label in the page's language (messages/*.json); each link to the page in that language where it
// exists, else in English (lib/locales.ts).
const countryLinks = [
  { to: '/places/kenya', label: m.country_kenya },
  { to: '/places/rwanda', label: m.country_rwanda },
  { to: '/places/uganda', label: m.country_uganda },
  { to: '/places/tanzania', label: m.country_tanzania },
]

const mainLinks = [
  { to: '/packages', label: m.nav_safaris },
  { to: '/about', label: m.nav_about },
  { to: '/blogs', label: m.nav_blogs },
  { to: '/contact', label: m.nav_contact },
]

const say = (label: (inputs: object, options: { locale: Locale }) => string, locale: Locale) =>
  label({}, { locale })

/** A <details> that closes on route change, Escape, and a click outside. */
function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  // Open only on the page where it was opened: navigating away closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  // One opened before the app started is open in the page while React holds it closed, so React would
  // never close it: a new page closes it by hand.
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    if (ref.current && openOn !== pathname) ref.current.open = false
  }, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps -- only a new page closes it
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      ref.current?.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open]) // eslint-disable-line react-hooks/exhaustive-deps -- setOpen only closes
  return {
    ref,
    open,
    close: () => setOpen(false),
    props: {
      ref,
      open,
      onToggle: (event: React.ToggleEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    },
  }
}

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-2 font-medium whitespace-nowrap hover:underline underline-offset-4 xl:px-3 ${isActive ? 'underline' : ''}`

const planButton =
  'inline-flex items-center rounded-full bg-savanna-700 px-5 py-2 font-semibold whitespace-nowrap text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600'

export function Navbar({ step }: { step: NextStep }) {
  const { operator } = useOperator()
  const scrolled = useScrolledPast(SCROLL_THRESHOLD)
  const dropdown = useDisclosure()
  const menu = useDisclosure()
  const location = useLocation()
  const inCountry = pathWithoutLocale(location.pathname).startsWith('/places/')
  const locale = useLocale()
  const localLink = useLinkIn()
  const home = localLink('/')
  const translated = usePageLanguages().length > 1

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        scrolled || menu.open
          ? 'bg-savanna-50/95 text-forest-900 shadow-md backdrop-blur'
          : // Transparent, with a dark scrim so the links stay legible over any picture.
            'bg-transparent bg-gradient-to-b from-black/75 to-transparent text-white'
      }`}
    >
      <nav
        aria-label={m.nav_main({}, { locale })}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to={home} className="flex items-center gap-2 text-lg font-bold tracking-wide whitespace-nowrap">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {operator.brand}
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          <li>
            <NavLink to={home} end className={linkClass}>
              {m.nav_home({}, { locale })}
            </NavLink>
          </li>
          <li>
            <details {...dropdown.props} className="relative">
              <summary
                className={`flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 font-medium whitespace-nowrap xl:px-3 hover:underline underline-offset-4 [&::-webkit-details-marker]:hidden ${inCountry ? 'underline' : ''}`}
              >
                {m.nav_countries({}, { locale })}
                <span
                  aria-hidden="true"
                  className={`text-xs transition-transform ${dropdown.open ? 'rotate-180' : ''}`}
                >
                  ▾
                </span>
              </summary>
              <ul className="absolute left-0 mt-2 w-48 overflow-hidden rounded-lg bg-white py-1 text-forest-900 shadow-xl">
                {countryLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={localLink(link.to)}
                      onClick={dropdown.close}
                      className={({ isActive }) =>
                        `block px-4 py-2 hover:bg-savanna-100 focus-visible:bg-savanna-100 ${isActive ? 'font-semibold' : ''}`
                      }
                    >
                      {say(link.label, locale)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={localLink(link.to)} className={linkClass}>
                {say(link.label, locale)}
              </NavLink>
            </li>
          ))}
          {translated ? (
            <li>
              <LanguageSwitch />
            </li>
          ) : null}
          <li className="ml-2">
            <Link to={step.to} className={planButton}>
              {m.plan_my_safari({}, { locale })}
            </Link>
          </li>
        </ul>

        <details {...menu.props} className="lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="text-xl leading-none">
              {menu.open ? '✕' : '☰'}
            </span>
            {m.nav_menu({}, { locale })}
          </summary>
          <div className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto bg-savanna-50 px-4 pb-6 text-forest-900 shadow-lg">
            <ul className="flex flex-col text-lg">
              <li className="pt-3 pb-2">
                <Link to={step.to} onClick={menu.close} className={planButton}>
                  {m.plan_my_safari({}, { locale })}
                </Link>
              </li>
              <li>
                <NavLink to={home} end onClick={menu.close} className={linkClass}>
                  {m.nav_home({}, { locale })}
                </NavLink>
              </li>
              <li className="px-3 pt-3 text-sm font-semibold tracking-wider text-savanna-700 uppercase">
                {m.nav_countries({}, { locale })}
              </li>
              {countryLinks.map((link) => (
                <li key={link.to} className="pl-4">
                  <NavLink to={localLink(link.to)} onClick={menu.close} className={linkClass}>
                    {say(link.label, locale)}
                  </NavLink>
                </li>
              ))}
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={localLink(link.to)} onClick={menu.close} className={linkClass}>
                    {say(link.label, locale)}
                  </NavLink>
                </li>
              ))}
            </ul>
            {translated ? (
              <div className="mt-4 px-3">
                <LanguageSwitch />
              </div>
            ) : null}
          </div>
        </details>
      </nav>
    </header>
  )
}
