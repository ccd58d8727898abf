import type { TranslatedLocale } from './locales'

// What a day of a trip is priced from on the rate cards (docs/product.md, "Rate cards"), as the editors
// of a proposal and of a package's website prices offer it: typed with suggestions from one list per
// kind on the page (a datalist), since the cards may hold thousands of rates and a select in every day
// would repeat them all. Staff see and type a choice's label; the server turns it into the choice it
// names ("12|Double tent, full board": a supplier and, where it has several, its rate's label).

export interface CardChoice {
  /** "12|Double tent, full board", or "12" for a park (all its fees apply) */
  value: string
  /** Unique among the choices: "Mara River Camp: Double tent, full board" */
  label: string
  kind: string
  /** Where it is (staff only: the draft's warnings compare a lodge's area with the parks') */
  area?: string
  /** Its supplier's name (staff only: the draft's warnings name it) */
  name?: string
  /** Whether it says something to travellers that wants words in each language (lib/rate-cards.ts, `needsWords`) */
  needsWords?: boolean
  /** The languages its supplier's words for travellers are written in beside English */
  wordsIn?: readonly TranslatedLocale[]
}

/** A supplier with one of its rates' labels, as the cards offer it (a park's rate: null, all its fees apply). */
export interface OfferedRate {
  id: number
  kind: string
  name: string
  area: string
  rate: string | null
}

/**
 * The choices the cards offer: a park once, any other supplier once per rate label. Each label is
 * unique: a name two suppliers share is told apart by where each is, then by its number, only as far as
 * needed ("Serena Lodge, Serengeti: Double room").
 */
export function labelChoices(offered: readonly OfferedRate[]): CardChoice[] {
  const byValue = new Map(
    offered.map((item) => [item.rate === null ? String(item.id) : `${item.id}|${item.rate}`, item]),
  )
  const labelOf = (item: OfferedRate, by: number) =>
    `${item.name}${by > 0 ? `, ${item.area}` : ''}${item.rate === null ? '' : `: ${item.rate}`}${by > 1 ? ` (#${item.id})` : ''}`
  const choices = [...byValue].map(([value, item]) => ({ value, item, by: 0 }))
  for (let by = 1; by <= 2; by++) {
    const same = Map.groupBy(choices, (choice) => labelOf(choice.item, choice.by))
    for (const group of same.values()) if (group.length > 1) for (const choice of group) choice.by = by
  }
  return choices.map(({ value, item, by }) => ({
    value,
    kind: item.kind,
    label: labelOf(item, by),
    area: item.area,
    name: item.name,
  }))
}

/** What the browser needs of a choice: the words to suggest, under its kind. */
export type ChoiceLabel = Pick<CardChoice, 'label' | 'kind'>

/** The day's fields that name a choice, each with its list of suggestions and the kinds it offers. */
export const CHOICE_FIELDS = {
  lodgeRate: { list: 'card-lodges', kinds: ['lodge'] },
  park: { list: 'card-parks', kinds: ['park'] },
  vehicle: { list: 'card-vehicles', kinds: ['vehicle'] },
  other: { list: 'card-others', kinds: ['transfer', 'flight', 'permit', 'activity'] },
  extra: { list: 'card-others', kinds: ['transfer', 'flight', 'permit', 'activity'] },
} as const
export type ChoiceField = keyof typeof CHOICE_FIELDS
export const CHOICE_FIELD_NAMES = Object.keys(CHOICE_FIELDS) as ChoiceField[]

type DayChoiceTexts = Partial<Record<ChoiceField, string>>

/** A day's choices as staff read them: each stored value shown by its label (a value no longer offered stays as it is). */
export function labelled<Day extends DayChoiceTexts>(day: Day, choices: readonly CardChoice[]): Day {
  const labels = new Map(choices.map((choice) => [choice.value, choice.label]))
  const shown = { ...day }
  for (const field of CHOICE_FIELD_NAMES) {
    const value = day[field]
    if (value) shown[field] = (labels.get(value) ?? value) as Day[ChoiceField]
  }
  return shown
}

/**
 * The days' choices as typed, turned into the values they name: a label of the field's kinds, or such a
 * value itself; anything else is an error beside its field (`days[2].park`).
 */
export function chosenValues<Day extends DayChoiceTexts>(
  days: readonly Day[],
  choices: readonly CardChoice[],
): { days: Day[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const byText = new Map<string, CardChoice>()
  for (const choice of choices) {
    byText.set(choice.value, choice)
    byText.set(choice.label.trim().toLowerCase(), choice)
  }
  const read = days.map((day, index) => {
    const read = { ...day }
    for (const field of CHOICE_FIELD_NAMES) {
      const text = (day[field] ?? '').trim()
      if (!text) continue
      const choice = byText.get(text) ?? byText.get(text.toLowerCase())
      if (choice && (CHOICE_FIELDS[field].kinds as readonly string[]).includes(choice.kind))
        read[field] = choice.value as Day[ChoiceField]
      else errors[`days[${index}].${field}`] = ['Choose one of the suggestions, or leave it empty']
    }
    return read
  })
  return { days: read, errors }
}
