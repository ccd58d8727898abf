import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import {
  emptyTrustSettings,
  isShownReviewSource,
  MEMBERSHIP_CODES,
  ratingOf,
  SHOWN_REVIEW_STATES,
  type Review,
  trustIn,
  type TeamMember,
  type Trust,
  type TrustSettings,
  type TrustText,
} from '~/lib/trust'
import type { Locale, TranslatedLocale } from '~/lib/locales'
import { StoredTrustTextSchema } from '~/schemas/trust'
import { changeContent } from './content-version.server'
import { db } from './db.server'
import { readSetting, writeSetting } from './site-settings.server'
import { readWholeTexts, saveTranslation } from './translations.server'

// The trust block's facts (app/lib/trust.ts). The home and about pages show them, so every change
// moves the content version (changeContent): cached pages follow on every instance.

const SETTINGS_KEY = 'trust'
/** Reviews shown and counted: the newest, enough for a page and its rating. */
const MAX_REVIEWS = 50

type Record_ = (trx: Kysely<Database>) => Promise<void>

function readSettings(value: string | undefined): TrustSettings {
  if (!value) return emptyTrustSettings()
  try {
    const parsed = JSON.parse(value) as Partial<TrustSettings>
    return {
      licence: typeof parsed.licence === 'string' ? parsed.licence : null,
      registration: typeof parsed.registration === 'string' ? parsed.registration : null,
      memberships: Array.isArray(parsed.memberships)
        ? parsed.memberships.filter((item) => MEMBERSHIP_CODES.includes(item.body))
        : [],
    }
  } catch {
    return emptyTrustSettings()
  }
}

/** The trust block as the pages show it: the reviews copied in by staff, and travellers' approved. */
export async function getTrust(): Promise<Trust> {
  const shown = () => db().selectFrom('reviews').where('status', 'in', SHOWN_REVIEW_STATES)
  const [setting, team, reviews, totals] = await Promise.all([
    readSetting(SETTINGS_KEY),
    db().selectFrom('team_members').select(['id', 'name', 'role', 'photo']).orderBy('position').execute(),
    shown()
      .select(['id', 'author', 'home', 'source', 'rating', 'reviewed_on', 'text', 'url', 'trip_end'])
      .orderBy('reviewed_on', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_REVIEWS)
      .execute(),
    shown()
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | null>('rating').as('sum'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return {
    ...readSettings(setting),
    team: team satisfies TeamMember[],
    reviews: reviews.flatMap((review): Review[] =>
      isShownReviewSource(review.source)
        ? [
            {
              id: review.id,
              author: review.author,
              home: review.home,
              source: review.source,
              rating: review.rating,
              reviewedOn: review.reviewed_on,
              text: review.text,
              url: review.url,
              tripEnd: review.trip_end,
            },
          ]
        : [],
    ),
    rating: ratingOf(Number(totals.sum ?? 0), Number(totals.count)),
  }
}

/** The subject of the trust block's words in other languages (decision 056). */
const TRUST_SUBJECT = 'trust'

/** The trust block's stored words in German and French, where they are well formed. */
export async function readTrustTexts(): Promise<Partial<Record<TranslatedLocale, TrustText>>> {
  return (await readWholeTexts([TRUST_SUBJECT], StoredTrustTextSchema, db())).get(TRUST_SUBJECT) ?? {}
}

/** The trust block as a page in `locale` shows it: null in a language its words are not whole in. */
export async function getTrustIn(locale: Locale): Promise<Trust | null> {
  const trust = await getTrust()
  if (locale === 'en') return trust
  return trustIn(trust, (await readTrustTexts())[locale])
}

/** Saves the trust block's words in one language, with the audit in the same commit. */
export function saveTrustText(locale: TranslatedLocale, text: TrustText, record?: Record_) {
  return saveTranslation(TRUST_SUBJECT, locale, text, record)
}

export function saveTrustSettings(settings: TrustSettings, record?: Record_) {
  return changeContent(async (trx) => {
    await writeSetting(trx, SETTINGS_KEY, JSON.stringify(settings))
    await record?.(trx)
  })
}

export function addTeamMember(member: Omit<TeamMember, 'id'>, record?: Record_) {
  return changeContent(async (trx) => {
    const last = await trx
      .selectFrom('team_members')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst()
    await trx
      .insertInto('team_members')
      .values({ ...member, position: Number(last?.position ?? 0) + 1, created_at: new Date().toISOString() })
      .execute()
    await record?.(trx)
  })
}

/** Answers whether there was such a member. */
export function removeTeamMember(id: number, record?: Record_) {
  return changeContent(async (trx) => {
    const removed = await trx.deleteFrom('team_members').where('id', '=', id).executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) return false
    await record?.(trx)
    return true
  })
}

export function addReview(review: Omit<Review, 'id' | 'tripEnd'>, record?: Record_) {
  return changeContent(async (trx) => {
    await trx
      .insertInto('reviews')
      .values({
        author: review.author,
        home: review.home,
        source: review.source,
        rating: review.rating,
        reviewed_on: review.reviewedOn,
        text: review.text,
        url: review.url,
        created_at: new Date().toISOString(),
      })
      .execute()
    await record?.(trx)
  })
}

/** Answers whether there was such a review (copied in by staff: a traveller's is hidden, not removed). */
export function removeReview(id: number, record?: Record_) {
  return changeContent(async (trx) => {
    const removed = await trx
      .deleteFrom('reviews')
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) return false
    await record?.(trx)
    return true
  })
}
