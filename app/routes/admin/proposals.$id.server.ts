import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { depositAndBalance } from '~/lib/booking-terms'
import { leadReference } from '~/lib/lead-reference'
import { money, parseMoney } from '~/lib/money'
import { priceLines, type ProposalDocument } from '~/lib/proposal'
import { changeForm, formFromPayload, formOf, type ProposalForm } from '~/lib/proposal-form'
import { draftWarnings, warningsText } from '~/lib/draft-warnings'
import { NO_WAY_TO_PAY } from '~/lib/readiness'
import { proposalRouteMap } from '~/lib/route-map/draw.server'
import { readBookingTerms } from '~/models/booking-terms.server'
import { getProposal, saveProposalDraft } from '~/models/proposals.server'
import { ProposalSchema } from '~/schemas/proposal'
import { operatorToday, sendProposal, viewOf } from '~/services/proposals.server'
import {
  choicesFor,
  labelledForm,
  loadPricingEditor,
  priceProposalDraft,
  readPricing,
} from './proposals.$id.pricing.server'
import { readId, readSubmission } from '~/services/request-input.server'
import { clientAddressContext } from '~/services/request-context.server'
import { staffOf } from '~/services/staff-context.server'
import { anyWayToPay, waysToPay } from '~/services/ways-to-pay.server'
import { handlePaymentForm, loadBookingPayments } from './proposals.$id.payments.server'
import {
  handleReservationForm,
  isReservationIntent,
  loadBookingReservations,
} from './+shared/booking-reservations.server'
import {
  handleTravelDetailsForm,
  isTravelDetailsIntent,
  loadTravelDetails,
} from './+shared/travel-details.server'

// The proposal editor's loader and action (routes/admin/proposals.$id.tsx), beside it. Any member of
// staff may edit and send. A draft is saved as typed once its rules pass; "Save and send" also freezes
// it as the next version and mails the traveller its link. An accepted proposal is read only.

/** What the saved draft adds up to, as the server counts it: the lines, the deposit and the balance. */
function figuresOf(document: ProposalDocument) {
  const { total } = priceLines(document)
  const { deposit, balance } = depositAndBalance(money(total, document.currency), document)
  return { total, deposit: deposit.minor, balance: balance.minor, currency: document.currency }
}

export async function loadProposalEditor(request: Request, params: { id?: string }) {
  const id = readId(params.id)
  const proposal = await getProposal(id)
  if (!proposal) throw data(null, { status: 404 })
  const asked = Number(new URL(request.url).searchParams.get('version'))
  const shown = proposal.versions.find((version) => version.version === asked)
  const newest = proposal.versions[0]
  const view = shown ? viewOf(shown.view) : null
  const [pricing, terms] = await Promise.all([
    loadPricingEditor(id, proposal.document, Boolean(proposal.acceptance)),
    readBookingTerms(),
  ])
  return {
    pricing: pricing.shown,
    id,
    // Said beside the send button before anyone presses it (the send is refused all the same).
    cannotSendYet: anyWayToPay(waysToPay(terms)) ? null : NO_WAY_TO_PAY,
    lead: {
      id: Number(proposal.lead_id),
      name: proposal.lead_name,
      email: proposal.lead_email,
      reference: leadReference({ id: Number(proposal.lead_id), created_at: proposal.lead_created_at }),
    },
    form: pricing.labelled(formOf(proposal.document, pricing.setup)),
    figures: figuresOf(proposal.document),
    // The draft differs from what the traveller has: changes not sent yet.
    unsent: !newest || newest.document !== proposal.draft,
    versions: proposal.versions.map((version) => ({
      version: Number(version.version),
      sentAt: version.sent_at,
      sentBy: version.sent_by_name,
      expiresOn: version.expires_on,
      total: Number(version.total_minor),
      currency: version.currency,
    })),
    opened: {
      first: proposal.first_opened_at,
      last: proposal.last_opened_at,
      count: Number(proposal.open_count),
    },
    acceptance: proposal.acceptance
      ? { ...proposal.acceptance, version: Number(proposal.acceptance.version) }
      : null,
    expired: Boolean(newest && !proposal.acceptance && newest.expires_on < operatorToday()),
    payments: proposal.acceptance ? await loadBookingPayments(id) : null,
    reservations: proposal.acceptance ? await loadBookingReservations(id, Number(proposal.lead_id)) : null,
    travelDetails: proposal.acceptance ? await loadTravelDetails(id) : null,
    shown: view
      ? {
          view,
          newest: Number(newest!.version),
          map: proposalRouteMap(view),
        }
      : null,
  }
}

type Fix = { text: string; href: string }

/**
 * The form as pricing from the cards checks it: the lines it writes anew (its own, a package's price per
 * adult and per child) and a blank trip's empty line are not checked, each standing as a placeholder of
 * the cards' that the pricing replaces (so a refusal sits beside the line it concerns); the lines typed
 * by staff are checked and kept.
 */
function withoutCardLines(formData: URLSearchParams | FormData, form: ProposalForm): URLSearchParams {
  const fields = new URLSearchParams()
  for (const [name, value] of formData)
    if (typeof value === 'string' && !name.startsWith('lines[')) fields.append(name, value)
  const placeholder = {
    description: 'Priced from the rate cards',
    quantity: '1',
    unit: '0',
    fromCards: 'yes',
  }
  const typed = (line: ProposalForm['lines'][number]) =>
    line.fromCards !== 'yes' &&
    !line.per &&
    Boolean(line.description.trim() || parseMoney(line.unit) || line.cost?.trim() || line.supplier?.trim())
  const lines = form.lines.length ? form.lines : [placeholder]
  lines.forEach((line, index) => {
    for (const [key, value] of Object.entries(typed(line) ? line : placeholder))
      fields.append(`lines[${index}].${key}`, value ?? '')
  })
  return fields
}

/** How many children the form says travel, whatever else in it is wrong; null when it says no number. */
const childrenTyped = (text: string) => (/^\s*\d{1,2}\s*$/.test(text) ? Number(text) : null)

/** Save, send, or a list change; answers the form to show again and what was done. */
export async function handleProposalEditor(
  request: Request,
  params: { id?: string },
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = staffOf(context)
  const id = readId(params.id)
  const formData = await readSubmission(request, { lists: true })
  const intent = String(formData.get('intent') ?? 'save')
  if (['payment', 'reverse', 'cancel', 'adjust', 'ask-refunds'].includes(intent))
    return handlePaymentForm(id, formData, staff, context.get(clientAddressContext), request.signal)
  if (isTravelDetailsIntent(intent)) {
    const proposal = await getProposal(id)
    if (!proposal?.acceptance) throw data(null, { status: 404 })
    const reference = leadReference({ id: Number(proposal.lead_id), created_at: proposal.lead_created_at })
    return handleTravelDetailsForm(id, intent, formData, staff, context, reference)
  }
  if (isReservationIntent(intent)) {
    const proposal = await getProposal(id)
    if (!proposal?.acceptance) throw data(null, { status: 404 })
    return handleReservationForm(id, intent, formData, staff, {
      id: Number(proposal.lead_id),
      name: proposal.lead_name,
      created_at: proposal.lead_created_at,
    })
  }
  const form = formFromPayload(parseWithZod(formData, { schema: ProposalSchema }).payload as never)
  const submission = parseWithZod(intent === 'price' ? withoutCardLines(formData, form) : formData, {
    schema: ProposalSchema,
  })
  const answer = (
    status: number,
    extra: { done?: string; refused?: string; fix?: Fix; result?: unknown; warned?: boolean },
  ) =>
    data(
      { form, result: null, done: null, refused: null, fix: null, ...extra } as {
        form: typeof form
        result: ReturnType<typeof submission.reply> | null
        done: string | null
        refused: string | null
        /** Where the refusal is put right: a link after it */
        fix: Fix | null
        /** Not sent for the draft's warnings: the page reads them again */
        warned?: boolean
      },
      { status },
    )
  if (intent !== 'save' && intent !== 'send' && intent !== 'price') {
    const changed = changeForm(form, intent)
    if (!changed) throw data(null, { status: 400 })
    return { form: changed, result: null, done: null, refused: null }
  }
  const choices = await choicesFor(form)
  const pricing = readPricing(form, childrenTyped(form.children), intent === 'price', choices)
  if (submission.status !== 'success' || 'errors' in pricing) {
    const reply = submission.reply()
    const pricingErrors = 'errors' in pricing ? pricing.errors : {}
    return answer(400, { result: { ...reply, error: { ...(reply.error ?? {}), ...pricingErrors } } })
  }
  const proposal = await getProposal(id)
  if (!proposal) throw data(null, { status: 404 })
  let document: ProposalDocument = { ...submission.value, packageNo: proposal.document.packageNo }
  let priced: string | null = null
  let keepPricing = () => pricing.keep(id, staff.id)
  if (intent === 'price') {
    const outcome = await priceProposalDraft(id, document, pricing.setup, staff.id)
    if ('refused' in outcome) return answer(400, { refused: outcome.refused })
    document = outcome.document
    priced = outcome.done
    keepPricing = outcome.keep
  }
  if (!(await saveProposalDraft(id, document)))
    return answer(409, { refused: 'The traveller has accepted this proposal: it can no longer change.' })
  await keepPricing()
  const shownForm = labelledForm(formOf(document, pricing.setup), choices)
  if (intent === 'save' || intent === 'price')
    return { form: shownForm, result: null, done: priced ?? 'Saved.', refused: null }
  const warnings = draftWarnings(document, pricing.setup.days, choices)
  if (warnings.length && formData.get('sendWithWarnings') !== 'yes')
    return answer(409, {
      refused: `Saved, not sent: ${warnings.length === 1 ? 'a warning stands' : `${warnings.length} warnings stand`}. ${warningsText(warnings)} Put ${warnings.length === 1 ? 'it' : 'them'} right, or tick “Send with these warnings” and send again.`,
      warned: true,
    })
  const sent = await sendProposal(id, staff, request.signal)
  if (sent === undefined) throw data(null, { status: 404 })
  if ('refused' in sent)
    return answer(
      409,
      sent.fixAt
        ? { refused: 'Saved, not sent.', fix: { text: sent.refused, href: sent.fixAt } }
        : { refused: `Saved, not sent. ${sent.refused}` },
    )
  return {
    form: shownForm,
    result: null,
    done: `Version ${sent.version} sent to ${proposal.lead_email}.`,
    refused: null,
    /** The version sent: the page reads itself again (shouldRevalidate) */
    sent: sent.version,
  }
}
