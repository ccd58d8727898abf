import type { Partner, Place, Slide } from './types'

export const slides: Slide[] = [
  {
    title: 'Bespoke safaris across East Africa',
    text: 'From our base in Kampala, we plan journeys through Uganda, Kenya, Rwanda and Tanzania, shaped around the way you want to travel.',
    image: { scene: 'welcome-savanna', alt: 'Golden savanna with acacia trees under a wide sky' },
  },
  {
    title: 'Meet the mountain gorillas of Bwindi',
    text: 'Trek through ancient rainforest in southwest Uganda to spend a quiet hour with a habituated gorilla family.',
    image: { scene: 'bwindi-gorilla', alt: 'A mountain gorilla resting in dense green rainforest' },
  },
  {
    title: 'Giraffes on the Maasai Mara',
    text: 'Wide skies, open grasslands and long game drives with guides who know the Mara well.',
    image: { scene: 'mara-giraffes', alt: 'Giraffes browsing among acacias on the Maasai Mara' },
  },
  {
    title: "Ishasha's tree-climbing lions",
    text: 'In the southern corner of Queen Elizabeth National Park, lions rest in the branches of fig trees through the heat of the day.',
    image: { scene: 'queen-elizabeth-lion', alt: 'A lion lying along the branch of a fig tree' },
  },
]

export const gameReserves: Place[] = [
  {
    name: 'Maasai Mara',
    country: 'Kenya',
    text: "Kenya's best-known reserve, with big cats, great herds of plains game and, from about July to October, wildebeest crossing the Mara River. Game drives here are rewarding in every season.",
    image: { scene: 'mara-river-crossing', alt: 'Wildebeest plunging across the Mara River' },
  },
  {
    name: 'Bwindi Impenetrable National Park',
    country: 'Uganda',
    text: "A steep, ancient rainforest in southwest Uganda and home to a large share of the world's mountain gorillas. Trekking permits are limited, so we arrange yours well ahead of your trip.",
    image: { scene: 'bwindi-gorilla', alt: 'A mountain gorilla in the Bwindi forest' },
  },
  {
    name: 'Akagera National Park',
    country: 'Rwanda',
    text: 'Lakes, papyrus swamps and open savanna in eastern Rwanda, where the return of lion and rhino has restored the Big Five. A boat trip on Lake Ihema pairs well with a day of game drives.',
    image: { scene: 'akagera-lake', alt: 'A calm lake fringed by papyrus and savanna hills in Akagera' },
  },
]

export const coastalVisits: Place[] = [
  {
    name: 'Diani Beach',
    country: 'Kenya',
    text: 'A long stretch of white sand south of Mombasa, backed by palms and coastal forest. It suits families and anyone wanting a rest after safari, with snorkelling, diving and dhow trips close at hand.',
    image: { scene: 'diani-beach', alt: 'White sand and palm trees along a turquoise sea at Diani' },
  },
  {
    name: 'Zanzibar',
    country: 'Tanzania',
    text: 'An island of spice farms, clear turquoise water and the old Swahili lanes of Stone Town. It is a short flight from the mainland and an easy place to end a Tanzanian safari.',
    image: { scene: 'zanzibar-dhow', alt: 'A wooden dhow under sail off the Zanzibar coast' },
  },
  {
    name: 'Nyali Beach',
    country: 'Kenya',
    text: "A lively beach just north of Mombasa, with calm water inside the reef and easy access to the city's Old Town and Fort Jesus. A good base for travellers who want the coast and a taste of Mombasa together.",
    image: { scene: 'nyali-beach', alt: 'Palm-lined beach and calm lagoon water at Nyali' },
  },
]

// The park authorities we buy travellers' permits and park entry from: a relation any trip of ours
// has, stated as it is. Tourism boards we only admire are not listed.
export const partners: Partner[] = [
  {
    name: 'Uganda Wildlife Authority',
    url: 'https://ugandawildlife.org',
    relation: 'Gorilla and chimpanzee permits, and park entry in Uganda',
  },
  {
    name: 'Rwanda Development Board',
    url: 'https://www.visitrwanda.com',
    relation: 'Gorilla and golden monkey permits in Volcanoes National Park',
  },
  {
    name: 'Kenya Wildlife Service',
    url: 'https://www.kws.go.ke',
    relation: "Park entry to Kenya's national parks, such as Amboseli and Nakuru",
  },
  {
    name: 'Tanzania National Parks',
    url: 'https://www.tanzaniaparks.go.tz',
    relation: 'Park entry to the Serengeti, Tarangire and the other national parks',
  },
]

export const intro: { title: string; paragraphs: string[] } = {
  title: 'Safaris planned by people who live here',
  paragraphs: [
    'Tembo Safaris is an East African safari company based in Kampala. We plan and run private trips across Uganda, Kenya, Rwanda and Tanzania, from simple, comfortable journeys to fully luxurious ones, and we build every itinerary around you rather than a fixed template.',
    'Tell us what you hope to see, how long you have and how you like to travel, and we will suggest a route, the right places to stay and the best time to go. Once you are on the ground, our team is available around the clock, so help is only ever a phone call away.',
  ],
}
