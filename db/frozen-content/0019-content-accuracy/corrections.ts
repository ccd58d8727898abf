import { seedCountries, seedPackages, type SeedCountry, type SeedPackage } from '../0018-catalogue/content'
import { ugandaClassic } from './uganda-classic'

// Corrections of the seeded copy (migration 0019): claims a well-informed traveller would find wrong.
// Each names only its new wording; the old wording is the seed's, which the migration requires a field
// still to hold before it changes it, so that what staff wrote themselves is left alone. A correction
// that changes several fields of one row changes them together or not at all. Frozen, like all of
// db/frozen-content/: this is what 0019 ran, and editing it changes no site.

type Day = SeedPackage['itinerary'][number]

export type PackageFields = Partial<
  Pick<
    SeedPackage,
    'summary' | 'intro' | 'highlights' | 'included' | 'gallery' | 'feesNote' | 'seoDescription'
  >
>
export type DayFields = Partial<Pick<Day, 'title' | 'text'>>
export type CountryFields = Partial<Pick<SeedCountry, 'description' | 'experiences' | 'entry'>>

/** A day is named by its package and first day in the seed; the migration finds it by its seed words. */
export interface DayCorrection {
  no: number
  from: number
  set: DayFields
}

const seedPackage = (no: number) => seedPackages.find((item) => item.no === no)!
const seedCountry = (slug: string) => seedCountries.find((country) => country.slug === slug)!

/** A list with one item replaced: the item must be in the seed, or the correction is a mistake. */
function replaced<T>(items: T[], old: T, by: T): T[] {
  if (!items.includes(old)) throw new Error(`Not in the seed: ${String(old)}`)
  return items.map((item) => (item === old ? by : item))
}

/** The seed's Ngorongoro fee was US$83, the Serengeti's: the NCAA charges US$60 plus 18% VAT. */
const ngorongoroFee = (text: string) => {
  const old = 'Ngorongoro conservation fees (about US$83 a day)'
  if (!text.includes(old)) throw new Error(`No Ngorongoro fee in: ${text}`)
  return text.replace(old, 'Ngorongoro conservation fees (about US$71 a day including VAT)')
}

export const packageCorrections: { no: number; set: PackageFields }[] = [
  // Gorillas and the Big Five: two Mara days can show four of the five; rhino there are very few.
  {
    no: 1,
    set: {
      highlights: replaced(
        seedPackage(1).highlights,
        'Big Five game drives in the Maasai Mara',
        'Game drives for lion, leopard, elephant and buffalo in the Maasai Mara',
      ),
    },
  },
  {
    no: 1,
    set: {
      seoDescription:
        "Seven days from Kenya's Maasai Mara to Uganda's Bwindi forest: big-cat game drives, then a guided mountain gorilla trek. Tailor-made by Tembo Safaris.",
    },
  },
  // The tented-camp scene is a starlit night, not dusk.
  {
    no: 1,
    set: {
      gallery: seedPackage(1).gallery.map((image) =>
        image.scene === 'tented-camp'
          ? { scene: image.scene, alt: 'Lantern-lit safari tents under a starry night sky' }
          : image,
      ),
    },
  },
  // The Great Rift Valley: Naivasha is no flamingo lake (and Nakuru's flocks come and go); the road from
  // the Mara to the Serengeti is a day of 10 to 13 hours.
  {
    no: 2,
    set: {
      summary:
        "Hippos on Lake Naivasha and rhino at Lake Nakuru in Kenya's Rift Valley, big cats in the Maasai Mara, then a long road day across the border to the Serengeti and Ngorongoro Crater, ending in Arusha.",
    },
  },
  {
    no: 2,
    set: {
      intro: [
        seedPackage(2).intro[0]!,
        'On the sixth day you cross into Tanzania by road at Isebania and Sirari, where a Tanzanian guide and vehicle take over for the rest of the trip. It is the longest day of the journey, 10 to 13 hours from the Mara to the central Serengeti, because the direct route between the two parks has been closed to travellers for decades and the nearest open border post lies well to the west. The reward is the Serengeti itself, the larger, southern part of the same ecosystem as the Mara. The trip ends with a morning on the floor of Ngorongoro Crater and a final descent of the Rift escarpment to Arusha.',
      ],
    },
  },
  { no: 2, set: { feesNote: ngorongoroFee(seedPackage(2).feesNote) } },
  // Chimpanzees and the Volcanoes: Lake Bunyonyi to Kigali is about four hours with the border.
  {
    no: 3,
    set: {
      intro: [
        seedPackage(3).intro[0]!,
        'Volcanoes National Park protects the Rwandan side of the Virunga range, home to mountain gorillas and to golden monkeys, a species seldom seen outside these mountains. After a morning with each, you cross the border into Uganda for a final night on Lake Bunyonyi, a deep, island-dotted lake ringed by terraced hills. It is the right place to slow down before the drive back to Kigali, about four hours including the border crossing at Katuna.',
      ],
    },
  },
  { no: 4, set: { feesNote: ngorongoroFee(seedPackage(4).feesNote) } },
  // East Africa's Ultimate Wildlife Combo: no scheduled flight joins Kasese to Rwanda; a charter to
  // Kisoro and the short road over the border at Cyanika does, in an afternoon.
  {
    no: 5,
    set: {
      intro: [
        seedPackage(5).intro[0]!,
        "The second week moves into the forests. In Uganda's Kibale you track chimpanzees beneath tall rainforest trees, and in Rwanda you climb the slopes of the Virunga volcanoes to sit with a family of mountain gorillas. The long stretches are flown, so the distances cost hours, not days; the one border you cross by road, from Uganda into Rwanda at Cyanika, is about an hour's drive from the gorilla park. Our team in Kampala coordinates every connection, and someone is waiting for you at each airport along the way.",
      ],
    },
  },
  {
    no: 5,
    set: {
      highlights: replaced(
        seedPackage(5).highlights,
        'Flights between all four countries',
        'Flights over the long distances between parks',
      ),
    },
  },
  {
    no: 5,
    set: {
      included: replaced(
        replaced(
          seedPackage(5).included,
          'Regional flights Nairobi to Kilimanjaro, Kilimanjaro to Entebbe and Entebbe to Kigali',
          'Regional flights from Nairobi to Kilimanjaro and from Kilimanjaro to Entebbe',
        ),
        'Domestic flights from Entebbe to Kasese and back',
        'Domestic flight from Entebbe to Kasese, and a charter flight from Kasese to Kisoro',
      ),
    },
  },
  {
    no: 5,
    set: {
      feesNote: ngorongoroFee(seedPackage(5).feesNote).replace(
        'Kibale chimpanzee permit (about US$250)',
        'Kibale chimpanzee permit (US$250)',
      ),
    },
  },
  // Zanzibar Beach Escape: two of its pictures are Kenyan beaches, and two alt texts did not describe
  // their scenes (a sunset, a lane with no sea). Only the dhow and Stone Town scenes are Zanzibar's.
  {
    no: 7,
    set: {
      gallery: [
        { scene: 'zanzibar-dhow', alt: 'Traditional dhow under sail at sunset' },
        {
          scene: 'stone-town',
          alt: 'Carved wooden door and balcony at the end of a narrow Stone Town lane',
        },
        { scene: 'diani-beach', alt: 'Palms leaning over white sand and a turquoise sea' },
        { scene: 'nyali-beach', alt: 'A canoe on a calm lagoon inside the reef, with palms on the shore' },
      ],
    },
  },
]

export const dayCorrections: DayCorrection[] = [
  {
    no: 1,
    from: 2,
    set: {
      text: 'A morning light aircraft from Wilson Airport lands you on a Mara airstrip, where your guide is waiting with an open-roofed vehicle. Over two days you are out at the hours when animals are most active, looking for lion prides, cheetah, elephant families, buffalo herds and the leopards that keep to the riverine thickets. The reserve also holds a few black rhino, but they are very rarely seen, so count one as a stroke of luck rather than part of the plan. Evenings end at a tented camp on the Mara River, with hippos grunting in the water below.',
    },
  },
  {
    no: 2,
    from: 6,
    set: {
      title: 'The long road into Tanzania',
      text: "This is the longest day of the trip: 10 to 13 hours from the Mara to the central Serengeti, on rough roads for part of the way. You leave at first light with a packed breakfast, drive west to the border at Isebania, complete formalities on both sides and meet your Tanzanian guide at Sirari. The route continues through farmland and small towns to the Serengeti's Ikoma gate, and the last stretch to camp is a game drive in itself, reaching camp in the late afternoon or early evening. If you would rather not spend the day on the road, ask us about flying instead: it means going back through Nairobi and Arusha, costs considerably more and still takes most of the day.",
    },
  },
  {
    no: 3,
    from: 7,
    set: {
      text: 'Take an early paddle or simply linger over breakfast above the lake before the drive back to Kigali, about four hours including the border crossing at Katuna (Gatuna on the Rwandan side), where formalities on both sides can take up to an hour. We plan the timing around your flight, so an evening departure suits this day best, and if there are spare hours, the craft shops and cafés of Kigali make a pleasant last stop.',
    },
  },
  {
    no: 5,
    from: 12,
    set: {
      text: 'From Kibale you drive about two hours to the airstrip at Kasese. No scheduled flight links it with Rwanda, and by road the journey takes a long, tiring day, so a charter flight carries you south over Queen Elizabeth National Park and the Bwindi forest to Kisoro, in the far south-west of Uganda. From there it is a short drive to the border at Cyanika, where your Rwandan guide meets you, and under an hour more to your lodge near Kinigi, where you arrive in the afternoon.',
    },
  },
]

export const countryCorrections: { slug: string; set: CountryFields }[] = [
  // Kenya: citizens of most African countries no longer need the eTA.
  {
    slug: 'kenya',
    set: {
      entry: replaced(
        seedCountry('kenya').entry,
        'Every visitor needs an Electronic Travel Authorisation (eTA), applied for online before you travel; there is no visa on arrival.',
        'Most visitors need an Electronic Travel Authorisation (eTA), applied for online before you travel; there is no visa on arrival.',
      ),
    },
  },
  // Uganda: Kibale to Queen Elizabeth is about three hours, not a short drive.
  {
    slug: 'uganda',
    set: {
      description: replaced(
        seedCountry('uganda').description,
        seedCountry('uganda').description[1]!,
        seedCountry('uganda').description[1]!.replace(
          'From there it is a short drive to Queen Elizabeth National Park',
          'From there it is about three hours by road to Queen Elizabeth National Park',
        ),
      ),
    },
  },
  // Tanzania: Rufiji boat safaris are in Nyerere (once the Selous); Ruaha was never part of it.
  {
    slug: 'tanzania',
    set: {
      description: replaced(
        seedCountry('tanzania').description,
        seedCountry('tanzania').description[2]!,
        "Kilimanjaro, Africa's highest mountain, rises above the northern plains, and we can arrange a full climb or simply a few days in its foothills. In the south, Nyerere National Park, once part of the Selous Game Reserve, is the place for boat safaris on the Rufiji River, while Ruaha, further west, is known for its big lion prides and its elephants. Both are far larger and quieter than the northern parks, with a chance of seeing wild dogs. And after the dust of the plains, Zanzibar is a short flight from the mainland, with Stone Town's narrow lanes and carved doors, spice farms, and white beaches along the island's north and east coasts.",
      ),
    },
  },
  {
    slug: 'tanzania',
    set: {
      experiences: seedCountry('tanzania').experiences.map((experience) =>
        experience.title === 'The wild south: Ruaha and Nyerere'
          ? {
              title: experience.title,
              text: 'Trade the busy northern circuit for the remote south: boat safaris on the Rufiji River in Nyerere, and big lion prides among the baobabs of Ruaha.',
            }
          : experience,
      ),
    },
  },
]

/** The packages a new database holds after migration 0019: the seed corrected, then the new one (8). */
export const packagesAfter0019: SeedPackage[] = [
  ...seedPackages.map((item) => {
    const days = dayCorrections.filter((day) => day.no === item.no)
    return {
      ...item,
      ...Object.assign({}, ...packageCorrections.filter((c) => c.no === item.no).map((c) => c.set)),
      itinerary: item.itinerary.map((day) => ({
        ...day,
        ...days.find((correction) => correction.from === day.from)?.set,
      })),
    } as SeedPackage
  }),
  { no: seedPackages.length + 1, ...ugandaClassic },
]

/** The country pages a new database holds after migration 0019. */
export const countriesAfter0019: SeedCountry[] = seedCountries.map((country) => ({
  ...country,
  ...Object.assign({}, ...countryCorrections.filter((c) => c.slug === country.slug).map((c) => c.set)),
}))
