import { Link, useSearchParams } from 'react-router'
import { place, WordsWithLinks } from '~/components/ui/words-with-links'
import { getConfig } from '~/config.server'
import { isLeadReference } from '~/lib/lead-reference'
import { linkIn, localeOfPath } from '~/lib/locales'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/success'

// Where a sent form leads: /success, or /de/success and /fr/success after a German or French form.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const loader = ({ request }: Route.LoaderArgs) => ({
  replyTargetHours: getConfig().replyTargetHours,
  locale: localeOfPath(new URL(request.url).pathname),
})

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: m.success_title({}, { locale: loaderData?.locale }) },
  { name: 'robots', content: 'noindex' },
]

export default function Success({ loaderData }: Route.ComponentProps) {
  const { operator } = useOperator()
  const { locale, replyTargetHours: hours } = loaderData
  // The reference of the traveller's lead, when a form sent them here (only one written as a reference is shown).
  const [searchParams] = useSearchParams()
  const typed = searchParams.get('ref')?.trim().toUpperCase() ?? ''
  const reference = isLeadReference(typed) ? typed : null
  return (
    <section className="bg-forest-900 px-4 pt-32 pb-24 text-center text-white">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto h-20 w-20">
        <circle cx="32" cy="32" r="30" fill="#27472f" stroke="#f2e8d3" strokeWidth="3" />
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="#f2e8d3"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className="mt-6 font-serif text-4xl">{m.success_heading({}, { locale })}</h1>
      {reference ? (
        <p className="mx-auto mt-4 max-w-xl text-left text-lg text-white/90 sm:text-center">
          <WordsWithLinks
            words={m.success_reference({ reference: place('reference') }, { locale })}
            links={{
              reference: <strong className="font-semibold whitespace-nowrap text-white">{reference}</strong>,
            }}
          />
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="mx-auto mt-10 max-w-xl text-left">
        <h2 id="next-heading" className="font-serif text-2xl">
          {m.success_next({}, { locale })}
        </h2>
        <ol className="mt-4 list-decimal space-y-3 pl-6 text-lg text-white/90">
          <li>{(reference ? m.success_ack_reference : m.success_ack)({}, { locale })}</li>
          <li>{m.success_reply({ hours: String(hours) }, { locale })}</li>
          <li>
            <WordsWithLinks
              words={m.success_hurry({ phone: place('phone'), chat: place('chat') }, { locale })}
              links={{
                phone: (
                  <a
                    className="font-semibold whitespace-nowrap text-white underline"
                    href={`tel:${operator.phone}`}
                  >
                    {phoneDisplay(operator.phone)}
                  </a>
                ),
                chat: (
                  <a className="font-semibold text-white underline" href={whatsappLink(operator.phone)}>
                    {m.success_chat({}, { locale })}
                  </a>
                ),
              }}
            />
          </li>
        </ol>
      </section>
      <p className="mt-8">
        <Link
          className="rounded-full bg-savanna-700 px-6 py-3 font-semibold hover:bg-savanna-800"
          to={linkIn(locale, '/packages')}
        >
          {m.success_explore({}, { locale })}
        </Link>
      </p>
    </section>
  )
}
