import { Link, useSearchParams } from 'react-router'
import { getConfig } from '~/config.server'
import { isLeadReference } from '~/lib/lead-reference'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'
import type { Route } from './+types/success'

// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const loader = () => ({ replyTargetHours: getConfig().replyTargetHours })

export const meta: Route.MetaFunction = () => [
  { title: 'Successfully received' },
  { name: 'robots', content: 'noindex' },
]

export default function Success({ loaderData }: Route.ComponentProps) {
  const { operator } = useOperator()
  const hours = loaderData.replyTargetHours
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
      <h1 className="mt-6 font-serif text-4xl">Successfully received. We will get in touch soon.</h1>
      {reference ? (
        <p className="mx-auto mt-4 max-w-xl text-left text-lg text-white/90 sm:text-center">
          Your reference is{' '}
          <strong className="font-semibold whitespace-nowrap text-white">{reference}</strong>: quote it if you
          write or call.
        </p>
      ) : null}
      <section aria-labelledby="next-heading" className="mx-auto mt-10 max-w-xl text-left">
        <h2 id="next-heading" className="font-serif text-2xl">
          What happens next
        </h2>
        <ol className="mt-4 list-decimal space-y-3 pl-6 text-lg text-white/90">
          <li>
            We are e-mailing you an acknowledgement{reference ? ' with your reference' : ''}. If it is not in
            your inbox within a few minutes, please look in your spam folder.
          </li>
          <li>
            {`A planner reads your request and replies within ${hours} hours with ideas, dates and a clear price.`}
          </li>
          <li>
            In a hurry? Call us on{' '}
            <a
              className="font-semibold whitespace-nowrap text-white underline"
              href={`tel:${operator.phone}`}
            >
              {phoneDisplay(operator.phone)}
            </a>{' '}
            or{' '}
            <a className="font-semibold text-white underline" href={whatsappLink(operator.phone)}>
              message us on WhatsApp
            </a>
            .
          </li>
        </ol>
      </section>
      <p className="mt-8">
        <Link
          className="rounded-full bg-savanna-700 px-6 py-3 font-semibold hover:bg-savanna-800"
          to="/packages"
        >
          Keep exploring our safaris
        </Link>
      </p>
    </section>
  )
}
