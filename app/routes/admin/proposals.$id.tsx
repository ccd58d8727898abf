import { Link, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import { BookingPayments } from '~/components/admin/booking-payments'
import { BookingReservationsSection } from '~/components/admin/booking-reservations'
import { TravelDetails } from '~/components/admin/travel-details'
import { ProposalEditor } from '~/components/admin/proposal-editor'
import { PermitChecks } from '~/components/admin/permit-checks'
import { ProposalMargins, TypedMarginSummary } from '~/components/admin/proposal-margins'
import { EditorOutcome } from '~/components/ui/editor-outcome'
import { ProposalDocument } from '~/components/proposal/proposal-document'
import { formatDate, formatMoment } from '~/lib/back-office'
import { formatStoredMoney } from '~/lib/money'
import { keepWhatWasTyped } from '~/services/not-saved.server'
import type { Route } from './+types/proposals.$id'
import { handleProposalEditor, loadProposalEditor } from './proposals.$id.server'
import { ADMIN_LAYOUT_ID, type loader as layoutLoader } from './_layout'

// One proposal (/admin/proposals/:id): where it stands with the traveller, the versions sent (each
// readable as it was sent, ?version=N), and the editor of the next one.

export const loader = ({ request, params }: Route.LoaderArgs) => loadProposalEditor(request, params)

export const action = keepWhatWasTyped(({ request, params, context }: Route.ActionArgs) =>
  handleProposalEditor(request, params, context),
)

/**
 * After a send, the page is read again whatever the default, so the state above the editor, the
 * versions sent and the figures say what the traveller was sent beside "Version N sent" without a
 * reload; after a form whose saving the database did not confirm, the ledger is read again, so that what
 * it holds now is shown beside the message (other failures keep the page as it was).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as { uncertain?: unknown; sent?: unknown; warned?: unknown } | undefined
  return answer?.uncertain || answer?.sent || answer?.warned ? true : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Proposal: ${loaderData?.form.title ?? ''} ${loaderData?.lead.reference ?? ''} | Back-office` },
]

const amount = formatStoredMoney

export default function ProposalPage({ loaderData: data, actionData }: Route.ComponentProps) {
  const { lead, versions, acceptance, opened, figures, shown } = data
  const admin = useRouteLoaderData<typeof layoutLoader>(ADMIN_LAYOUT_ID)?.staff.role === 'admin'
  const form = actionData?.form ?? data.form
  const errors = actionData?.result?.error ?? undefined
  if (shown)
    return (
      <>
        <p className="text-sm">
          <Link to="?" className="font-medium text-savanna-700 underline">
            ← The proposal
          </Link>
        </p>
        <p role="status" className="mt-3 rounded-lg bg-white p-4 font-semibold shadow-sm">
          {shown.view.version < shown.newest
            ? `Version ${shown.view.version}, as it was sent: replaced by version ${shown.newest}.`
            : `Version ${shown.view.version}, as it was sent: the traveller's link shows this version.`}
        </p>
        <div className="mt-6">
          <ProposalDocument view={shown.view} map={shown.map} />
        </div>
      </>
    )
  const state = acceptance
    ? `Accepted: version ${acceptance.version} by ${acceptance.name}, ${formatMoment(acceptance.accepted_at)}`
    : versions.length === 0
      ? 'Draft: not sent yet'
      : data.expired
        ? `Expired: the offer ended on ${formatDate(versions[0]!.expiresOn)}`
        : opened.count
          ? `Opened ${opened.count} ${opened.count === 1 ? 'time' : 'times'}: first ${formatMoment(opened.first!)}, last ${formatMoment(opened.last!)}`
          : `Sent, not opened yet`
  return (
    <>
      <p className="text-sm">
        <Link to={`/admin/leads/${lead.id}`} className="font-medium text-savanna-700 underline">
          ← {lead.name} {lead.reference}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl">Proposal: {data.form.title}</h1>
      <p className="mt-2 font-semibold" role="status">
        {state}
      </p>
      <dl className="mt-4 grid max-w-xl gap-x-4 gap-y-1 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Total (as saved)</dt>
        <dd>{amount(figures.total, figures.currency)}</dd>
        <dt className="font-semibold">Deposit</dt>
        <dd>{amount(figures.deposit, figures.currency)}</dd>
        <dt className="font-semibold">Balance</dt>
        <dd>{amount(figures.balance, figures.currency)}</dd>
      </dl>
      {versions.length ? (
        <section aria-labelledby="versions-heading" className="mt-6">
          <h2 id="versions-heading" className="font-serif text-2xl">
            Sent
          </h2>
          <ul className="mt-2 space-y-1">
            {versions.map((version) => (
              <li key={version.version}>
                <Link to={`?version=${version.version}`} className="text-savanna-700 underline">
                  Version {version.version}
                </Link>{' '}
                (
                <a
                  href={`/admin/proposals/${data.id}/pdf?version=${version.version}`}
                  className="text-savanna-700 underline"
                >
                  PDF
                </a>
                ): {formatMoment(version.sentAt)} by {version.sentBy ?? 'a former member of staff'},{' '}
                {amount(version.total, version.currency)}, open until {formatDate(version.expiresOn)}
              </li>
            ))}
          </ul>
          {data.unsent && !acceptance ? (
            <p className="mt-2">The draft below has changes the traveller has not been sent.</p>
          ) : null}
        </section>
      ) : null}
      <EditorOutcome
        done={actionData?.done}
        refused={actionData?.refused}
        fix={actionData && 'fix' in actionData ? actionData.fix : null}
        invalid={Boolean(errors)}
      />
      {data.payments ? (
        <BookingPayments
          payments={data.payments}
          result={actionData && 'paymentResult' in actionData ? (actionData.paymentResult as never) : null}
          uncertain={actionData && 'uncertain' in actionData ? actionData.uncertain : null}
          admin={admin}
        />
      ) : null}
      {data.reservations ? (
        <BookingReservationsSection
          reservations={data.reservations}
          result={actionData && 'reservationResult' in actionData ? actionData.reservationResult : null}
        />
      ) : null}
      {data.travelDetails ? (
        <TravelDetails
          details={data.travelDetails}
          result={actionData && 'travelResult' in actionData ? actionData.travelResult : null}
        />
      ) : null}
      {data.pricing.quote ? (
        <ProposalMargins
          key={JSON.stringify(form.priced)}
          quote={data.pricing.quote}
          margin={data.pricing.margin}
          typed={data.pricing.typed}
          pricedAt={data.pricing.pricedAt}
          form={form}
          errors={errors}
          locked={Boolean(acceptance)}
        />
      ) : (
        <TypedMarginSummary margin={data.pricing.margin} currency={figures.currency} />
      )}
      <PermitChecks checks={data.pricing.permits} accepted={Boolean(acceptance)} />
      <ProposalEditor
        form={form}
        errors={errors}
        locked={Boolean(acceptance)}
        choices={data.pricing.choices}
        warnings={data.pricing.warnings}
        defaultMarkup={data.pricing.defaultMarkup}
        cannotSendYet={
          data.cannotSendYet && !acceptance ? (
            <>
              It cannot be sent yet.{' '}
              <Link to={data.cannotSendYet.href} className="underline">
                {data.cannotSendYet.text}
              </Link>
              {admin ? '.' : ' (an admin’s page: ask one).'}
            </>
          ) : null
        }
      />
    </>
  )
}
