// The four countries we travel in: their addresses and names are fixed (the navigation, and the routes
// in docs/product.md, "Public routes"); what their pages say is staff-edited content in the database
// (app/lib/catalogue.ts; docs/product.md, "Country pages").

export const countries = [
  { slug: 'kenya', name: 'Kenya' },
  { slug: 'uganda', name: 'Uganda' },
  { slug: 'rwanda', name: 'Rwanda' },
  { slug: 'tanzania', name: 'Tanzania' },
] as const

export type CountrySlug = (typeof countries)[number]['slug']

export const countryBySlug = (slug: string) => countries.find((country) => country.slug === slug)

/** A country's name by its slug, or the slug itself for one we do not know. */
export const countryName = (slug: string) => countryBySlug(slug)?.name ?? slug
