import type { Kysely } from 'kysely'
import type { Database } from '@db/schema'
import { roundQuotient } from '~/lib/rounding'
import { changeContent } from './content-version.server'
import { db } from './db.server'

// The rate cards' seasons (docs/product.md, "Rate cards"): date bands that never overlap, copied into
// the next year with their rates, archived, never deleted. Each change is written with its line of the
// audit trail (`record`) in one transaction, which also moves the content version (rate-cards.server.ts
// says why).

type Record_ = (trx: Kysely<Database>) => Promise<void>

export async function listSeasons() {
  const rows = await db()
    .selectFrom('rate_seasons')
    .select((eb) => [
      'id',
      'name',
      'starts_on',
      'ends_on',
      eb
        .selectFrom('supplier_rates')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('supplier_rates.season_id', '=', 'rate_seasons.id')
        .where('supplier_rates.archived_at', 'is', null)
        .as('rates'),
    ])
    .where('archived_at', 'is', null)
    .orderBy('starts_on')
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id), rates: Number(row.rates ?? 0) }))
}

/** The active season whose days meet `from`–`to`, if any: seasons never overlap. */
function overlapping(trx: Kysely<Database>, from: string, to: string) {
  return trx
    .selectFrom('rate_seasons')
    .select(['name', 'starts_on', 'ends_on'])
    .where('archived_at', 'is', null)
    .where('starts_on', '<=', to)
    .where('ends_on', '>=', from)
    .executeTakeFirst()
}

export type SeasonOutcome =
  { added: number } | { overlaps: { name: string; starts_on: string; ends_on: string } }

export function addSeason(season: { name: string; startsOn: string; endsOn: string }, record: Record_) {
  return changeContent(async (trx): Promise<SeasonOutcome> => {
    const clash = await overlapping(trx, season.startsOn, season.endsOn)
    if (clash) return { overlaps: clash }
    const row = await trx
      .insertInto('rate_seasons')
      .values({
        name: season.name,
        starts_on: season.startsOn,
        ends_on: season.endsOn,
        copied_from: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await record(trx)
    return { added: Number(row.id) }
  })
}

/** The same day a year later (29 February becomes 28 February). */
export const nextYear = (day: string) => {
  const [year, month, date] = day.split('-')
  const next = `${Number(year) + 1}-${month}-${date}`
  return month === '02' && date === '29' ? `${Number(year) + 1}-02-28` : next
}

/** "High season 2027" → "High season 2028"; a name without the year gains it. */
const nextYearName = (name: string, startsOn: string) => {
  const year = startsOn.slice(0, 4)
  return name.includes(year) ? name.replaceAll(year, String(Number(year) + 1)) : `${name} ${Number(year) + 1}`
}

/**
 * A season copied a year on, with every active rate of it raised by `percent` (rounded to the minor
 * unit, halves up); refused when the new dates meet another season.
 */
export function copySeasonToNextYear(id: number, percent: number, staffId: number, record: Record_) {
  return changeContent(async (trx): Promise<SeasonOutcome | undefined> => {
    const season = await trx
      .selectFrom('rate_seasons')
      .select(['name', 'starts_on', 'ends_on'])
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst()
    if (!season) return undefined
    const startsOn = nextYear(season.starts_on)
    const endsOn = nextYear(season.ends_on)
    const clash = await overlapping(trx, startsOn, endsOn)
    if (clash) return { overlaps: clash }
    const at = new Date().toISOString()
    const copy = await trx
      .insertInto('rate_seasons')
      .values({
        name: nextYearName(season.name, season.starts_on),
        starts_on: startsOn,
        ends_on: endsOn,
        copied_from: id,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const raise = (minor: number) => roundQuotient(minor * (100 + percent), 100, 'half-up')
    const rates = await trx
      .selectFrom('supplier_rates')
      .selectAll()
      .where('season_id', '=', id)
      .where('archived_at', 'is', null)
      .execute()
    if (rates.length)
      await trx
        .insertInto('supplier_rates')
        .values(
          rates.map(({ id: _id, ...rate }) => ({
            ...rate,
            season_id: Number(copy.id),
            amount_minor: raise(rate.amount_minor),
            single_supplement_minor:
              rate.single_supplement_minor === null ? null : raise(rate.single_supplement_minor),
            created_by: staffId,
            created_at: at,
          })),
        )
        .execute()
    await record(trx)
    return { added: Number(copy.id) }
  })
}

export async function archiveSeason(id: number, record: Record_) {
  return changeContent(async (trx) => {
    const done = await trx
      .updateTable('rate_seasons')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst()
    if (!Number(done.numUpdatedRows)) return false
    await record(trx)
    return true
  })
}
