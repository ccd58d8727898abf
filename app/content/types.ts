// Shapes of the site's typed content. The modules beside this file fill them with original copy.
import type { SceneName } from '../../art/scenes.ts'

/** The names of our drawn scenes: art/scenes.ts holds the one list. */
export type { SceneName }

/** One of our generated scenes (art/scenes), by name, with the text a screen reader reads for it. */
export interface ImageRef {
  scene: SceneName
  alt: string
}

export type CountrySlug = 'kenya' | 'uganda' | 'rwanda' | 'tanzania'

export interface Destination {
  slug: CountrySlug
  name: string
  /** One line under the name on the country page's hero. */
  tagline: string
  hero: ImageRef
  /** The home page's country card: three short highlights (a few words each). */
  highlights: [string, string, string]
  /** Country page body: 2 to 4 paragraphs. */
  description: string[]
  /** The bulleted experiences (Tanzania: exactly eight). */
  experiences: { title: string; text: string }[]
  /** Packages shown in the country page's sidebar, by package number (Tanzania: four). */
  packageNos: number[]
  /** For search engines: at most 155 characters. */
  seoDescription: string
}

export interface Place {
  name: string
  country: string
  text: string
  image: ImageRef
}

export interface Slide {
  title: string
  text: string
  image: ImageRef
}

export interface Testimonial {
  quote: string
  name: string
  from: string
  trip: string
}

export interface Partner {
  name: string
  url: string
}

export interface ItineraryDay {
  /** 'Day 1', or a range such as 'Days 1-4'. */
  label: string
  title: string
  text: string
  /** Where the night is spent, when it matters. */
  overnight?: string
}

export interface PackageDetail {
  /** The package number (app/content/packages.ts). */
  no: number
  /** The card on Our Packages: one or two sentences. */
  summary: string
  /** Intro paragraphs on the tour page. */
  intro: string[]
  cardImage: ImageRef
  /** Exactly four. */
  gallery: [ImageRef, ImageRef, ImageRef, ImageRef]
  days: ItineraryDay[]
  /** For search engines: at most 155 characters. */
  seoDescription: string
}

export interface Section {
  title: string
  paragraphs: string[]
  /** Optional bullet points after the paragraphs. */
  points?: string[]
}
