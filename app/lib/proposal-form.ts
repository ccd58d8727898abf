import { moneyInput } from './money'
import type { ProposalDocument } from './proposal'

// The proposal editor's form as text (/admin/proposals/:id), shared by the form's component and the
// screen's server code: a document as its fields show it, the form as posted (to show again, every
// word kept, when a rule fails), and the list changes its small buttons ask for.

export interface ProposalForm {
  title: string
  note: string
  currency: string
  startDate: string
  expiresOn: string
  adults: string
  children: string
  depositPercent: string
  countries: string[]
  included: string
  excluded: string
  days: { days: string; title: string; text: string; overnight: string; lodge: string; meals: string[] }[]
  lines: { description: string; quantity: string; unit: string }[]
}

export function formOf(document: ProposalDocument): ProposalForm {
  return {
    title: document.title,
    note: document.note,
    currency: document.currency,
    startDate: document.startDate,
    expiresOn: document.expiresOn,
    adults: String(document.adults),
    children: String(document.children),
    depositPercent: String(document.depositPercent),
    countries: document.countries,
    included: document.included.join('\n'),
    excluded: document.excluded.join('\n'),
    days: document.days.map((day) => ({
      days: String(day.days),
      title: day.title,
      text: day.text,
      overnight: day.overnight,
      lodge: day.lodge,
      meals: [...day.meals],
    })),
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unit: moneyInput(line.unit),
    })),
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** The form as posted, to show again (bounded: the lists keep their first entries only). */
export function formFromPayload(payload: Record<string, unknown>): ProposalForm {
  const fields = [
    'title',
    'note',
    'currency',
    'startDate',
    'expiresOn',
    'adults',
    'children',
    'depositPercent',
    'included',
    'excluded',
  ] as const
  return {
    ...(Object.fromEntries(fields.map((key) => [key, text(payload[key])])) as Pick<
      ProposalForm,
      (typeof fields)[number]
    >),
    countries: list(payload.countries).slice(0, 4).map(text),
    days: list(payload.days)
      .slice(0, 60)
      .map(record)
      .map((day) => ({
        days: text(day.days),
        title: text(day.title),
        text: text(day.text),
        overnight: text(day.overnight),
        lodge: text(day.lodge),
        meals: list(day.meals).map(text),
      })),
    lines: list(payload.lines)
      .slice(0, 40)
      .map(record)
      .map((line) => ({
        description: text(line.description),
        quantity: text(line.quantity),
        unit: text(line.unit),
      })),
  }
}

function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const other = index + by
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return items
  const copy = [...items]
  ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  return copy
}

/** A list change asked by a button (`add-day`, `remove-line:2`, `up-day:3` …), made to the form. */
export function changeForm(form: ProposalForm, intent: string): ProposalForm | null {
  const [action = '', at = ''] = intent.split(':')
  const index = Number(at)
  switch (action) {
    case 'add-day':
      return {
        ...form,
        days: [...form.days, { days: '1', title: '', text: '', overnight: '', lodge: '', meals: [] }],
      }
    case 'remove-day':
      return { ...form, days: form.days.filter((_, i) => i !== index) }
    case 'up-day':
      return { ...form, days: moved(form.days, index, -1) }
    case 'down-day':
      return { ...form, days: moved(form.days, index, 1) }
    case 'add-line':
      return { ...form, lines: [...form.lines, { description: '', quantity: '1', unit: '' }] }
    case 'remove-line':
      return { ...form, lines: form.lines.filter((_, i) => i !== index) }
    case 'up-line':
      return { ...form, lines: moved(form.lines, index, -1) }
    case 'down-line':
      return { ...form, lines: moved(form.lines, index, 1) }
    default:
      return null
  }
}
