import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { recordAudit } from '~/models/audit.server'
import {
  addReview,
  addTeamMember,
  getTrust,
  readTrustTexts,
  removeReview,
  removeTeamMember,
  saveTrustSettings,
  saveTrustText,
} from '~/models/trust.server'
import { decideReview, listTravellerReviews } from '~/models/traveller-reviews.server'
import { listUploadNames } from '~/models/uploads.server'
import { ReviewDecisionSchema } from '~/schemas/review'
import { ReviewSchema, TeamMemberSchema, TrustSettingsSchema, trustTextSchema } from '~/schemas/trust'
import { TRUST_TEXT_INTENT } from '~/components/admin/trust-texts'
import { asTranslatedLocale, LOCALE_NAMES_IN_ENGLISH, type TranslatedLocale } from '~/lib/locales'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, requireAdmin } from '~/services/staff-context.server'

// The trust block's editor (/admin/trust, admins), its loader and action beside its route: the licence,
// registration and memberships; the team; the reviews copied in; our travellers' reviews to approve or
// hide. Each form says which it is (`intent`); each change is on the audit trail.

export type TrustIntent =
  | 'settings'
  | 'add-member'
  | 'remove-member'
  | 'add-review'
  | 'remove-review'
  | 'decide-review'
  | `text-${TranslatedLocale}`

export async function loadTrustEditor(context: Readonly<RouterContextProvider>) {
  requireAdmin(context)
  const [trust, travellerReviews, uploads, texts] = await Promise.all([
    getTrust(),
    listTravellerReviews(),
    listUploadNames(100),
    readTrustTexts(),
  ])
  return {
    texts,
    trust: { ...trust, reviews: trust.reviews.filter((review) => review.source !== 'traveller') },
    travellerReviews,
    photos: uploads.map((upload) => `/uploads/${upload.name}`),
  }
}

export async function handleTrustEditor(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff } = adminOf(context)
  const address = context.get(clientAddressContext)
  const formData = await readSubmission(request)
  const intent = String(formData.get('intent') ?? '') as TrustIntent
  const audit =
    (action: string, subject?: string, detail?: Record<string, unknown>) =>
    (trx: Parameters<typeof recordAudit>[1]) =>
      recordAudit({ actor: staff, action, subject, detail, address }, trx)
  const refused = (result: unknown) => data({ intent, result, done: null, at: 0 }, { status: 400 })

  if (intent === 'settings') {
    const submission = parseWithZod(formData, { schema: TrustSettingsSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    await saveTrustSettings(submission.value, audit('trust-saved', undefined, submission.value))
    return { intent, result: null, done: 'Saved: the home and about pages show it now.', at: Date.now() }
  }
  const language = intent.startsWith(TRUST_TEXT_INTENT)
    ? asTranslatedLocale(intent.slice(TRUST_TEXT_INTENT.length))
    : undefined
  if (language) {
    const name = LOCALE_NAMES_IN_ENGLISH[language]
    const submission = parseWithZod(formData, { schema: trustTextSchema(await getTrust(), name) })
    if (submission.status !== 'success') return refused(submission.reply())
    await saveTrustText(language, submission.value, audit('trust-translated', undefined, { language }))
    return {
      intent,
      result: null,
      done: `Saved in ${name}: the ${name} home and about pages show the trust block in it now.`,
      at: Date.now(),
    }
  }
  if (intent === 'add-member') {
    const submission = parseWithZod(formData, { schema: TeamMemberSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    const { name, role, photo } = submission.value
    await addTeamMember({ name, role, photo: photo ?? null }, audit('team-member-added', name))
    return { intent, result: null, done: `${name} added to the team.`, at: Date.now() }
  }
  if (intent === 'add-review') {
    const submission = parseWithZod(formData, { schema: ReviewSchema })
    if (submission.status !== 'success') return refused(submission.reply())
    const review = submission.value
    await addReview(
      { ...review, home: review.home ?? null, url: review.url ?? null },
      audit('review-added', `${review.author} (${review.source})`),
    )
    return { intent, result: null, done: 'Review added.', at: Date.now() }
  }
  if (intent === 'decide-review') {
    const submission = parseWithZod(formData, { schema: ReviewDecisionSchema })
    if (submission.status !== 'success') throw data(null, { status: 400 })
    const { id, decision } = submission.value
    const author = await decideReview(
      id,
      decision === 'approve' ? 'approved' : 'hidden',
      staff.id,
      (trx, reference) =>
        audit(decision === 'approve' ? 'review-approved' : 'review-hidden', reference, { review: id })(trx),
    )
    if (author === undefined) throw data(null, { status: 404 })
    return {
      intent,
      result: null,
      done:
        decision === 'approve'
          ? `The review by ${author} is approved: the home and about pages show it now.`
          : `The review by ${author} is hidden: the site no longer shows it.`,
      at: Date.now(),
    }
  }
  if (intent === 'remove-member' || intent === 'remove-review') {
    const id = Number(formData.get('id'))
    const name = String(formData.get('name') ?? '').slice(0, 100)
    if (!Number.isSafeInteger(id)) throw data(null, { status: 400 })
    const removed =
      intent === 'remove-member'
        ? await removeTeamMember(id, audit('team-member-removed', name))
        : await removeReview(id, audit('review-removed', name))
    if (!removed) throw data(null, { status: 404 })
    return {
      intent,
      result: null,
      done: intent === 'remove-member' ? `${name} removed.` : 'Review removed.',
      at: Date.now(),
    }
  }
  throw data(null, { status: 400 })
}
