import { Link } from 'react-router'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import { LanguageSwitch } from './language-switch'
import { useLinkIn, useLocale } from './use-locale'

// The site's footer, in the page's language (messages/*.json); each link to the page in that language
// where it exists, else in English.

const explore = [
  { to: '/packages', label: m.nav_safaris },
  { to: '/about', label: m.footer_about_us },
  { to: '/blogs', label: m.footer_our_stories },
  { to: '/contact', label: m.nav_contact },
]

const plan = [
  { to: '/book', label: m.footer_plan_safari },
  { to: '/book_package', label: m.footer_book_package },
  { to: '/accomodation', label: m.footer_accommodation },
  { to: '/airport-transfer', label: m.footer_airport },
  { to: '/privacy', label: m.footer_privacy },
  { to: '/terms', label: m.footer_terms },
]

export function Footer() {
  const { operator } = useOperator()
  const locale = useLocale()
  const localLink = useLinkIn()
  return (
    // On phones the quick-contact bar is fixed over the bottom: the footer's own colour runs under it.
    <footer className="bg-forest-900 pb-20 text-savanna-100 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{operator.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">{m.footer_blurb({}, { locale })}</p>
        </div>
        <nav aria-label={m.footer_explore({}, { locale })}>
          <h2 className="font-semibold text-white">{m.footer_explore({}, { locale })}</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {explore.map((link) => (
              <li key={link.to}>
                <Link to={localLink(link.to)} className="inline-block py-0.5 hover:underline">
                  {link.label({}, { locale })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={m.footer_plan({}, { locale })}>
          <h2 className="font-semibold text-white">{m.footer_plan({}, { locale })}</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {plan.map((link) => (
              <li key={link.to}>
                <Link to={localLink(link.to)} className="inline-block py-0.5 hover:underline">
                  {link.label({}, { locale })}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/login" className="inline-block py-0.5 hover:underline">
                {m.footer_staff_login({}, { locale })}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{m.footer_contact({}, { locale })}</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>
              <a href={`mailto:${operator.email}`} className="inline-block py-0.5 hover:underline">
                {operator.email}
              </a>
            </li>
            <li>
              <a href={`tel:${operator.phone}`} className="inline-block py-0.5 hover:underline">
                {phoneDisplay(operator.phone)}
              </a>{' '}
              <span className="text-savanna-100/80">{m.footer_calls_and_whatsapp({}, { locale })}</span>
            </li>
            <li>
              <a
                href={whatsappLink(operator.phone)}
                className="inline-block py-0.5 hover:underline"
                rel="noopener noreferrer"
              >
                {m.footer_whatsapp({}, { locale })}
              </a>
            </li>
            <li>
              <address className="not-italic">
                {operator.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">{operator.country}</span>
              </address>
            </li>
          </ul>
          <div className="mt-4 -ml-2">
            <LanguageSwitch long />
          </div>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-savanna-100/80">
        {m.footer_rights({ year: String(new Date().getFullYear()), brand: operator.brand }, { locale })}
      </p>
    </footer>
  )
}
