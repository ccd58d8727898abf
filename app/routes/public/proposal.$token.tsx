import { Form, useNavigation, useSearchParams } from 'react-router'
import { BookingStandingPanel } from '~/components/proposal/booking-standing'
import { ProposalDocument } from '~/components/proposal/proposal-document'
import { FieldErrors } from '~/components/ui/field-errors'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { FormAlert } from '~/components/ui/form-alert'
import { inputClass } from '~/components/ui/input-class'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import { proposalAnswer } from '~/lib/proposal-form-words'
import { dateIn, viewLanguage } from '~/lib/proposal-words'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/proposal.$token'
import { answerProposalForm, loadProposalPage } from './proposal.$token.server'

// The traveller's proposal (/proposal/<token>, docs/product.md, "Proposals"): the newest version sent,
// whichever of its links was opened, with a form to accept it and one to ask a question. It is for
// one traveller: never indexed, never kept by a cache, and no address of it goes to another site as a
// referrer (app/lib/private-page.ts). It works without JavaScript and prints as the proposal alone. It
// speaks the language the version was written in, whatever its address (lib/proposal-words.ts).

export const handle = { isForm: true }

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params, request }: Route.LoaderArgs) => loadProposalPage(params.token, request)

export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerProposalForm(params.token, request, context)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? m.proposal_page_title(
          { title: loaderData.view.title, brand: loaderData.view.brand },
          { locale: viewLanguage(loaderData.view) },
        )
      : m.proposal_page_title_bare({}, { locale: 'en' }),
  },
  ...PRIVATE_META,
]

const buttonClass =
  'rounded-lg bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-900 disabled:opacity-60'

export default function ProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, map, state, linkVersion, booking } = loaderData
  const [search] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const answered = actionData?.errors ?? {}
  const asked = search.get('asked') === '1'
  const locale = viewLanguage(view)
  const words = { locale }
  const date = (value: string) => dateIn(value, locale)
  // The server answers in English; the page says it in the proposal's language.
  const say = (text: string) => proposalAnswer(text, locale)
  const errors = Object.fromEntries(
    Object.entries(answered).map(([name, list]) => [name, list?.map(say)]),
  ) as typeof answered
  const refused = actionData?.refused ? say(actionData.refused) : null
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white print:hidden">
        <div className="mx-auto max-w-4xl space-y-3">
          <p className="font-serif text-2xl">{m.proposal_from({ brand: view.brand }, words)}</p>
          {linkVersion < view.version ? (
            <p role="status">
              {m.proposal_replaced({ old: String(linkVersion), new: String(view.version) }, words)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-10 print:p-0">
        {state.kind === 'accepted' ? (
          <div role="status" className="mb-8 rounded-xl border-2 border-forest-700 bg-white p-5">
            <h2 className="font-serif text-2xl">{m.proposal_accepted_title({}, words)}</h2>
            <p className="mt-2">
              {m.proposal_accepted_by(
                { name: state.name, version: String(state.version), date: date(state.at) },
                words,
              )}{' '}
              {booking?.standing.deposit.receivedOn || booking?.standing.paidInFullOn
                ? m.proposal_confirmed({}, words)
                : m.proposal_confirmed_when_deposit({}, words)}
            </p>
          </div>
        ) : null}
        {refused && state.kind !== 'open' ? <FormAlert>{refused}</FormAlert> : null}
        {booking ? (
          <BookingStandingPanel
            standing={booking.standing}
            currency={booking.currency}
            ways={booking.ways}
            bank={booking.bank}
            notice={booking.notice}
            receiptPath={(id) => `${loaderData.path}/receipts/${id}`}
            busy={busy}
            locale={locale}
          />
        ) : null}
        {booking && state.kind === 'accepted' && booking.standing.deposit.due === 0 ? (
          <section
            aria-labelledby="details-heading"
            className="mb-8 rounded-xl bg-white p-5 shadow-sm print:hidden"
          >
            <h2 id="details-heading" className="font-serif text-2xl">
              {m.details_proposal_heading({}, { locale })}
            </h2>
            <p className="mt-2">{m.details_proposal_text({}, { locale })}</p>
            <p className="mt-3">
              <a href={`${loaderData.path}/details`} className="font-semibold text-savanna-700 underline">
                {m.details_proposal_link({}, { locale })}
              </a>
            </p>
          </section>
        ) : null}
        {state.kind === 'cancelled' ? (
          <div role="status" className="mb-8 rounded-xl border-2 border-red-700 bg-white p-5">
            <h2 className="font-serif text-2xl">{m.proposal_cancelled_title({}, words)}</h2>
            <p className="mt-2">{m.proposal_cancelled_text({ date: date(state.on) }, words)}</p>
          </div>
        ) : null}
        {state.kind === 'expired' ? (
          <div role="status" className="mb-8 rounded-xl border-2 border-savanna-700 bg-white p-5">
            <h2 className="font-serif text-2xl">{m.proposal_ended_title({}, words)}</h2>
            <p className="mt-2">{m.proposal_ended_text({ date: date(view.expiresOn) }, words)}</p>
          </div>
        ) : null}

        <p className="mb-6 print:hidden">
          <a href={`${loaderData.path}/pdf`} className="font-semibold text-savanna-800 underline">
            {m.proposal_pdf_link({}, words)}
          </a>
        </p>
        <ProposalDocument view={view} map={map} acceptedHere={booking !== null} />

        {state.kind === 'open' ? (
          <section
            aria-labelledby="accept-heading"
            className="mt-12 rounded-xl bg-white p-6 shadow-sm print:hidden"
          >
            <h2 id="accept-heading" className="font-serif text-2xl">
              {m.proposal_accept_title({}, words)}
            </h2>
            <p className="mt-2">{m.proposal_accept_intro({}, words)}</p>
            {refused ? <FormAlert>{refused}</FormAlert> : null}
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="shown" value={loaderData.shown} />
              <div>
                <label htmlFor="accept-name" className="block font-semibold">
                  {m.proposal_accept_name({}, words)}
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
                  <span>{m.proposal_accept_terms({ percent: String(view.depositPercent) }, words)}</span>
                </label>
                <FieldErrors id="accept-terms-error" errors={errors.terms} />
              </div>
              <button type="submit" disabled={busy} className={buttonClass}>
                {m.proposal_accept_button({}, words)}
              </button>
            </Form>
          </section>
        ) : null}

        <section
          aria-labelledby="question-heading"
          className="mt-10 rounded-xl bg-white p-6 shadow-sm print:hidden"
        >
          <h2 id="question-heading" className="font-serif text-2xl">
            {state.kind === 'expired' ? m.proposal_ask_new({}, words) : m.proposal_ask({}, words)}
          </h2>
          {asked ? (
            <p role="status" className="mt-2 font-semibold text-forest-700">
              {m.proposal_asked({}, words)}
            </p>
          ) : null}
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="question" />
            <label htmlFor="question" className="block font-semibold">
              {state.kind === 'expired' ? m.proposal_new_change({}, words) : m.proposal_question({}, words)}
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
              {m.proposal_send({}, words)}
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
