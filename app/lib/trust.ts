// What the operator proves about itself (docs/product.md, "Licence, team and reviews"): its licence and
// registration, the trade bodies it belongs to, the people who plan the trips, and reviews staff copy in
// from where travellers wrote them. Everything here is entered by staff; a site with none of it shows
// none of it.

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
  source: ReviewSource
  rating: number
  /** YYYY-MM-DD */
  reviewedOn: string
  text: string
  url: string | null
}

export interface Trust extends TrustSettings {
  team: TeamMember[]
  reviews: Review[]
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

/** The average of the entered reviews, to one decimal, or null without any. */
export function averageRating(reviews: Pick<Review, 'rating'>[]): { value: number; count: number } | null {
  if (!reviews.length) return null
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return { value: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length }
}

/** "Amina Otieno" → "AO": the drawn portrait's letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return letters.map((word) => [...word][0]!.toUpperCase()).join('')
}
