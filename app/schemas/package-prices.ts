import { z } from 'zod'

// A package's website prices from the rate cards (/admin/packages/:no/prices; docs/product.md, "Prices
// from the rate cards"): what each itinerary entry is priced from, and which figures the site shows.
// Whether a choice is on the cards is the server's to check, beside the field.

// A choice as typed: its label (app/lib/card-choices.ts), read by the server against the cards.
const choice = z.string().max(300, 'Choose one of the suggestions, or leave it empty').optional()

export const PackagePricesSchema = z.object({
  shows: z.enum(['typed', 'cards'], { message: 'Choose which prices the site shows' }),
  days: z
    .array(z.object({ lodgeRate: choice, park: choice, vehicle: choice, other: choice, extra: choice }))
    .max(60, 'At most 60 entries')
    .default([]),
})

export type PackagePricesValue = z.infer<typeof PackagePricesSchema>
