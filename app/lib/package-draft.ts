import { imageKey, type TripPackage } from '~/lib/catalogue'
import { moved, postedEntries, postedList, postedText } from './posted-form'

// The package editor's form as text (/admin/packages/:no), shared by the form's component and the
// screen's server code: a package as its fields show it, a new package's fields, the form as posted,
// and the list changes its small buttons ask for (nothing is saved until Save).

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
    seasons: (item.typedSeasons ?? item.seasons).map((season) => ({
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
      ).map((key) => [key, postedText(payload[key])]),
    ),
    countries: postedList(payload.countries).map(postedText),
    bestMonths: postedList(payload.bestMonths).map(postedText),
    gallery: postedEntries<'image' | 'alt'>(payload.gallery, 8, ['image', 'alt']),
    itinerary: postedEntries(
      payload.itinerary,
      60,
      ['from', 'to', 'title', 'text', 'overnight', 'lodge'],
      ['meals'],
    ),
    seasons: postedEntries<'name' | 'from' | 'to' | 'price'>(payload.seasons, 6, [
      'name',
      'from',
      'to',
      'price',
    ]),
  } as PackageDraft
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
