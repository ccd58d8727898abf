import { countries, countryName } from '~/content/countries'
import { m } from '~/paraglide/messages'
import { inCountry } from './country-names'
import type { Locale } from './locales'
import { whatsappLink } from './operator'

// The next step a page offers a traveller, so that one tap on any page reaches the form that fits where they
// are: that form, filled in as far as the page knows, and the trip a WhatsApp chat should name. The header's
// button, the phone bar and the closing call to action all take it from the page's route (`handle.nextStep`,
// read in the layout).

/**
 * What every link to a trip form says, wherever it is: one name for one action. The spec's own words
 * stay where it fixes them: **Book Now** on a country page and a package's card, **Get package** on a
 * tour page (docs/product.md, "Public routes").
 */
export const PLAN_MY_SAFARI = 'Plan my safari'

export interface NextStep {
  /** The form, prefilled: a package chosen, a country filled in. */
  to: string
  /** The trip a chat opens with ("the Gorillas and the Big Five safari"), or null for a safari in general. */
  trip: string | null
  /** The country the page is about (its slug), for the trip form's Visiting Country. */
  country: string | null
}

/** The trip form. */
export const planStep: NextStep = { to: '/book', trip: null, country: null }

/** A package's booking form with the package chosen: every package, the 14-day combo too. */
export const packageFormPath = (no: number) => `/book_package?package=${no}`

/**
 * Where a tour page's **Get package** leads: the package's form, but the 14-day combo's goes to /book as
 * the old site's did (docs/product.md, "Public routes"). Every other link to a form carries the package.
 */
export function getPackagePath(no: number): string {
  return no === 5 ? '/book' : packageFormPath(no)
}

export function packageStep(item: { no: number; title: string }): NextStep {
  return { to: packageFormPath(item.no), trip: item.title, country: null }
}

export function countryStep(slug: string): NextStep {
  return { to: `/book?visiting=${slug}`, trip: `a safari in ${countryName(slug)}`, country: slug }
}

/** What a WhatsApp chat opens with, typed in for the traveller to send or change, in the page's language. */
export function chatGreeting(step: NextStep, locale: Locale = 'en'): string {
  if (step.country) return m.chat_country({ in_country: inCountry(step.country, locale) }, { locale })
  return step.trip ? m.chat_trip({ trip: step.trip }, { locale }) : m.chat_plan({}, { locale })
}

/** A WhatsApp chat with the operator, the greeting for this step typed in. */
export const chatLink = (phone: string, step: NextStep, locale: Locale = 'en') =>
  `${whatsappLink(phone)}?text=${encodeURIComponent(chatGreeting(step, locale))}`

/** The country a `?visiting=` parameter names, as the trip form's Visiting Country shows it. */
export function visitingCountry(slug: string | null): string | undefined {
  return countries.find((country) => country.slug === slug)?.name
}

/**
 * Words that tie a story to one country: its name and the places travellers know it by. The title counts
 * most, then the description, then the text.
 */
const PLACE_WORDS: Record<string, string[]> = {
  kenya: [
    'Kenya',
    'Maasai Mara',
    'Masai Mara',
    'Amboseli',
    'Samburu',
    'Tsavo',
    'Nairobi',
    'Naivasha',
    'Diani',
  ],
  uganda: ['Uganda', 'Bwindi', 'Kibale', 'Murchison', 'Queen Elizabeth', 'Ishasha', 'Entebbe', 'Kidepo'],
  rwanda: ['Rwanda', 'Kigali', 'Nyungwe', 'Akagera', 'Volcanoes National Park', 'Lake Kivu'],
  tanzania: [
    'Tanzania',
    'Serengeti',
    'Ngorongoro',
    'Zanzibar',
    'Kilimanjaro',
    'Tarangire',
    'Arusha',
    'Nyerere',
  ],
}

function mentions(text: string, words: string[]): number {
  const lower = text.toLowerCase()
  return words.reduce((sum, word) => sum + lower.split(word.toLowerCase()).length - 1, 0)
}

/** The country a story is about, when one stands out; null for a story about the region or none. */
export function storyCountry(story: {
  title: string
  description: string | null
  text: string
}): string | null {
  const scores = Object.entries(PLACE_WORDS).map(([slug, words]) => ({
    slug,
    score:
      mentions(story.title, words) * 6 +
      mentions(story.description ?? '', words) * 3 +
      Math.min(mentions(story.text, words), 5),
  }))
  scores.sort((a, b) => b.score - a.score)
  const [best, second] = scores
  return best && best.score > 0 && best.score > (second?.score ?? 0) ? best.slug : null
}
