import { z } from 'zod'
import { MEMBERSHIP_CODES, REVIEW_SOURCES, type Membership, type ReviewSource } from '~/lib/trust'
import { optionalText, requiredText } from './fields'

// The trust block's forms (/admin/trust). Links must be https pages: they are shown to travellers as
// the place to check a membership or read a review.

const httpsUrl = optionalText({ max: 500 }).refine(
  (value) => value === undefined || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'A web address starting with https://',
)

/** Each body's three fields: member (a checkbox), its number and its register's address. */
const membershipFields = Object.fromEntries(
  MEMBERSHIP_CODES.flatMap((code) => [
    [`${code}_member`, z.literal('on').optional()],
    [`${code}_number`, optionalText({ max: 60 })],
    [`${code}_url`, httpsUrl],
  ]),
) as Record<string, z.ZodType>

export const TrustSettingsSchema = z
  .object({
    licence: optionalText({ max: 160 }),
    registration: optionalText({ max: 160 }),
    ...membershipFields,
  })
  .transform((value) => {
    const fields = value as Record<string, string | undefined>
    return {
      licence: fields.licence ?? null,
      registration: fields.registration ?? null,
      memberships: MEMBERSHIP_CODES.filter((code) => fields[`${code}_member`] === 'on').map(
        (code): Membership => ({
          body: code,
          number: fields[`${code}_number`] ?? null,
          url: fields[`${code}_url`] ?? null,
        }),
      ),
    }
  })

export const TeamMemberSchema = z.object({
  name: requiredText('Give the name', 100),
  role: requiredText('Give the role, e.g. Safari planner', 100),
  photo: optionalText({ max: 300 }).refine(
    (value) => value === undefined || /^\/uploads\/[A-Za-z0-9._-]+$/.test(value),
    'Choose a photo from the list',
  ),
})

const today = () => new Date().toISOString().slice(0, 10)

export const ReviewSchema = z.object({
  author: requiredText('Give the name the traveller wrote under', 100),
  home: optionalText({ max: 100 }),
  source: z.enum(Object.keys(REVIEW_SOURCES) as [ReviewSource, ...ReviewSource[]], {
    error: 'Choose where the review was written',
  }),
  rating: z.coerce
    .number({ error: 'A rating from 1 to 5' })
    .int('A rating from 1 to 5')
    .min(1, 'A rating from 1 to 5')
    .max(5, 'A rating from 1 to 5'),
  reviewedOn: requiredText('Give the date of the review', 10).refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today(),
    'The date it was written, not a future one',
  ),
  text: requiredText('Copy the review’s words', 3000),
  url: httpsUrl,
})

/** The trust block's words in German or French as stored (app/lib/trust.ts, `TrustText`). */
export const StoredTrustTextSchema = z.object({
  licence: z.string().max(160),
  registration: z.string().max(160),
  roles: z.record(z.string(), z.string().max(100)),
})

/**
 * The form of the trust block's words in one language (`language`: its name), for what the English has
 * now: the licence and registration where set, and every member's role (`role-<id>`), each required.
 */
export function trustTextSchema(
  trust: { licence: string | null; registration: string | null; team: { id: number }[] },
  language: string,
) {
  return z
    .object({
      licence: trust.licence ? requiredText(`Give the licence in ${language}`, 160) : z.any().optional(),
      registration: trust.registration
        ? requiredText(`Give the registration in ${language}`, 160)
        : z.any().optional(),
      ...Object.fromEntries(
        trust.team.map((member) => [`role-${member.id}`, requiredText(`Give the role in ${language}`, 100)]),
      ),
    })
    .transform((value) => {
      const fields = value as Record<string, string | undefined>
      return {
        licence: trust.licence ? (fields.licence ?? '') : '',
        registration: trust.registration ? (fields.registration ?? '') : '',
        roles: Object.fromEntries(
          trust.team.map((member) => [String(member.id), fields[`role-${member.id}`] ?? '']),
        ),
      }
    })
}
