import { describe, expect, it } from 'vitest'
import { geoPlaces } from '~/content/places-geo'
import { placePicture } from '~/content/place-pictures'
import { dayPictures } from './day-pictures'
import type { ProposalDay } from './proposal'

const day = (overnight: string, title = 'A day', lodge = ''): ProposalDay => ({
  days: 1,
  title,
  text: '',
  overnight,
  lodge,
  meals: 'BLD',
})

describe('the picture of each day', () => {
  it('every place of the gazetteer has a drawn scene with words for those who cannot see it', () => {
    for (const place of geoPlaces) {
      const picture = placePicture(`Overnight in ${place.name}`)
      expect(picture, place.name).toBeDefined()
      expect(picture!.alt.length, place.name).toBeGreaterThan(20)
    }
  })

  it("takes the lodge's photograph first, then the night's place, the title's, the day before's", () => {
    const photo = { src: '/uploads/lodge.webp', alt: 'The lodge deck at dusk' }
    const days = [
      day('Bwindi', 'Gorilla trekking', 'Gorilla Forest Camp'),
      day('Bwindi', 'A second trek', 'Forest Cottages'),
      day('', 'Departure from Entebbe'),
      day('', 'Time at leisure'),
    ]
    const pictures = dayPictures(
      days,
      {
        stays: [
          { name: 'Gorilla Forest Camp', area: 'Bwindi', description: '', pictures: [photo] },
          { name: 'Forest Cottages', area: 'Bwindi', description: '' },
        ],
        stayOfDay: [0, 1, null, null],
      },
      ['uganda'],
    )
    expect(pictures[0]).toEqual(photo)
    expect(pictures[1]).toEqual({ scene: 'bwindi-gorilla', alt: expect.stringContaining('gorilla') })
    expect(pictures[2]).toEqual(placePicture('Entebbe'))
    expect(pictures[3]).toEqual(pictures[2])
  })

  it("falls back to the trip's first country when no place is known", () => {
    const [picture] = dayPictures([day('Somewhere new')], { stays: [], stayOfDay: [null] }, ['rwanda'])
    expect(picture).toEqual({ scene: 'rwanda-volcanoes', alt: expect.any(String) })
  })
})
