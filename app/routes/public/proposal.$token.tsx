import { Form, useNavigation, useSearchParams } from 'react-router'
import { BookingStandingPanel } from '~/components/proposal/booking-standing'
import { ProposalDocument } from '~/components/proposal/proposal-document'
import { FieldErrors } from '~/components/ui/field-errors'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { formatDate } from '~/lib/back-office'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import type { Route } from './+types/proposal.$token'
import { answerProposalForm, loadProposalPage } from './proposal.$token.server'

// The traveller's proposal (/proposal/<token>, docs/product.md, "Proposals"): the newest version sent,
// whichever of its links was opened, with a form to accept it and one to ask a question. It is for
// one traveller: never indexed, never kept by a cache, and no address of it goes to another site as a
// referrer (app/lib/private-page.ts). It works without JavaScript and prints as the proposal alone.

export const handle = { isForm: true }

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params, request }: Route.LoaderArgs) => loadProposalPage(params.token, request)

export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerProposalForm(params.token, request, context)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.view.title}: your proposal | ${loaderData.view.brand}` : 'Proposal' },
  ...PRIVATE_META,
]

const buttonClass =
  'rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export default function ProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, map, state, linkVersion, booking } = loaderData
  const [search] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  const asked = search.get('asked') === '1'
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white print:hidden">
        <div className="mx-auto max-w-4xl space-y-3">
          <p className="font-serif text-2xl">Your proposal from {view.brand}</p>
          {linkVersion < view.version ? (
            <p role="status">
              The proposal this link was sent with (version {linkVersion}) has been replaced by version{' '}
              {view.version}, shown below.
            </p>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-10 print:p-0">
        {state.kind === 'accepted' ? (
          <div role="status" className="mb-8 rounded-xl border-2 border-forest-700 bg-white p-5">
            <h2 className="font-serif text-2xl">Accepted: thank you</h2>
            <p className="mt-2">
              {state.name} accepted version {state.version} on {formatDate(state.at)}.{' '}
              {booking?.standing.deposit.receivedOn || booking?.standing.paidInFullOn
                ? 'Your booking is confirmed.'
                : 'Your booking is confirmed when the deposit arrives: how to pay is below, and in the e-mail we have sent you.'}
            </p>
          </div>
        ) : null}
        {actionData?.refused && state.kind !== 'open' ? <FormAlert>{actionData.refused}</FormAlert> : null}
        {booking ? (
          <BookingStandingPanel
            standing={booking.standing}
            currency={booking.currency}
            ways={booking.ways}
            bank={booking.bank}
            notice={booking.notice}
            receiptPath={(id) => `${loaderData.path}/receipts/${id}`}
            busy={busy}
          />
        ) : null}
        {state.kind === 'cancelled' ? (
          <div role="status" className="mb-8 rounded-xl border-2 border-red-700 bg-white p-5">
            <h2 className="font-serif text-2xl">This booking is cancelled</h2>
            <p className="mt-2">
              It was cancelled on {formatDate(state.on)}; our e-mail of that day says what is refunded. Write
              to us below if you would like to plan another trip.
            </p>
          </div>
        ) : null}
        {state.kind === 'expired' ? (
          <div role="status" className="mb-8 rounded-xl border-2 border-savanna-700 bg-white p-5">
            <h2 className="font-serif text-2xl">This offer has ended</h2>
            <p className="mt-2">
              It was open until {formatDate(view.expiresOn)}. Prices and availability may have changed: ask us
              below for a new proposal and we will send you one.
            </p>
          </div>
        ) : null}

        <p className="mb-6 print:hidden">
          <a href={`${loaderData.path}/pdf`} className="font-semibold text-savanna-800 underline">
            Download this proposal as a PDF
          </a>
        </p>
        <ProposalDocument view={view} map={map} acceptedHere={booking !== null} />

        {state.kind === 'open' ? (
          <section
            aria-labelledby="accept-heading"
            className="mt-12 rounded-xl bg-white p-6 shadow-sm print:hidden"
          >
            <h2 id="accept-heading" className="font-serif text-2xl">
              Accept this proposal
            </h2>
            <p className="mt-2">
              Accepting books the trip as described above, on the booking terms; we then ask for the deposit.
            </p>
            {actionData?.refused ? <FormAlert>{actionData.refused}</FormAlert> : null}
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="shown" value={loaderData.shown} />
              <div>
                <label htmlFor="accept-name" className="block font-semibold">
                  Your full name
                </label>
                <input
                  id="accept-name"
                  type="text"
                  name="name"
                  autoComplete="name"
                  maxLength={120}
                  defaultValue={actionData?.typed?.name ?? ''}
                  className={inputClass}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? 'accept-name-error' : undefined}
                />
                <FieldErrors id="accept-name-error" errors={errors.name} />
              </div>
              <div>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name="terms"
                    value="yes"
                    className="mt-1 h-5 w-5"
                    aria-invalid={errors.terms ? true : undefined}
                    aria-describedby={errors.terms ? 'accept-terms-error' : undefined}
                  />
                  <span>
                    I have read the proposal and accept the booking terms, including the deposit of{' '}
                    {view.depositPercent}% and the cancellation terms above.
                  </span>
                </label>
                <FieldErrors id="accept-terms-error" errors={errors.terms} />
              </div>
              <button type="submit" disabled={busy} className={buttonClass}>
                Accept and book
              </button>
            </Form>
          </section>
        ) : null}

        <section
          aria-labelledby="question-heading"
          className="mt-10 rounded-xl bg-white p-6 shadow-sm print:hidden"
        >
          <h2 id="question-heading" className="font-serif text-2xl">
            {state.kind === 'expired' ? 'Ask for a new proposal' : 'Ask a question'}
          </h2>
          {asked ? (
            <p role="status" className="mt-2 font-semibold text-forest-700">
              Thank you: your message is with us, and we will answer you by e-mail.
            </p>
          ) : null}
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="question" />
            <label htmlFor="question" className="block font-semibold">
              {state.kind === 'expired'
                ? 'What should the new proposal change, if anything?'
                : 'Your question'}
            </label>
            <textarea
              id="question"
              name="question"
              rows={4}
              maxLength={5000}
              defaultValue={actionData?.typed?.question ?? ''}
              className={inputClass}
              aria-invalid={errors.question ? true : undefined}
              aria-describedby={errors.question ? 'question-error' : undefined}
            />
            <FieldErrors id="question-error" errors={errors.question} />
            <button type="submit" disabled={busy} className={buttonClass}>
              Send
            </button>
          </Form>
        </section>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return (
    <LinkNotWorking title="This proposal link does not work">
      Check that the whole address from our e-mail was copied, or write to us and we will send the link again.
    </LinkNotWorking>
  )
}
