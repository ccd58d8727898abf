// Catalogue and content: the trips, country pages, stories, trust facts and images the public site shows.

import type { Generated, Selectable } from 'kysely'

/** A safari package. Lists are kept as text: one item a line, intro paragraphs split by a blank line. */
export interface PackagesTable {
  /** The number the booking form and the API send; 1-7 are the seven the site began with. */
  package_no: number
  slug: string
  title: string
  days: number
  /** Country slugs in travel order, delimited: '|kenya|uganda|' */
  countries: string
  summary: string
  intro: string
  highlights: string
  included: string
  excluded: string
  /** JSON image reference: { scene, alt } or { src, alt } */
  card_image: string
  /** JSON list of image references */
  gallery: string
  group_min: number
  group_max: number
  fitness: string
  /** Months 1-12, delimited: '|6|7|8|' */
  best_months: string
  single_supplement_cents: number
  child_price_cents: number | null
  price_note: string
  fees_note: string
  seo_description: string
  status: 'draft' | 'published' | 'retired'
  position: number
  created_at: string
  updated_at: string
}

/** One entry of a package's day-by-day itinerary: a day or a range of days. */
export interface PackageDaysTable {
  id: Generated<number>
  package_no: number
  position: number
  day_from: number
  day_to: number
  title: string
  text: string
  overnight: string
  lodge: string
  /** A subset of 'BLD' */
  meals: string
}

/** A season's price per person sharing, in US cents, for months month_from..month_to (may wrap the year). */
export interface PackageSeasonsTable {
  id: Generated<number>
  package_no: number
  position: number
  name: string
  month_from: number
  month_to: number
  price_cents: number
}

/** The staff-edited part of a country page; its slug and name are fixed (app/content/countries.ts). */
export interface CountryPagesTable {
  slug: string
  tagline: string
  /** JSON image reference */
  hero: string
  highlights: string
  description: string
  /** JSON list of { title, text } */
  experiences: string
  /** Twelve ratings, January first, comma-separated: best, good or wet */
  best_time: string
  best_time_note: string
  entry_notes: string
  /** JSON list of { code, name, city } */
  airports: string
  seo_description: string
  updated_at: string
}

/** Operator settings staff change in the back-office: a JSON value per key. */
export interface SiteSettingsTable {
  key: string
  value: string
  updated_at: string
}

/** One row: a counter moved by every change to what the public pages show. */
export interface ContentVersionTable {
  id: number
  version: number
}

export interface ArticlesTable {
  id: Generated<number>
  title: string
  image_url: string | null
  description: string | null
  content: string
  published: number
  created_at: string
  updated_at: string
  published_at: string | null
  /** The language it is written in: 'en', 'de' or 'fr' (0051); the blog of that language lists it */
  language: Generated<string>
}

export interface TeamMembersTable {
  id: Generated<number>
  name: string
  role: string
  /** /uploads/… or null for a drawn portrait */
  photo: string | null
  position: number
  created_at: string
}

export interface ReviewsTable {
  id: Generated<number>
  author: string
  home: string | null
  /** google | tripadvisor | safaribookings, or traveller: written through a review link (0031) */
  source: string
  rating: number
  reviewed_on: string
  text: string
  url: string | null
  created_at: string
  /** 'published' (copied in by staff), or a traveller's: 'waiting', 'approved' or 'hidden' */
  status: Generated<string>
  lead_id: number | null
  /** The day the reviewed trip ended (YYYY-MM-DD) */
  trip_end: string | null
  decided_by: number | null
  decided_at: string | null
}

/** An uploaded image, in the store every instance shares (each keeps a copy on its disk). */
export interface UploadsTable {
  name: string
  content_type: string
  bytes: Buffer
  created_at: string
}

/** A content script that has run on this database (0027), recorded with its changes. */
export interface ContentScriptsTable {
  name: string
  ran_at: string
}

/**
 * A piece of content's words in German or French (0049, decision 056): `subject` names it
 * ('country:kenya'), `fields` holds its words as JSON in the shape its kind gives (app/lib/catalogue.ts).
 */
export interface ContentTranslationsTable {
  subject: string
  locale: string
  fields: string
  updated_at: string
}

/** The tables of this area by name, as the Database of db/schema.ts holds them. */
export interface CatalogueTables {
  packages: PackagesTable
  package_days: PackageDaysTable
  package_seasons: PackageSeasonsTable
  country_pages: CountryPagesTable
  site_settings: SiteSettingsTable
  content_version: ContentVersionTable
  articles: ArticlesTable
  team_members: TeamMembersTable
  reviews: ReviewsTable
  uploads: UploadsTable
  content_scripts: ContentScriptsTable
  content_translations: ContentTranslationsTable
}

export type Article = Selectable<ArticlesTable>
