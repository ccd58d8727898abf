import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { imageFromKey, splitParagraphs } from '~/lib/catalogue'
import { changeDraft, draftFromPayload, draftOf, emptyDraft } from '~/lib/package-draft'
import { recordAudit } from '~/models/audit.server'
import { getCatalogue } from '~/models/catalogue.server'
import { isUniqueViolation } from '~/models/db.server'
import { countPackageBookings, removePackage, setPackageStatus } from '~/models/package-lifecycle.server'
import { createPackage, updatePackage, type PackageInput } from '~/models/packages.server'
import { nextStatus, PackageSchema, PackageStatusSchema, type PackageValue } from '~/schemas/package'
import { imageChoices } from '~/services/image-choices.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { requireAdmin, staffOf } from '~/services/staff-context.server'
import { editedLanguage, languageTab, savePackageText } from './packages.$no.text.server'

// The package editor's loader and action (/admin/packages/:no), beside its route. The form works
// without JavaScript: besides Save, its buttons add, remove and move days, seasons and gallery images;
// the server answers the form as typed with that change made (app/lib/package-draft.ts), and nothing is
// saved until Save. A publish, an unpublish, a retirement or a removal is on the audit trail, as is
// every save.

function toPackageInput(value: PackageValue): PackageInput {
  return {
    slug: value.slug,
    title: value.title,
    days: value.days,
    countries: value.countries,
    summary: value.summary,
    intro: splitParagraphs(value.intro),
    highlights: value.highlights,
    included: value.included,
    excluded: value.excluded,
    cardImage: imageFromKey(value.cardImage, value.title),
    gallery: value.gallery.map((image) => imageFromKey(image.image, image.alt)),
    itinerary: value.itinerary,
    groupSize: { min: value.groupMin, max: value.groupMax },
    fitness: value.fitness,
    bestMonths: [...new Set(value.bestMonths)].sort((a, b) => a - b),
    seasons: value.seasons.map((season) => ({
      name: season.name,
      from: season.from,
      to: season.to,
      cents: season.price,
    })),
    singleSupplementCents: value.singleSupplement,
    childPriceCents: value.childPrice,
    priceNote: value.priceNote,
    feesNote: value.feesNote,
    seoDescription: value.seoDescription,
  }
}

export async function loadPackageEditor(
  no: number | 'new',
  context: Readonly<RouterContextProvider>,
  request: Request,
) {
  const { staff } = staffOf(context)
  const [catalogue, images] = await Promise.all([getCatalogue(), imageChoices()])
  if (no === 'new')
    return {
      no,
      status: 'draft' as const,
      slug: '',
      bookings: 0,
      draft: emptyDraft(),
      images,
      isAdmin: staff.role === 'admin',
      language: null,
      english: null,
      textDraft: null,
      translated: [],
    }
  const item = catalogue.packages.find((entry) => entry.no === no)
  if (!item) throw data(null, { status: 404 })
  return {
    no,
    status: item.status,
    slug: item.slug,
    bookings: await countPackageBookings(no),
    draft: draftOf(item),
    images,
    isAdmin: staff.role === 'admin',
    ...languageTab(item, editedLanguage(request)),
  }
}

/** Save, a status button, or a list change; answers what the page shows next. */
export async function handlePackageEditor(
  no: number | 'new',
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { staff } = staffOf(context)
  const address = context.get(clientAddressContext)
  const formData = await readSubmission(request, { lists: true })
  const intent = String(formData.get('intent') ?? 'save')
  const audit =
    (action: string, subject: string, detail?: Record<string, unknown>) =>
    (trx: Parameters<typeof recordAudit>[1]) =>
      recordAudit({ actor: staff, action, subject, detail, address }, trx)

  const language = editedLanguage(request)
  if (language && no !== 'new') {
    const item = (await getCatalogue()).packages.find((entry) => entry.no === no)
    if (!item) throw data(null, { status: 404 })
    return savePackageText(item, language, formData, audit)
  }

  const status = PackageStatusSchema.safeParse({ intent })
  if (status.success && no !== 'new') {
    if (status.data.intent === 'remove') {
      requireAdmin(context)
      const title = String(formData.get('title') ?? '')
      const outcome = await removePackage(no, audit('package-removed', `${title} (${no})`))
      if (outcome === 'missing') throw data(null, { status: 404 })
      if (outcome === 'booked')
        return data(
          {
            draft: null,
            textDraft: null,
            result: null,
            done: null,
            refused: 'Booked packages can be retired, never removed.',
          },
          { status: 409 },
        )
      throw redirect('/admin/packages?removed=1')
    }
    const to = nextStatus[status.data.intent]
    if (!(await setPackageStatus(no, to, audit('package-status', String(no), { status: to }))))
      throw data(null, { status: 404 })
    return {
      draft: null,
      textDraft: null,
      result: null,
      done: `Package ${to === 'published' ? 'published' : to === 'retired' ? 'retired' : 'unpublished'}.`,
      refused: null,
    }
  }

  const submission = parseWithZod(formData, { schema: PackageSchema })
  const draft = draftFromPayload(submission.payload as Record<string, unknown>)
  if (intent !== 'save') {
    const changed = changeDraft(draft, intent)
    if (!changed) throw data(null, { status: 400 })
    return { draft: changed, textDraft: null, result: null, done: null, refused: null }
  }
  if (submission.status !== 'success')
    return data(
      { draft, textDraft: null, result: submission.reply(), done: null, refused: null },
      { status: 400 },
    )
  const input = toPackageInput(submission.value)
  try {
    if (no === 'new') {
      const created = await createPackage(input, (trx, number) =>
        audit('package-added', `${input.title} (${number})`)(trx),
      )
      throw redirect(`/admin/packages/${created}?added=1`)
    }
    if (!(await updatePackage(no, input, audit('package-saved', `${input.title} (${no})`))))
      throw data(null, { status: 404 })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const result = submission.reply({ fieldErrors: { slug: ['Another package has this address'] } })
    return data({ draft, textDraft: null, result, done: null, refused: null }, { status: 409 })
  }
  return { draft: null, textDraft: null, result: null, done: 'Package saved.', refused: null }
}
