import { Form, useNavigation } from 'react-router'
import { FieldErrors } from '~/components/ui/field-errors'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import type { Route } from './+types/reservation.$token'
import { answerReservationForm, loadReservationPage } from './reservation.$token.server'

// A supplier's answer to a reservation request (/reservation/<token>, docs/product.md, "Reservations"),
// by the link in the request mail, without an account: confirm with their reference, hold until a date,
// or decline with a reason. A hold may be followed by its confirmation or decline; a confirmation or a
// decline ends the link's answers. Never indexed or kept by a cache; it works without JavaScript.
// Suppliers are written to in English, as the staff who book them work.

export const handle = { isForm: true }

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params }: Route.LoaderArgs) => loadReservationPage(params.token)

export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerReservationForm(params.token, request, context)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Reservation request: ${loaderData.service} | ${loaderData.brand}`
      : 'Reservation request',
  },
  ...PRIVATE_META,
]

const ANSWERS = [
  {
    value: 'confirm',
    label: 'Confirm',
    field: 'reference',
    prompt: 'Your confirmation number or reference',
    type: 'text',
  },
  {
    value: 'hold',
    label: 'Hold it for us until a date',
    field: 'until',
    prompt: 'The last day you hold it',
    type: 'date',
  },
  {
    value: 'decline',
    label: 'Decline',
    field: 'reason',
    prompt: 'Why, e.g. fully booked on these dates',
    type: 'text',
  },
] as const

export default function ReservationPage({ loaderData: request, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  const typed = actionData?.typed
  const open = request.status === 'requested' || request.status === 'held'
  const facts: [string, string][] = [
    ['Service', request.service],
    [request.rooms ? 'Dates' : 'Date', request.dates],
    ...(request.rooms ? [['Rooms', request.rooms] as [string, string]] : []),
    ['Guests', `${request.guests}, ${request.guestName}'s party`],
    ...(request.permits ? [['Permits', String(request.permits)] as [string, string]] : []),
    ...(request.requests ? [['Special requests', request.requests] as [string, string]] : []),
    ['Our reference', request.reference],
  ]
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="font-serif text-3xl sm:text-4xl">Reservation request from {request.brand}</h1>
          <p className="mt-3">For {request.supplier}</p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-[10rem_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {request.status === 'held' ? (
          <p role="status" className="mt-6 font-semibold">
            You hold it for us until {request.holdUntil}. Thank you: confirm it or decline it below when you
            can.
          </p>
        ) : null}
        {request.status === 'confirmed' ? (
          <div role="status" className="mt-6 rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">Thank you: confirmed</h2>
            <p className="mt-2">Your reference {request.supplierRef} is recorded on our booking.</p>
          </div>
        ) : request.status === 'declined' ? (
          <div role="status" className="mt-6 rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">Thank you for letting us know</h2>
            <p className="mt-2">We have recorded that you cannot take it: {request.declineReason}</p>
          </div>
        ) : request.status === 'cancelled' ? (
          <div role="status" className="mt-6 rounded-xl border-2 border-forest-700 bg-white p-6">
            <h2 className="font-serif text-2xl">This request is cancelled</h2>
            <p className="mt-2">We no longer need it: please release anything you hold for it.</p>
          </div>
        ) : null}
        {open ? (
          <section aria-labelledby="answer-heading" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
            <h2 id="answer-heading" className="font-serif text-2xl">
              Your answer
            </h2>
            {actionData?.refused ? <FormAlert>{actionData.refused}</FormAlert> : null}
            <Form method="post" className="mt-4 space-y-5" noValidate>
              <fieldset aria-describedby={errors.answer ? 'answer-error' : undefined}>
                <legend className="font-semibold">Can you take it?</legend>
                {ANSWERS.map((answer) => (
                  <div key={answer.value} className="mt-3">
                    <label className="flex items-center gap-3">
                      <input
                        type="radio"
                        name="answer"
                        value={answer.value}
                        defaultChecked={(typed?.answer ?? 'confirm') === answer.value}
                        className="h-5 w-5 accent-savanna-700"
                      />
                      <span>{answer.label}</span>
                    </label>
                    <label
                      htmlFor={`answer-${answer.field}`}
                      className="mt-1 block pl-8 text-sm font-semibold"
                    >
                      {answer.prompt}
                    </label>
                    <div className="pl-8">
                      <input
                        id={`answer-${answer.field}`}
                        name={answer.field}
                        type={answer.type}
                        maxLength={answer.field === 'reason' ? 300 : 60}
                        defaultValue={typed?.[answer.field] ?? ''}
                        className={inputClass}
                        aria-invalid={errors[answer.field] ? true : undefined}
                        aria-describedby={errors[answer.field] ? `answer-${answer.field}-error` : undefined}
                      />
                      <FieldErrors id={`answer-${answer.field}-error`} errors={errors[answer.field]} />
                    </div>
                  </div>
                ))}
                <FieldErrors id="answer-error" errors={errors.answer} />
              </fieldset>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60"
              >
                Send your answer
              </button>
            </Form>
          </section>
        ) : null}
        <p className="mt-6">
          Questions? Call {request.phone} or write to {request.email}, with our reference {request.reference}.
        </p>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <LinkNotWorking title="This reservation link does not work">
      Check that the whole address from our e-mail was copied, or reply to our e-mail and we will sort it out.
    </LinkNotWorking>
  )
}
