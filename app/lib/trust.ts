// What the operator proves about itself (docs/product.md, "Licence, team and reviews"): its licence and
// registration, the trade bodies it belongs to, the people who plan the trips, reviews staff copy in
// from where travellers wrote them, and reviews our own travellers wrote after their trip, once an admin
// approved them. Nothing here is made up; a site with none of it shows none of it.

export const MEMBERSHIP_BODIES = {
  AUTO: 'Association of Uganda Tour Operators',
  KATO: 'Kenya Association of Tour Operators',
  TATO: 'Tanzania Association of Tour Operators',
  RTTA: 'Rwanda Tours and Travel Association',
} as const
export type MembershipBody = keyof typeof MEMBERSHIP_BODIES
export const MEMBERSHIP_CODES = Object.keys(MEMBERSHIP_BODIES) as MembershipBody[]

export const REVIEW_SOURCES = {
  google: 'Google',
  tripadvisor: 'Tripadvisor',
  safaribookings: 'SafariBookings',
} as const
export type ReviewSource = keyof typeof REVIEW_SOURCES

/** A review written through the link a traveller is sent after their trip with us. */
export const TRAVELLER_REVIEW = 'traveller'
export type ShownReviewSource = ReviewSource | typeof TRAVELLER_REVIEW

export const isShownReviewSource = (source: string): source is ShownReviewSource =>
  source === TRAVELLER_REVIEW || source in REVIEW_SOURCES

/** Where a review was written, as the pages name it. */
export const reviewSourceLabel = (source: ShownReviewSource) =>
  source === TRAVELLER_REVIEW ? 'Verified traveller' : REVIEW_SOURCES[source]

/** A traveller's review: waiting for an admin, approved (shown), or hidden. */
export const TRAVELLER_REVIEW_STATES = ['waiting', 'approved', 'hidden'] as const
export type TravellerReviewState = (typeof TRAVELLER_REVIEW_STATES)[number]
/** The review states the pages show: copied in by staff ('published'), or approved. */
export const SHOWN_REVIEW_STATES = ['published', 'approved']

export interface Membership {
  body: MembershipBody
  /** The member number, when the body gives one. */
  number: string | null
  /** The body's register, where anyone can check the membership. */
  url: string | null
}

export interface TrustSettings {
  /** e.g. "Uganda Tourism Board licence UTB/TO/0000". */
  licence: string | null
  /** e.g. "Company registration 80020000000000". */
  registration: string | null
  memberships: Membership[]
}

export interface TeamMember {
  id: number
  name: string
  role: string
  /** An uploaded photo (/uploads/…), or null for a drawn portrait. */
  photo: string | null
}

export interface Review {
  id: number
  author: string
  /** Where the traveller lives, as they gave it. */
  home: string | null
  source: ShownReviewSource
  rating: number
  /** YYYY-MM-DD */
  reviewedOn: string
  text: string
  url: string | null
  /** A traveller's review: the day their trip ended (YYYY-MM-DD) */
  tripEnd: string | null
}

export interface Rating {
  /** The average, to one decimal */
  value: number
  count: number
}

export interface Trust extends TrustSettings {
  team: TeamMember[]
  /** The newest reviews shown */
  reviews: Review[]
  /** The average of every review shown, however many: null without any */
  rating: Rating | null
}

export const emptyTrustSettings = (): TrustSettings => ({
  licence: null,
  registration: null,
  memberships: [],
})

/** Whether there is anything to show. */
export const hasTrust = (trust: Trust) =>
  Boolean(
    trust.licence ||
    trust.registration ||
    trust.memberships.length ||
    trust.team.length ||
    trust.reviews.length,
  )

/** The average of `count` ratings adding up to `sum`, to one decimal, or null without any. */
export function ratingOf(sum: number, count: number): Rating | null {
  if (!count) return null
  return { value: Math.round((sum / count) * 10) / 10, count }
}

/** "Anna Keller" → "Anna K.": a first name and an initial, as a traveller's review is offered to be signed. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first
}

/** "Amina Otieno" → "AO": the drawn portrait's letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return letters.map((word) => [...word][0]!.toUpperCase()).join('')
}

/**
 * The trust block's own wording in German or French (decision 056, subject `trust`): the licence and
 * the registration as written for that market, and each team member's role by the member's id. Names,
 * memberships and reviews stay as they are: a name or a body's name is not translated, and a review is
 * quoted as its traveller wrote it.
 */
export interface TrustText {
  licence: string
  registration: string
  roles: Record<string, string>
}

/**
 * The trust block in `text`'s words, or null where they are not whole for it (a licence, a registration
 * or a member's role the English has and they lack): a page in that language then shows no trust block
 * rather than one half in English.
 */
export function trustIn(trust: Trust, text: TrustText | undefined): Trust | null {
  if (!text) return null
  const whole =
    (!trust.licence || text.licence) &&
    (!trust.registration || text.registration) &&
    trust.team.every((member) => text.roles[String(member.id)])
  if (!whole) return null
  return {
    ...trust,
    licence: trust.licence ? text.licence : null,
    registration: trust.registration ? text.registration : null,
    team: trust.team.map((member) => ({ ...member, role: text.roles[String(member.id)]! })),
  }
}
