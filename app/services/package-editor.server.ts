import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { scenes } from '../../art/scenes'
import { imageFromKey, imageKey, splitParagraphs, type TripPackage } from '~/lib/catalogue'
import { recordAudit } from '~/models/audit.server'
import {
  countPackageBookings,
  createPackage,
  getCatalogue,
  removePackage,
  setPackageStatus,
  updatePackage,
  type PackageInput,
} from '~/models/catalogue.server'
import { isUniqueViolation } from '~/models/db.server'
import { listUploadNames } from '~/models/uploads.server'
import { nextStatus, PackageSchema, PackageStatusSchema, type PackageValue } from '~/schemas/package'
import { clientAddressContext } from './request-context.server'
import { readSubmission } from './request-input.server'
import { requireAdmin, staffOf } from './staff-context.server'

// The package editor (/admin/packages/:no): a form that works without JavaScript. Besides Save, its
// buttons add, remove and move days, seasons and gallery images: the server answers the form as typed
// with that change made, and nothing is saved until Save. A publish, an unpublish, a retirement or a
// removal is on the audit trail, as is every save.

/** The form's values as text, as its fields hold them. */
export interface PackageDraft {
  title: string
  slug: string
  days: string
  countries: string[]
  summary: string
  intro: string
  highlights: string
  included: string
  excluded: string
  groupMin: string
  groupMax: string
  fitness: string
  bestMonths: string[]
  singleSupplement: string
  childPrice: string
  priceNote: string
  feesNote: string
  seoDescription: string
  cardImage: string
  gallery: { image: string; alt: string }[]
  itinerary: {
    from: string
    to: string
    title: string
    text: string
    overnight: string
    lodge: string
    meals: string[]
  }[]
  seasons: { name: string; from: string; to: string; price: string }[]
}

export function draftOf(item: TripPackage): PackageDraft {
  return {
    title: item.title,
    slug: item.slug,
    days: String(item.days),
    countries: item.countries,
    summary: item.summary,
    intro: item.intro.join('\n\n'),
    highlights: item.highlights.join('\n'),
    included: item.included.join('\n'),
    excluded: item.excluded.join('\n'),
    groupMin: String(item.groupSize.min),
    groupMax: String(item.groupSize.max),
    fitness: item.fitness,
    bestMonths: item.bestMonths.map(String),
    singleSupplement: String(item.singleSupplementCents / 100),
    childPrice: item.childPriceCents === null ? '' : String(item.childPriceCents / 100),
    priceNote: item.priceNote,
    feesNote: item.feesNote,
    seoDescription: item.seoDescription,
    cardImage: imageKey(item.cardImage),
    gallery: item.gallery.map((image) => ({ image: imageKey(image), alt: image.alt })),
    itinerary: item.itinerary.map((day) => ({
      from: String(day.from),
      to: String(day.to),
      title: day.title,
      text: day.text,
      overnight: day.overnight,
      lodge: day.lodge,
      meals: [...day.meals],
    })),
    seasons: item.seasons.map((season) => ({
      name: season.name,
      from: String(season.from),
      to: String(season.to),
      price: String(season.cents / 100),
    })),
  }
}

/** A new package's form: one day and one season to fill in. */
export const emptyDraft = (): PackageDraft => ({
  title: '',
  slug: '',
  days: '1',
  countries: [],
  summary: '',
  intro: '',
  highlights: '',
  included: '',
  excluded: '',
  groupMin: '2',
  groupMax: '6',
  fitness: 'moderate',
  bestMonths: [],
  singleSupplement: '0',
  childPrice: '',
  priceNote: '',
  feesNote: '',
  seoDescription: '',
  cardImage: 'scene:welcome-savanna',
  gallery: [],
  itinerary: [{ from: '1', to: '1', title: '', text: '', overnight: '', lodge: '', meals: [] }],
  seasons: [{ name: 'All year', from: '1', to: '12', price: '' }],
})

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** The form as it was posted, as a draft to show again (bounded: the lists keep their first 60 entries). */
export function draftFromPayload(payload: Record<string, unknown>): PackageDraft {
  return {
    ...Object.fromEntries(
      (
        [
          'title',
          'slug',
          'days',
          'summary',
          'intro',
          'highlights',
          'included',
          'excluded',
          'groupMin',
          'groupMax',
          'fitness',
          'singleSupplement',
          'childPrice',
          'priceNote',
          'feesNote',
          'seoDescription',
          'cardImage',
        ] as const
      ).map((key) => [key, text(payload[key])]),
    ),
    countries: list(payload.countries).map(text),
    bestMonths: list(payload.bestMonths).map(text),
    gallery: list(payload.gallery)
      .slice(0, 8)
      .map(record)
      .map((image) => ({ image: text(image.image), alt: text(image.alt) })),
    itinerary: list(payload.itinerary)
      .slice(0, 60)
      .map(record)
      .map((day) => ({
        from: text(day.from),
        to: text(day.to),
        title: text(day.title),
        text: text(day.text),
        overnight: text(day.overnight),
        lodge: text(day.lodge),
        meals: list(day.meals).map(text),
      })),
    seasons: list(payload.seasons)
      .slice(0, 6)
      .map(record)
      .map((season) => ({
        name: text(season.name),
        from: text(season.from),
        to: text(season.to),
        price: text(season.price),
      })),
  } as PackageDraft
}

function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const other = index + by
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return items
  const copy = [...items]
  ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  return copy
}

/** A list change asked by a button (`add-day`, `remove-day:2`, `up-day:2` …), made to the draft. */
export function changeDraft(draft: PackageDraft, intent: string): PackageDraft | null {
  const [action = '', at = ''] = intent.split(':')
  const index = Number(at)
  const days = draft.itinerary
  switch (action) {
    case 'add-day': {
      const last = Number(days.at(-1)?.to) || days.length
      const day = String(last + 1)
      return {
        ...draft,
        itinerary: [
          ...days,
          { from: day, to: day, title: '', text: '', overnight: '', lodge: '', meals: [] },
        ],
      }
    }
    case 'remove-day':
      return { ...draft, itinerary: days.filter((_, i) => i !== index) }
    case 'up-day':
      return { ...draft, itinerary: moved(days, index, -1) }
    case 'down-day':
      return { ...draft, itinerary: moved(days, index, 1) }
    case 'add-season':
      return { ...draft, seasons: [...draft.seasons, { name: '', from: '1', to: '12', price: '' }] }
    case 'remove-season':
      return { ...draft, seasons: draft.seasons.filter((_, i) => i !== index) }
    case 'add-image':
      return { ...draft, gallery: [...draft.gallery, { image: draft.cardImage, alt: '' }] }
    case 'remove-image':
      return { ...draft, gallery: draft.gallery.filter((_, i) => i !== index) }
    default:
      return null
  }
}

export function toPackageInput(value: PackageValue): PackageInput {
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

/** The images a package may show: our drawn scenes, then the newest uploads. */
export async function imageChoices() {
  const uploads = await listUploadNames(100)
  return [
    ...Object.keys(scenes).map((name) => ({
      value: `scene:${name}`,
      label: `Drawn scene: ${name.replaceAll('-', ' ')}`,
    })),
    ...uploads.map((upload) => ({
      value: `/uploads/${upload.name}`,
      label: `Upload of ${upload.created_at.slice(0, 10)}: ${upload.name}`,
    })),
  ]
}

export async function loadPackageEditor(no: number | 'new', context: Readonly<RouterContextProvider>) {
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
    return { draft: changed, result: null, done: null, refused: null }
  }
  if (submission.status !== 'success')
    return data({ draft, result: submission.reply(), done: null, refused: null }, { status: 400 })
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
    return data({ draft, result, done: null, refused: null }, { status: 409 })
  }
  return { draft: null, result: null, done: 'Package saved.', refused: null }
}
