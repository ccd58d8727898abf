import { countryPicture, placePicture } from '~/content/place-pictures'
import type { CatalogueImage } from './catalogue'
import type { ProposalDay, TripStays } from './proposal'

// The pictures of a proposal's days (docs/product.md, "Proposals"): server-side, as the version is
// sent, so that the gazetteer stays out of the traveller's page's scripts.

/**
 * A picture for each entry of the days: its lodge's first photograph, else the place it names (its
 * night's, else its title's, as "Departure from Entebbe"), else the day before's, else its country's.
 */
export function dayPictures(
  days: readonly ProposalDay[],
  trip: TripStays,
  countries: readonly string[],
): CatalogueImage[] {
  let before: CatalogueImage = countryPicture(countries[0])
  return days.map((day, index) => {
    const at = trip.stayOfDay[index]
    const picture =
      (at === null || at === undefined ? undefined : trip.stays[at]?.pictures?.[0]) ??
      placePicture(day.overnight) ??
      placePicture(day.title) ??
      before
    before = picture
    return picture
  })
}
