// Where our itineraries spend the night, with a point for each on the map and the ways staff write it in
// an itinerary's "overnight" line. A park or region is placed where its lodges and camps cluster (Seronera
// for the central Serengeti, Paraa for Murchison Falls, Kinigi for Volcanoes), not at its middle, so the
// route on the map runs where the traveller actually sleeps. Browser code reads this too: no Node imports.

export interface GeoPlace {
  name: string
  /** Degrees east. */
  lon: number
  /** Degrees north. */
  lat: number
  /** Other ways staff write the place; matched as whole words, ignoring case and punctuation. */
  aliases: string[]
}

export const geoPlaces: GeoPlace[] = [
  // Kenya
  {
    name: 'Nairobi',
    lon: 36.817,
    lat: -1.286,
    aliases: ['nairobi city', 'karen', 'langata', 'jomo kenyatta airport', 'wilson airport'],
  },
  {
    name: 'Maasai Mara',
    lon: 35.144,
    lat: -1.49,
    aliases: [
      'masai mara',
      'maasai mara national reserve',
      'masai mara national reserve',
      'mara',
      'mara triangle',
      'mara north',
      'talek',
      'naboisho',
      'olare motorogi',
    ],
  },
  { name: 'Lake Naivasha', lon: 36.35, lat: -0.78, aliases: ['naivasha', "hell's gate", 'crescent island'] },
  { name: 'Lake Nakuru', lon: 36.083, lat: -0.367, aliases: ['nakuru', 'lake nakuru national park'] },
  { name: 'Lake Baringo', lon: 36.083, lat: 0.633, aliases: ['baringo', 'lake bogoria'] },
  { name: 'Amboseli', lon: 37.261, lat: -2.653, aliases: ['amboseli national park', 'kimana'] },
  {
    name: 'Tsavo East',
    lon: 38.7,
    lat: -3.3,
    // Bare "Tsavo" is Tsavo East: it is the one coast safaris mean, a short drive from Mombasa.
    aliases: ['tsavo east national park', 'tsavo', 'voi', 'aruba dam'],
  },
  { name: 'Tsavo West', lon: 38.08, lat: -2.92, aliases: ['tsavo west national park', 'kilaguni', 'ngulia'] },
  {
    name: 'Samburu',
    lon: 37.533,
    lat: 0.617,
    aliases: ['samburu national reserve', 'buffalo springs', 'shaba'],
  },
  { name: 'Ol Pejeta', lon: 36.9, lat: -0.02, aliases: ['ol pejeta conservancy', 'nanyuki', 'sweetwaters'] },
  { name: 'Laikipia', lon: 36.9, lat: 0.3, aliases: ['laikipia plateau'] },
  { name: 'Lewa', lon: 37.42, lat: 0.2, aliases: ['lewa conservancy', 'lewa wildlife conservancy'] },
  { name: 'Meru National Park', lon: 38.2, lat: 0.08, aliases: ['meru np', 'meru park'] },
  {
    name: 'Mombasa',
    lon: 39.668,
    lat: -4.043,
    aliases: ['mombasa north coast', 'nyali', 'bamburi', 'shanzu', 'moi international airport'],
  },
  { name: 'Diani Beach', lon: 39.58, lat: -4.3, aliases: ['diani', 'ukunda', 'galu', 'tiwi beach'] },
  { name: 'Watamu', lon: 40.019, lat: -3.354, aliases: ['watamu beach'] },
  { name: 'Malindi', lon: 40.117, lat: -3.217, aliases: [] },
  { name: 'Lamu', lon: 40.902, lat: -2.269, aliases: ['lamu island', 'shela', 'manda island'] },

  // Uganda
  { name: 'Entebbe', lon: 32.463, lat: 0.051, aliases: ['entebbe airport'] },
  { name: 'Kampala', lon: 32.582, lat: 0.347, aliases: ['munyonyo'] },
  { name: 'Jinja', lon: 33.204, lat: 0.424, aliases: ['source of the nile', 'bujagali'] },
  {
    name: 'Murchison Falls',
    lon: 31.6,
    lat: 2.27,
    aliases: ['murchison', 'murchison falls national park', 'paraa'],
  },
  {
    name: 'Kibale Forest',
    lon: 30.4,
    lat: 0.45,
    aliases: ['kibale', 'kibale national park', 'kibale forest national park', 'kanyanchu', 'bigodi'],
  },
  { name: 'Fort Portal', lon: 30.275, lat: 0.671, aliases: [] },
  {
    name: 'Queen Elizabeth',
    lon: 29.9,
    lat: -0.19,
    aliases: [
      'queen elizabeth national park',
      'queen elizabeth np',
      'qenp',
      'mweya',
      'kazinga channel',
      'kasenyi',
    ],
  },
  {
    name: 'Ishasha',
    lon: 29.68,
    lat: -0.61,
    // The southern sector is usually written as a qualifier of the park: it must outweigh the park.
    aliases: [
      'ishasha sector',
      'queen elizabeth ishasha',
      'queen elizabeth np ishasha',
      'queen elizabeth national park ishasha',
    ],
  },
  {
    name: 'Bwindi',
    lon: 29.617,
    lat: -0.989,
    // The southern sectors lie within 20 km of Buhoma: one point serves them all at the map's scale.
    aliases: [
      'bwindi impenetrable',
      'bwindi impenetrable forest',
      'bwindi impenetrable national park',
      'bwindi forest',
      'buhoma',
      'ruhija',
      'rushaga',
      'nkuringo',
    ],
  },
  { name: 'Lake Bunyonyi', lon: 29.917, lat: -1.283, aliases: ['bunyonyi', 'kabale'] },
  {
    name: 'Mgahinga',
    lon: 29.66,
    lat: -1.32,
    aliases: ['mgahinga gorilla national park', 'mgahinga national park', 'kisoro', 'ntebeko'],
  },
  { name: 'Lake Mburo', lon: 30.95, lat: -0.6, aliases: ['lake mburo national park', 'mburo'] },
  {
    name: 'Kidepo Valley',
    lon: 33.73,
    lat: 3.72,
    aliases: ['kidepo', 'kidepo valley national park', 'apoka'],
  },
  { name: 'Sipi Falls', lon: 34.38, lat: 1.336, aliases: ['sipi', 'mount elgon'] },

  // Rwanda
  { name: 'Kigali', lon: 30.062, lat: -1.944, aliases: ['kigali city'] },
  {
    name: 'Volcanoes NP',
    lon: 29.595,
    lat: -1.435,
    aliases: ['volcanoes national park', 'volcanoes', 'kinigi', 'musanze', 'ruhengeri', 'parc des volcans'],
  },
  {
    name: 'Nyungwe Forest',
    lon: 29.18,
    lat: -2.47,
    aliases: ['nyungwe', 'nyungwe national park', 'nyungwe forest national park', 'gisakura', 'uwinka'],
  },
  { name: 'Lake Kivu', lon: 29.35, lat: -2.06, aliases: ['kivu', 'kibuye', 'karongi'] },
  {
    name: 'Gisenyi',
    lon: 29.26,
    lat: -1.7,
    aliases: ['rubavu', 'lake kivu gisenyi', 'lake kivu rubavu'],
  },
  { name: 'Akagera', lon: 30.72, lat: -1.88, aliases: ['akagera national park', 'ruzizi'] },

  // Tanzania
  {
    name: 'Arusha',
    lon: 36.683,
    lat: -3.387,
    aliases: ['arusha town', 'arusha national park', 'usa river', 'mount meru'],
  },
  { name: 'Moshi', lon: 37.34, lat: -3.334, aliases: ['marangu', 'machame'] },
  { name: 'Tarangire', lon: 36.0, lat: -3.88, aliases: ['tarangire national park'] },
  {
    name: 'Lake Manyara',
    lon: 35.83,
    lat: -3.42,
    aliases: ['manyara', 'lake manyara national park', 'mto wa mbu'],
  },
  { name: 'Karatu', lon: 35.667, lat: -3.34, aliases: ["gibb's farm", 'oldeani'] },
  {
    name: 'Ngorongoro',
    lon: 35.588,
    lat: -3.175,
    aliases: [
      'ngorongoro crater',
      'ngorongoro highlands',
      'ngorongoro conservation area',
      'ngorongoro crater rim',
      'crater rim',
    ],
  },
  { name: 'Lake Natron', lon: 35.92, lat: -2.37, aliases: ['natron', 'engaresero', 'ngare sero'] },
  {
    name: 'Serengeti (Seronera)',
    lon: 34.825,
    lat: -2.435,
    // Bare "Serengeti" is the centre: the one part of the park worth a visit in any month.
    aliases: [
      'seronera',
      'serengeti',
      'central serengeti',
      'serengeti national park',
      'seronera valley',
      'central serengeti seronera',
    ],
  },
  {
    name: 'Northern Serengeti',
    lon: 34.88,
    lat: -1.58,
    aliases: ['north serengeti', 'serengeti north', 'kogatende', 'lamai', 'mara river'],
  },
  {
    name: 'Southern Serengeti',
    lon: 35.0,
    lat: -3.0,
    aliases: ['south serengeti', 'serengeti south', 'ndutu', 'lake ndutu', 'southern serengeti ndutu'],
  },
  {
    name: 'Western Serengeti',
    lon: 34.25,
    lat: -2.1,
    aliases: ['west serengeti', 'western corridor', 'grumeti', 'kirawira'],
  },
  {
    name: 'Zanzibar',
    lon: 39.35,
    lat: -5.87,
    aliases: [
      'zanzibar island',
      'unguja',
      'zanzibar east coast',
      'zanzibar north coast',
      'nungwi',
      'kendwa',
      'matemwe',
      'kiwengwa',
      'pongwe',
      'paje',
      'jambiani',
      'bwejuu',
      'michamvi',
    ],
  },
  {
    name: 'Stone Town',
    lon: 39.188,
    lat: -6.162,
    aliases: ['stonetown', 'zanzibar town', 'zanzibar city', 'zanzibar stone town'],
  },
  { name: 'Dar es Salaam', lon: 39.28, lat: -6.815, aliases: ['dar', 'daressalaam'] },
  {
    name: 'Nyerere National Park',
    lon: 38.15,
    lat: -7.8,
    aliases: ['nyerere', 'nyerere np', 'selous', 'selous game reserve', 'rufiji river'],
  },
  {
    name: 'Ruaha',
    lon: 34.92,
    lat: -7.65,
    aliases: ['ruaha national park', 'great ruaha', 'msembe'],
  },
]

/** Lower case, accents dropped, every run of anything but letters and digits one space, padded with one. */
function normalised(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  return ` ${words} `
}

const terms = geoPlaces.flatMap((place) =>
  [place.name, ...place.aliases].map((term) => ({ place, term: normalised(term) })),
)

/**
 * The place an itinerary's overnight line names, as staff write it: "Central Serengeti (Seronera)",
 * "Diani Beach or Tsavo East". Of names and aliases found in it, one within a longer one's words gives way
 * to it ("Northern Serengeti" over "Serengeti"); of the rest, the first mentioned wins.
 */
export function placeOf(overnight: string): GeoPlace | undefined {
  const text = normalised(overnight)
  const found = terms.flatMap(({ place, term }) => {
    const start = text.indexOf(term)
    return start < 0 ? [] : [{ place, start, end: start + term.length }]
  })
  const outer = found.filter(
    (match) =>
      !found.some(
        (other) =>
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      ),
  )
  outer.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start))
  return outer[0]?.place
}
