import type { SceneName } from '../../art/scenes'
import { placeOf } from './places-geo'

// The picture a proposal shows for a day whose lodge has none of its own (docs/product.md, "Proposals"):
// the drawn scene nearest to the place where the night is spent. A scene drawn for one place stands in
// for a neighbour of the same landscape, so each text says what is drawn, never which place it is.

const SCENE_TEXT: Record<SceneName, string> = {
  'welcome-savanna': 'Golden savanna with acacia trees under a wide sky',
  'bwindi-gorilla': 'A mountain gorilla resting in dense green rainforest',
  'mara-giraffes': 'Giraffes browsing among acacias on open grassland',
  'queen-elizabeth-lion': 'A lion lying along the branch of a fig tree',
  'kenya-amboseli': 'Elephants crossing the plain below a snow-capped mountain',
  'uganda-murchison': 'The Nile forcing its way through a narrow gorge in a rush of white water',
  'rwanda-volcanoes': 'A chain of green volcanoes rising above terraced hills',
  'tanzania-serengeti': 'Endless grass plains dotted with grazing herds',
  'akagera-lake': 'A calm lake fringed by papyrus and savanna hills',
  'diani-beach': 'White sand and palm trees along a turquoise sea',
  'zanzibar-dhow': 'A wooden dhow under sail off a tropical coast',
  'nyali-beach': 'A palm-lined beach and calm lagoon water',
  'stone-town': 'Narrow streets and carved wooden doors of an old Swahili town',
  'kibale-chimpanzee': 'A chimpanzee in the green shade of a tropical forest',
  'rift-valley-flamingos': 'Flamingos wading in the shallows of a Rift Valley lake',
  'ngorongoro-crater': 'The floor of a great volcanic crater ringed by its walls',
  'tsavo-elephants': 'Red-dusted elephants walking across dry bush country',
  'mombasa-fort': 'The old coral-stone walls of a fort above the harbour',
  'safari-sunset': 'Acacia trees silhouetted against an orange evening sky',
  'tented-camp': 'A safari tent on a wooden deck looking over the bush',
  'safari-packing': 'A safari bag packed with binoculars, a hat and a camera',
  'mara-river-crossing': 'Wildebeest plunging across a river during the migration',
  'serengeti-balloon': 'A hot-air balloon drifting over the plains at dawn',
  'lake-bunyonyi': 'Terraced hills around a lake scattered with small islands',
}

/** The gazetteer's places (content/places-geo.ts) and the scene each is shown by. */
const PLACE_SCENES: Record<string, SceneName> = {
  Nairobi: 'safari-sunset',
  'Maasai Mara': 'mara-giraffes',
  'Lake Naivasha': 'rift-valley-flamingos',
  'Lake Nakuru': 'rift-valley-flamingos',
  'Lake Baringo': 'rift-valley-flamingos',
  Amboseli: 'kenya-amboseli',
  'Tsavo East': 'tsavo-elephants',
  'Tsavo West': 'tsavo-elephants',
  Samburu: 'welcome-savanna',
  'Ol Pejeta': 'welcome-savanna',
  Laikipia: 'welcome-savanna',
  Lewa: 'welcome-savanna',
  'Meru National Park': 'welcome-savanna',
  Mombasa: 'mombasa-fort',
  'Diani Beach': 'diani-beach',
  Watamu: 'nyali-beach',
  Malindi: 'nyali-beach',
  Lamu: 'zanzibar-dhow',
  Entebbe: 'safari-sunset',
  Kampala: 'safari-sunset',
  Jinja: 'uganda-murchison',
  'Murchison Falls': 'uganda-murchison',
  'Kibale Forest': 'kibale-chimpanzee',
  'Fort Portal': 'kibale-chimpanzee',
  'Queen Elizabeth': 'queen-elizabeth-lion',
  Ishasha: 'queen-elizabeth-lion',
  Bwindi: 'bwindi-gorilla',
  'Lake Bunyonyi': 'lake-bunyonyi',
  Mgahinga: 'rwanda-volcanoes',
  'Lake Mburo': 'welcome-savanna',
  'Kidepo Valley': 'welcome-savanna',
  'Sipi Falls': 'lake-bunyonyi',
  Kigali: 'safari-sunset',
  'Volcanoes NP': 'rwanda-volcanoes',
  'Nyungwe Forest': 'kibale-chimpanzee',
  'Lake Kivu': 'lake-bunyonyi',
  Gisenyi: 'lake-bunyonyi',
  Akagera: 'akagera-lake',
  Arusha: 'safari-sunset',
  Moshi: 'kenya-amboseli',
  Tarangire: 'tsavo-elephants',
  'Lake Manyara': 'rift-valley-flamingos',
  Karatu: 'ngorongoro-crater',
  Ngorongoro: 'ngorongoro-crater',
  'Lake Natron': 'rift-valley-flamingos',
  'Serengeti (Seronera)': 'tanzania-serengeti',
  'Northern Serengeti': 'mara-river-crossing',
  'Southern Serengeti': 'tanzania-serengeti',
  'Western Serengeti': 'serengeti-balloon',
  Zanzibar: 'zanzibar-dhow',
  'Stone Town': 'stone-town',
  'Dar es Salaam': 'zanzibar-dhow',
  'Nyerere National Park': 'welcome-savanna',
  Ruaha: 'welcome-savanna',
}

/** The scene a country is shown by when no place of the day is known. */
const COUNTRY_SCENES: Record<string, SceneName> = {
  kenya: 'mara-giraffes',
  uganda: 'bwindi-gorilla',
  rwanda: 'rwanda-volcanoes',
  tanzania: 'tanzania-serengeti',
}

export const scenePicture = (scene: SceneName) => ({ scene, alt: SCENE_TEXT[scene] })

/** The drawn scene for the first place a text names ("Overnight in Bwindi", "Transfer to Entebbe"). */
export function placePicture(text: string) {
  const place = text ? placeOf(text) : undefined
  const scene = place && PLACE_SCENES[place.name]
  return scene ? scenePicture(scene) : undefined
}

/** A country's scene by its slug; the savanna for one we do not know. */
export const countryPicture = (slug: string | undefined) =>
  scenePicture((slug && COUNTRY_SCENES[slug]) || 'welcome-savanna')
