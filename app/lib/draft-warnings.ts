import type { CardChoice } from './card-choices'
import { countText } from './count-text'
import { LOCALE_NAMES_IN_ENGLISH } from './locales'
import type { DayChoices } from './pricing/setup'
import type { ProposalDocument, ProposalLine } from './proposal'

// What a draft priced from the rate cards leaves out (docs/product.md, "Proposals"): an entry with
// nights and no lodge priced or typed, an entry with no vehicle when others have one, a stay in a park's
// area with no park fee. Each is said beside its entry, and sending while any stands asks staff to
// confirm: a trip sold without its nights is sold for less than it costs. A draft in German or French
// is warned of each supplier chosen whose card has no words in its language: its line would read in
// English.

export interface EntryWarning {
  /** The itinerary entry it concerns, from 0 */
  entry: number
  message: string
}

type Draft = Pick<ProposalDocument, 'days' | 'lines' | 'language'>
type Card = Pick<CardChoice, 'value' | 'kind' | 'area' | 'name' | 'needsWords' | 'wordsIn'>

const PARTS = ['lodge', 'park', 'vehicle', 'other', 'extra'] as const

const mentions = (line: ProposalLine, words: readonly string[]) =>
  words.some((word) => word.trim() && line.description.toLowerCase().includes(word.trim().toLowerCase()))

/** A typed line under a heading that names one of these words: what staff priced by hand. */
const typedFor = (draft: Draft, category: string, words: readonly string[]) =>
  draft.lines.some((line) => !line.fromCards && line.category === category && mentions(line, words))

/** The draft's warnings, entry by entry; none while nothing of it is priced from the cards. */
export function draftWarnings(
  draft: Draft,
  choices: readonly DayChoices[],
  cards: readonly Card[],
): EntryWarning[] {
  const chosen = (index: number, part: 'lodge' | 'park' | 'vehicle') =>
    Boolean(choices[index]?.[part]?.trim())
  const fromCards =
    draft.lines.some((line) => line.fromCards) ||
    choices.some((day) => Boolean(day.lodge || day.park || day.vehicle || day.other || day.extra))
  if (!fromCards) return []
  const anyVehicle = draft.days.some((_, index) => chosen(index, 'vehicle'))
  const parkAreas = new Set(cards.filter((card) => card.kind === 'park').map((card) => card.area))
  const warnings: EntryWarning[] = []
  draft.days.forEach((day, entry) => {
    const say = (message: string) => warnings.push({ entry, message })
    if (
      day.overnight.trim() &&
      !chosen(entry, 'lodge') &&
      !typedFor(draft, 'stays', [day.lodge, day.overnight])
    )
      say(
        `${countText(day.days, 'night')} at ${day.lodge.trim() || day.overnight.trim()} with no lodge priced or typed: choose a lodge from the rate cards, or type a price line for the stay under Accommodation.`,
      )
    if (anyVehicle && !chosen(entry, 'vehicle') && !typedFor(draft, 'vehicle', [day.title, day.overnight]))
      say('No vehicle on this entry, though other days have one: choose one, or type a price line for it.')
    const lodge = cards.find((card) => card.value === choices[entry]?.lodge)
    if (
      lodge?.area &&
      parkAreas.has(lodge.area) &&
      !chosen(entry, 'park') &&
      !typedFor(draft, 'parks', [lodge.area])
    )
      say(
        `A stay in ${lodge.area} with no park fee: choose the park's fees from the rate cards, or type a price line for them.`,
      )
    const language = draft.language ?? 'en'
    if (language === 'en') return
    const unworded = new Set(
      PARTS.map((part) => cards.find((card) => card.value === choices[entry]?.[part])).filter(
        (card) => card?.needsWords && !card.wordsIn?.includes(language),
      ),
    )
    for (const card of unworded)
      say(
        `${card!.name ?? card!.value} has no ${LOCALE_NAMES_IN_ENGLISH[language]} words on its rate card: its line reads in English${card!.kind === 'lodge' ? ' and its description is left out' : ''}. Write them on its card and price again, or word its line by hand.`,
      )
  })
  return warnings
}

/** The warnings in one sentence, for the refusal to send. */
export const warningsText = (warnings: readonly EntryWarning[]) =>
  warnings.map((warning) => `Entry ${warning.entry + 1}: ${warning.message}`).join(' ')
