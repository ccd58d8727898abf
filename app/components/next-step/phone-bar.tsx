import { Link } from 'react-router'
import { chatLink, type NextStep } from '~/lib/next-step'
import { useOperator } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import { useLocale } from '../use-locale'

const barButton =
  'flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-4 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * On phones, a slim bar fixed at the bottom of every public page: the page's next step and a WhatsApp
 * chat that names its trip. On a form, the first button calls us instead. The footer leaves room for it
 * (its padding), so it never covers the last of the page.
 */
export function PhoneBar({ step, isForm }: { step: NextStep; isForm: boolean }) {
  const { operator } = useOperator()
  const locale = useLocale()
  const chat = chatLink(operator.phone, step, locale)
  return (
    <nav
      aria-label={m.phone_bar_label({}, { locale })}
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-white/15 bg-forest-900/95 px-3 py-2 backdrop-blur lg:hidden"
    >
      {isForm ? (
        <a href={`tel:${operator.phone}`} className={`${barButton} bg-savanna-700 text-white`}>
          {m.phone_bar_call({}, { locale })}
        </a>
      ) : (
        <Link to={step.to} className={`${barButton} bg-savanna-700 text-white`}>
          {m.plan_my_safari({}, { locale })}
        </Link>
      )}
      <a href={chat} rel="noopener noreferrer" className={`${barButton} bg-white text-forest-900`}>
        WhatsApp
      </a>
    </nav>
  )
}
