import type { Locale } from '~/lib/locales'
import type { ProposalDay, ProposalStay, TripStays } from '~/lib/proposal'
import { readChoice } from '~/lib/pricing/setup'
import { pictureImage, readSupplierPictures } from '~/lib/supplier-pictures'
import { db } from './db.server'
import { readSupplierTexts } from './supplier-texts.server'
import { getProposalPricing } from './proposal-pricing.server'

// Where the traveller sleeps (docs/product.md, "Proposals", "Where you stay"): every night's lodge or
// camp, whether staff priced it from the rate cards or typed its name into the day. A typed name that is
// a lodge of the cards (the same name, whatever its case) brings what the cards say of it; any other is
// shown by its name and place alone. A proposal in German or French tells of a lodge in its words where
// the cards keep them, and leaves its English description out where they do not (the editor warns).

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')

/** At most this many lodges are looked up by name: an itinerary's nights, however long, are fewer. */
const MOST_NAMES = 60

export async function staysOf(
  proposalId: number,
  days: readonly ProposalDay[],
  locale: Locale = 'en',
): Promise<TripStays> {
  const pricing = await getProposalPricing(proposalId)
  const chosen = days.map((_, index) => readChoice(pricing?.setup.days[index]?.lodge ?? '')?.supplierId)
  const typed = days.map((day, index) => (chosen[index] ? '' : nameKey(day.lodge)))
  const ids = [...new Set(chosen.filter((id): id is number => Boolean(id)))]
  const names = [...new Set(typed.filter(Boolean))].slice(0, MOST_NAMES)
  const rows =
    ids.length || names.length
      ? await db()
          .selectFrom('suppliers')
          .select(['id', 'name', 'area', 'description', 'pictures'])
          .where('kind', '=', 'lodge')
          .where((eb) =>
            eb.or([
              ...(ids.length ? [eb('id', 'in', ids)] : []),
              // Names are compared in lower case on both databases; the list is bounded above.
              ...(names.length ? [eb(eb.fn('lower', ['name']), 'in', names)] : []),
            ]),
          )
          .orderBy('id')
          .execute()
      : []
  const texts = locale === 'en' ? undefined : await readSupplierTexts(rows.map((row) => Number(row.id)))
  /** A lodge's words in the proposal's language (none written: none), or undefined for English's own. */
  const textOf = (row: (typeof rows)[number]) =>
    locale === 'en' ? undefined : (texts?.get(Number(row.id))?.[locale] ?? { description: '', pictures: {} })
  const stays: ProposalStay[] = []
  const found = new Map<string, number>()
  const stayOfDay = days.map((day, index) => {
    const byCard = chosen[index] && rows.find((row) => Number(row.id) === chosen[index])
    const byName =
      !byCard && typed[index] ? rows.find((row) => nameKey(row.name) === typed[index]) : undefined
    const row = byCard || byName
    if (!row && !typed[index]) return null
    const key = row ? `card:${row.id}` : `typed:${typed[index]}`
    let at = found.get(key)
    if (at === undefined) {
      at = stays.length
      found.set(key, at)
      stays.push(
        row ? fromCard(row, textOf(row)) : { name: day.lodge.trim(), area: day.overnight, description: '' },
      )
    }
    const stay = stays[at]!
    stay.nights = (stay.nights ?? 0) + day.days
    return at
  })
  return { stays, stayOfDay }
}

/**
 * A lodge as the cards tell of it: in English its own words; in another language (`text`) its words
 * there, its description left out and each picture said by the lodge's name where they have none.
 */
function fromCard(
  row: { name: string; area: string; description: string; pictures: string },
  text?: { description: string; pictures?: Record<string, string> },
): ProposalStay {
  const pictures = readSupplierPictures(row.pictures, row.name).map((picture) =>
    pictureImage(text ? { ...picture, alt: text.pictures?.[picture.key] || row.name } : picture),
  )
  return { name: row.name, area: row.area, description: text ? text.description : row.description, pictures }
}
