import { Link } from 'react-router'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'

const explore = [
  { to: '/packages', label: 'Our Safaris' },
  { to: '/about', label: 'About us' },
  { to: '/blogs', label: 'Our Stories' },
  { to: '/contact', label: 'Contact' },
]

const plan = [
  { to: '/book', label: 'Plan a safari' },
  { to: '/book_package', label: 'Book a package' },
  { to: '/accomodation', label: 'Accommodation' },
  { to: '/airport-transfer', label: 'Airport transfer' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms and Conditions' },
]

export function Footer() {
  const { operator } = useOperator()
  return (
    // On phones the quick-contact bar is fixed over the bottom: the footer's own colour runs under it.
    <footer className="bg-forest-900 pb-20 text-savanna-100 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{operator.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Tailor-made safaris in Uganda, Kenya, Rwanda and Tanzania, from budget camping to luxury lodges,
            planned by people who live here. We answer day and night while you travel.
          </p>
        </div>
        <nav aria-label="Explore">
          <h2 className="font-semibold text-white">Explore</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {explore.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-0.5 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Plan your trip">
          <h2 className="font-semibold text-white">Plan your trip</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {plan.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-0.5 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/login" className="inline-block py-0.5 hover:underline">
                Staff login
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Contact us</h2>
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
              <span className="text-savanna-100/80">(calls and WhatsApp)</span>
            </li>
            <li>
              <a
                href={whatsappLink(operator.phone)}
                className="inline-block py-0.5 hover:underline"
                rel="noopener noreferrer"
              >
                Chat with us on WhatsApp
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
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-savanna-100/80">
        © {new Date().getFullYear()} {operator.brand}. All rights reserved.
      </p>
    </footer>
  )
}
