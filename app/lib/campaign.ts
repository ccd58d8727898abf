import { withoutControlCharacters } from '~/schemas/fields'

// A visit's campaign: the utm_* parameters of the page it landed on, kept with each inquiry.

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']

/** Text from outside, without control characters, at most `max` characters; null when blank or not text. */
export const boundedText = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? withoutControlCharacters(value).slice(0, max) : null

/** The campaign fields of a value from outside (a cookie, a stored row): known keys, bounded text only. */
export function campaignOf(value: unknown): Record<string, string> {
  const campaign: Record<string, string> = {}
  if (typeof value !== 'object' || value === null) return campaign
  for (const key of UTM_KEYS) {
    const field = Object.hasOwn(value, key) ? boundedText((value as Record<string, unknown>)[key], 100) : null
    if (field) campaign[key] = field
  }
  return campaign
}
