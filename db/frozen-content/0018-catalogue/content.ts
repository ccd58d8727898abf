// Frozen: the catalogue as it stood when it moved into the database (migration 0018), the seven packages
// the site began with (package_no 1-7) and the four country pages. Every database that ran 0018 holds
// exactly this, so editing it changes no site: staff edit the catalogue in the back-office, and other copy
// changes are content scripts (docs/decisions/030-content-not-in-migrations.md).

export type SeasonBand = { name: string; from: number; to: number; priceUsd: number }
export type Fitness = 'easy' | 'moderate' | 'demanding'
/** A month on a country page: the best time, a good time, or the long rains. */
export type MonthRating = 'best' | 'good' | 'wet'
export type SeedImage = { scene: string; alt: string }

export interface SeedPackage {
  no: number
  slug: string
  title: string
  days: number
  /** Country slugs, in the order the trip visits them. */
  countries: string[]
  summary: string
  intro: string[]
  highlights: string[]
  cardImage: SeedImage
  gallery: SeedImage[]
  /** Day ranges: from and to are the same for a single day. */
  itinerary: {
    from: number
    to: number
    title: string
    text: string
    overnight: string
    lodge: string
    meals: string
  }[]
  included: string[]
  excluded: string[]
  groupSize: { min: number; max: number }
  fitness: Fitness
  /** 1 = January. */
  bestMonths: number[]
  /** Per person sharing, in whole US dollars; the bands cover all twelve months. */
  seasons: SeasonBand[]
  singleSupplementUsd: number
  childPriceUsd: number | null
  priceNote: string
  feesNote: string
  seoDescription: string
}

export interface SeedCountry {
  slug: string
  name: string
  tagline: string
  hero: SeedImage
  highlights: string[]
  description: string[]
  experiences: { title: string; text: string }[]
  /** Twelve entries, January first. */
  bestTime: MonthRating[]
  bestTimeNote: string
  entry: string[]
  airports: { code: string; name: string; city: string }[]
  seoDescription: string
}

export const seedPackages: SeedPackage[] = [
  {
    no: 1,
    slug: 'kenya-uganda',
    title: 'Gorillas and the Big Five',
    days: 7,
    countries: ['kenya', 'uganda'],
    summary:
      "Big-cat country in Kenya's Maasai Mara, then a flight across to Uganda to track mountain gorillas in Bwindi. Two of East Africa's great encounters in a single week.",
    intro: [
      "This week is for travellers who want both sides of East Africa's wildlife story without losing days to the road. It opens on the grasslands of the Maasai Mara, where lion, elephant, buffalo and leopard share the plains with great herds of zebra, topi and gazelle. Your guide reads the land from first light to dusk, knows where the prides have been resting and when to wait quietly by a thicket for something to happen.",
      'Then the scene changes completely. Flights carry you from the Mara to Nairobi, across to Entebbe and on to the airstrip at Kihihi, on the edge of Bwindi Impenetrable National Park. From there you walk into steep, dripping forest with rangers and trackers to spend an hour with a habituated gorilla family. We secure the permits well ahead and arrange every connection, so all you need to do on the day is keep walking.',
    ],
    highlights: [
      'Big Five game drives in the Maasai Mara',
      'Tented camp above the Mara River',
      'Light aircraft instead of long drives',
      'Evening on Lake Victoria at Entebbe',
      'Village walk at the edge of Bwindi',
      'An hour with a mountain gorilla family',
    ],
    cardImage: { scene: 'bwindi-gorilla', alt: 'Mountain gorilla resting in dense forest' },
    gallery: [
      { scene: 'mara-giraffes', alt: 'Giraffes crossing open Mara grassland' },
      { scene: 'bwindi-gorilla', alt: 'Mountain gorilla among thick green foliage' },
      { scene: 'mara-river-crossing', alt: 'Wildebeest plunging across the Mara River' },
      { scene: 'tented-camp', alt: 'Safari tent beneath acacia trees at dusk' },
    ],
    itinerary: [
      {
        from: 1,
        to: 1,
        title: 'Arrival in Nairobi',
        text: "Our driver meets you in the arrivals hall at Jomo Kenyatta International Airport and takes you to a quiet hotel in Nairobi's leafy suburbs. The rest of the day is yours to recover from the journey. In the evening we go through the week ahead with you and answer any last questions.",
        overnight: 'Nairobi',
        lodge: 'Boutique hotel in Karen',
        meals: 'D',
      },
      {
        from: 2,
        to: 3,
        title: 'Game drives in the Maasai Mara',
        text: 'A morning light aircraft from Wilson Airport lands you on a Mara airstrip, where your guide is waiting with an open-roofed vehicle. Over two days you are out at the hours when animals are most active, looking for lion prides, cheetah, elephant families and the leopards that keep to the riverine thickets. Black rhino live in the reserve as well, though they are few and shy. Evenings end at a tented camp on the Mara River, with hippos grunting in the water below.',
        overnight: 'Maasai Mara',
        lodge: 'Tented camp on the Mara River',
        meals: 'BLD',
      },
      {
        from: 4,
        to: 4,
        title: 'Across to Uganda',
        text: 'After a last early game drive, you fly back to Wilson Airport and cross Nairobi for the short international flight to Entebbe. Our Ugandan team meets you on arrival and drives you to a hotel on the shore of Lake Victoria. Dinner comes with a view of the water and the evening chorus of birds.',
        overnight: 'Entebbe',
        lodge: 'Lakeside hotel in Entebbe',
        meals: 'BD',
      },
      {
        from: 5,
        to: 5,
        title: 'Flight to Bwindi',
        text: 'A morning domestic flight carries you over the farmland and hills of western Uganda to the airstrip at Kihihi, where your guide collects you for the drive to the Buhoma sector of Bwindi. In the afternoon, a walk through the village at the forest edge introduces you to the community that lives beside the park. Turn in early: trekking days start soon after dawn.',
        overnight: 'Bwindi (Buhoma sector)',
        lodge: 'Forest lodge at Buhoma',
        meals: 'BLD',
      },
      {
        from: 6,
        to: 6,
        title: 'Gorilla trek',
        text: 'After a briefing at the park office, you set off with armed rangers while trackers go ahead to find the family you will visit. The walk can take an hour or most of the day on slopes that are steep and often muddy, and porters from the local community are on hand to carry your bag and lend a steadying arm. Once you reach the gorillas, you have a full hour in their company, watching them feed, groom and play. Trekkers must be at least 15 years old.',
        overnight: 'Bwindi (Buhoma sector)',
        lodge: 'Forest lodge at Buhoma',
        meals: 'BLD',
      },
      {
        from: 7,
        to: 7,
        title: 'Departure',
        text: 'A flight from Kihihi returns you to Entebbe, where we transfer you to the international airport for your journey home. We choose the flight to suit your onward connection, and can arrange a day room by the lake if you leave late in the evening.',
        overnight: '',
        lodge: '',
        meals: 'B',
      },
    ],
    included: [
      'Six nights in the hotels, camps and lodges listed',
      'Meals as shown for each day',
      'Light aircraft flights from Wilson Airport to the Maasai Mara and back',
      'Regional flight from Nairobi to Entebbe',
      'Domestic flights from Entebbe to Kihihi and back',
      'One Uganda gorilla permit per person',
      'Maasai Mara reserve fees',
      'Private 4x4 with an English-speaking guide in the Mara and in Bwindi',
      'Airport transfers in Nairobi and Entebbe, and the village walk at Buhoma',
      'Bottled water in the vehicle',
    ],
    excluded: [
      'International flights to Nairobi and home from Entebbe',
      'Kenya eTA and Uganda visa, or the East Africa Tourist Visa',
      'Travel insurance, which is mandatory',
      'Tips for guides, rangers, porters and camp staff',
      'Porter hire on the gorilla trek, paid on the day',
      'Drinks',
      'A day room in Entebbe on the last day, which we can book for you',
    ],
    groupSize: { min: 2, max: 6 },
    fitness: 'demanding',
    bestMonths: [1, 2, 6, 7, 8, 9, 10, 12],
    seasons: [
      { name: 'Shoulder season', from: 11, to: 2, priceUsd: 6450 },
      { name: 'Green season', from: 3, to: 5, priceUsd: 5950 },
      { name: 'High season', from: 6, to: 10, priceUsd: 6950 },
    ],
    singleSupplementUsd: 1150,
    childPriceUsd: null,
    priceNote:
      'Per person for two people sharing a room and a private vehicle, staying in comfortable tented camps and lodges; gorilla trekking is only open to those aged 15 and over, so there is no child price. A 30% deposit confirms your booking, and if park fees or flight fares rise before you travel we tell you in writing before the price changes.',
    feesNote:
      'Includes one Uganda gorilla permit (US$800), which covers park entry on the trekking day, and Maasai Mara reserve fees (US$200 a day from July to December, US$100 from January to June).',
    seoDescription:
      "Seven days from Kenya's Maasai Mara to Uganda's Bwindi forest: Big Five game drives, then a guided mountain gorilla trek. Tailor-made by Tembo Safaris.",
  },
  {
    no: 2,
    slug: 'kenya-tanzania',
    title: 'The Great Rift Valley',
    days: 8,
    countries: ['kenya', 'tanzania'],
    summary:
      "Rhino and flamingo lakes in Kenya's Rift Valley, big cats in the Maasai Mara, then across the border to the Serengeti and Ngorongoro Crater, ending in Arusha.",
    intro: [
      'The Great Rift Valley shapes this whole journey. Soon after leaving Nairobi the land falls away at the escarpment and you descend to the lakes strung along the valley floor: freshwater Naivasha, with its hippos and fish eagles, and alkaline Nakuru, a fenced park that protects both black and white rhino. From there the road turns west to the Maasai Mara, where the grasslands open out and the predators take centre stage.',
      "On the sixth day you cross into Tanzania by road at Isebania and Sirari, where a Tanzanian guide and vehicle take over for the rest of the trip. The Serengeti is the Mara's southern continuation, one ecosystem under two names, and the drive through it is a highlight in itself. The trip ends with a morning on the floor of Ngorongoro Crater and a final descent of the Rift escarpment to Arusha.",
    ],
    highlights: [
      'Rift Valley escarpment viewpoint',
      'Boat trip among Naivasha hippos',
      'Walking safari on Crescent Island',
      'Black and white rhino at Lake Nakuru',
      'Two days in the Maasai Mara',
      'Serengeti plains and Ngorongoro Crater',
    ],
    cardImage: { scene: 'rift-valley-flamingos', alt: 'Flamingos wading along a Rift Valley lake' },
    gallery: [
      { scene: 'rift-valley-flamingos', alt: 'Pink flamingos on a Rift Valley lake shore' },
      { scene: 'mara-giraffes', alt: 'Giraffes walking across the Mara plains' },
      { scene: 'tanzania-serengeti', alt: 'Herds spread across the Serengeti plains' },
      { scene: 'ngorongoro-crater', alt: 'Wildlife on the floor of Ngorongoro Crater' },
    ],
    itinerary: [
      {
        from: 1,
        to: 1,
        title: 'Arrival in Nairobi',
        text: 'We meet you at Jomo Kenyatta International Airport and drive you to your hotel on the quieter side of the city. After a long flight, the afternoon is for rest. Your guide joins you in the evening to walk through the route and the days ahead.',
        overnight: 'Nairobi',
        lodge: 'Garden hotel in Karen',
        meals: 'D',
      },
      {
        from: 2,
        to: 2,
        title: 'Down to Lake Naivasha',
        text: 'Leaving Nairobi after breakfast, you stop at a viewpoint on the escarpment where the floor of the Rift Valley spreads out below. At Lake Naivasha, an afternoon boat ride brings you close to hippo pods and fish eagles. It is followed by a guided walk on Crescent Island, where giraffe, zebra and wildebeest graze without predators to worry them.',
        overnight: 'Lake Naivasha',
        lodge: 'Lakeside lodge on the shore of Lake Naivasha',
        meals: 'BLD',
      },
      {
        from: 3,
        to: 3,
        title: 'Lake Nakuru National Park',
        text: "A short drive north brings you to Lake Nakuru, whose fences shelter one of Kenya's most important rhino populations. You spend the day searching for black and white rhino, Rothschild's giraffe and the lions and leopards that hunt in the yellow-barked acacia woodland. Flamingo numbers rise and fall with the water level, so some visits find the shoreline pink and others only scattered flocks. Before leaving the park, drive up to Baboon Cliff for the view across the lake.",
        overnight: 'Lake Nakuru',
        lodge: 'Lodge inside Lake Nakuru National Park',
        meals: 'BLD',
      },
      {
        from: 4,
        to: 5,
        title: 'The Maasai Mara',
        text: "The road runs west through the market town of Narok and onto the Mara's rolling grasslands, in time for an afternoon game drive. The next day is spent entirely in the reserve, with a picnic lunch in the vehicle so you can stay out wherever the action is. From about July to October the wildebeest migration is usually in the Mara, and your guide will know where the herds are gathering along the river.",
        overnight: 'Maasai Mara',
        lodge: 'Tented camp near the Talek River, Maasai Mara',
        meals: 'BLD',
      },
      {
        from: 6,
        to: 6,
        title: 'Into Tanzania',
        text: 'After an early breakfast you drive to the border at Isebania, complete formalities on both sides and meet your Tanzanian guide at Sirari. The route continues through farmland and small towns before entering the Serengeti from the west, with a game drive on the way to camp. It is a long day, but the first view of the Serengeti plains repays it.',
        overnight: 'Central Serengeti',
        lodge: 'Tented camp in the Seronera area, central Serengeti',
        meals: 'BLD',
      },
      {
        from: 7,
        to: 7,
        title: 'Serengeti to the crater highlands',
        text: 'A morning game drive in the Seronera valley, known for its resident lions and leopards, is followed by the drive south-east across the short-grass plains. You leave the park at Naabi Hill and climb into the Ngorongoro Conservation Area, where Maasai herders graze their cattle alongside the wildlife. Tonight is spent on the cool, forested rim of the crater or in the farming country just below it.',
        overnight: 'Ngorongoro highlands',
        lodge: 'Lodge on the Ngorongoro Crater rim or farm lodge near Karatu',
        meals: 'BLD',
      },
      {
        from: 8,
        to: 8,
        title: 'Ngorongoro Crater and Arusha',
        text: "You descend into the crater at first light, when the floor is quiet and the animals are active. Lion, buffalo, elephant, hyena and zebra all live here, and with luck you may see one of the crater's black rhino. After a picnic lunch you climb out, drive down the Rift escarpment past Mto wa Mbu and on to Arusha, for an onward journey or an evening flight from Kilimanjaro International Airport.",
        overnight: '',
        lodge: '',
        meals: 'BL',
      },
    ],
    included: [
      'Seven nights in the hotels, lodges and camps listed',
      'Meals as shown for each day',
      'Private 4x4 with a pop-up roof and an English-speaking guide in Kenya, then a Tanzanian guide and vehicle from Sirari',
      'Park and reserve fees for Lake Nakuru, the Maasai Mara, the Serengeti and the Ngorongoro Conservation Area',
      'One game drive on the floor of Ngorongoro Crater',
      'Boat trip on Lake Naivasha and guided walk on Crescent Island',
      'Help with the border formalities at Isebania and Sirari',
      'Arrival transfer in Nairobi and drop-off in Arusha or at Kilimanjaro International Airport',
      'Bottled water in the vehicle',
    ],
    excluded: [
      'International flights to Nairobi and home from Kilimanjaro',
      'Kenya eTA and Tanzania visa',
      'Travel insurance, which is mandatory',
      'Tips for guides and lodge staff',
      'Drinks',
      'Optional activities, such as a balloon flight over the Mara or a Maasai village visit',
      'A night in Arusha if your flight leaves the next day',
    ],
    groupSize: { min: 2, max: 6 },
    fitness: 'easy',
    bestMonths: [1, 2, 6, 7, 8, 9, 10],
    seasons: [
      { name: 'Shoulder season', from: 11, to: 2, priceUsd: 5150 },
      { name: 'Green season', from: 3, to: 5, priceUsd: 4550 },
      { name: 'High season', from: 6, to: 10, priceUsd: 5750 },
    ],
    singleSupplementUsd: 850,
    childPriceUsd: 2750,
    priceNote:
      'Per person for two people sharing a room and a private vehicle, at mid-range lodges and tented camps; the child price is for a child aged 5 to 15 sharing a room with two adults, all year. A 30% deposit confirms your booking, and if park fees rise before you travel we tell you in writing before the price changes.',
    feesNote:
      'Includes Maasai Mara reserve fees (US$200 a day from July to December, US$100 otherwise), Serengeti park fees (about US$83 a day including VAT), Ngorongoro conservation fees (about US$83 a day) and the crater service fee (about US$295 per vehicle for the descent). Lake Nakuru park fees and Crescent Island entry are included as well.',
    seoDescription:
      'Eight days through the Great Rift Valley: Lakes Naivasha and Nakuru, the Maasai Mara, the Serengeti and Ngorongoro Crater, ending in Arusha.',
  },
  {
    no: 3,
    slug: 'rwanda-uganda',
    title: 'Chimpanzees and the Volcanoes',
    days: 7,
    countries: ['rwanda', 'uganda'],
    summary:
      "Chimpanzees in Rwanda's Nyungwe Forest, mountain gorillas and golden monkeys on the slopes of the Virunga volcanoes, and a quiet night on Uganda's Lake Bunyonyi.",
    intro: [
      "Rwanda is compact, green and easy to travel in, which makes it a natural place to meet East Africa's great apes. This week takes you first to Nyungwe, a vast montane rainforest in the south-west, where habituated chimpanzees feed high in the canopy and a suspended walkway lets you look down into the treetops. From there the road follows the shore of Lake Kivu north towards the volcanoes.",
      'Volcanoes National Park protects the Rwandan side of the Virunga range, home to mountain gorillas and to golden monkeys, a species seldom seen outside these mountains. After a morning with each, you cross the border into Uganda for a final night on Lake Bunyonyi, a deep, island-dotted lake ringed by terraced hills. It is the right place to slow down before the short drive back to Kigali.',
    ],
    highlights: [
      'Chimpanzee trek in Nyungwe Forest',
      'Nyungwe canopy walkway',
      'Lake Kivu shoreline drive',
      'Mountain gorillas in Volcanoes National Park',
      'Golden monkey trek in the bamboo',
      'Canoeing on Lake Bunyonyi',
    ],
    cardImage: { scene: 'rwanda-volcanoes', alt: 'Volcano peaks above green Rwandan hills' },
    gallery: [
      { scene: 'rwanda-volcanoes', alt: 'Misty Virunga volcanoes over farmland' },
      { scene: 'kibale-chimpanzee', alt: 'Chimpanzee sitting in the forest canopy' },
      { scene: 'bwindi-gorilla', alt: 'Mountain gorilla in dense green forest' },
      { scene: 'lake-bunyonyi', alt: 'Islands and terraced hills on Lake Bunyonyi' },
    ],
    itinerary: [
      {
        from: 1,
        to: 1,
        title: 'Arrival in Kigali',
        text: "You are met at Kigali International Airport and taken to your hotel in a capital known for its tidy streets and easy pace. Depending on your arrival time, we recommend a visit to the Kigali Genocide Memorial, a sobering and important introduction to the country's recent history. Dinner is at your hotel or at a restaurant in town.",
        overnight: 'Kigali',
        lodge: 'Boutique hotel in Kigali',
        meals: 'D',
      },
      {
        from: 2,
        to: 2,
        title: 'South to Nyungwe',
        text: "The drive south-west crosses the hills of central Rwanda, with a lunch stop in the university town of Huye. The last stretch climbs through tea plantations to the forest's edge, and you settle into a lodge near the park by late afternoon. Black-and-white colobus and L'Hoest's monkeys are often seen along the road through the forest.",
        overnight: 'Nyungwe Forest',
        lodge: 'Lodge on the tea estate at Gisakura, Nyungwe',
        meals: 'BLD',
      },
      {
        from: 3,
        to: 3,
        title: 'Chimpanzee trek',
        text: 'Chimpanzee treks leave before dawn, because the apes move quickly once they start feeding. With a ranger you follow trails down into the forest until you find the group, then spend an hour watching them in the trees or on the ground. The chimps set the pace on steep terrain, so good boots and some patience help. In the afternoon, walk the canopy walkway, a suspended bridge high above a forested ravine.',
        overnight: 'Nyungwe Forest',
        lodge: 'Lodge on the tea estate at Gisakura, Nyungwe',
        meals: 'BLD',
      },
      {
        from: 4,
        to: 4,
        title: 'Along Lake Kivu to the volcanoes',
        text: 'Today is a long and scenic drive north on the road that follows Lake Kivu, with steep hillsides of banana and coffee dropping to the water. You stop for lunch by the lake, then continue past Rubavu to the foot of the Virunga volcanoes. You arrive in the evening at a lodge near the park.',
        overnight: 'Volcanoes National Park (Kinigi)',
        lodge: 'Lodge near Kinigi, Volcanoes National Park',
        meals: 'BLD',
      },
      {
        from: 5,
        to: 5,
        title: 'Mountain gorillas',
        text: 'After an early briefing at the park headquarters in Kinigi, rangers assign you to a gorilla family and you drive to the trailhead. The climb passes through farmland and into bamboo and montane forest on the flank of a volcano, and can take anything from under an hour to several hours. With the family you have one unhurried hour, close enough to hear them feeding. The afternoon is free to rest.',
        overnight: 'Volcanoes National Park (Kinigi)',
        lodge: 'Lodge near Kinigi, Volcanoes National Park',
        meals: 'BLD',
      },
      {
        from: 6,
        to: 6,
        title: 'Golden monkeys and Lake Bunyonyi',
        text: "This morning's trek is gentler: a walk into the bamboo to find a troop of golden monkeys, quick, bright-coated and endlessly busy. Afterwards you cross into Uganda at Cyanika and drive through Kisoro and over the hills to Lake Bunyonyi. The afternoon is for doing very little, perhaps a canoe trip among the islands as the light fades.",
        overnight: 'Lake Bunyonyi',
        lodge: 'Lakeside lodge on Lake Bunyonyi',
        meals: 'BLD',
      },
      {
        from: 7,
        to: 7,
        title: 'Return to Kigali',
        text: 'Take an early paddle or simply linger over breakfast above the lake before the drive to the border at Katuna and on to Kigali. We plan the timing around your flight, and if there are spare hours, the craft shops and cafés of Kigali make a pleasant last stop.',
        overnight: '',
        lodge: '',
        meals: 'B',
      },
    ],
    included: [
      'Six nights in the hotels and lodges listed',
      'Meals as shown for each day',
      'Private 4x4 with an English-speaking driver-guide in Rwanda and Uganda',
      'One Rwanda gorilla permit per person',
      'Nyungwe chimpanzee tracking permit and canopy walkway fee',
      'Golden monkey permit in Volcanoes National Park',
      'Visit to the Kigali Genocide Memorial with your guide',
      'Canoe trip on Lake Bunyonyi',
      'Airport transfers in Kigali',
      'Bottled water in the vehicle',
    ],
    excluded: [
      'International flights to and from Kigali',
      'Rwanda and Uganda visas, or the East Africa Tourist Visa',
      'Travel insurance, which is mandatory',
      'Tips for guides, rangers, trackers and porters',
      'Porter hire on the treks, paid on the day',
      'Drinks',
      "Optional extras, such as the hike to Dian Fossey's grave",
    ],
    groupSize: { min: 2, max: 6 },
    fitness: 'demanding',
    bestMonths: [1, 2, 6, 7, 8, 9, 12],
    seasons: [
      { name: 'Shoulder season', from: 10, to: 2, priceUsd: 5150 },
      { name: 'Green season', from: 3, to: 5, priceUsd: 4850 },
      { name: 'High season', from: 6, to: 9, priceUsd: 5350 },
    ],
    singleSupplementUsd: 850,
    childPriceUsd: null,
    priceNote:
      'Per person for two people sharing a room and a private vehicle, at comfortable lodges near each park; gorilla trekking is only open to those aged 15 and over, so there is no child price. A 30% deposit confirms your booking, and if permit or park fees rise before you travel we tell you in writing before the price changes.',
    feesNote:
      'Includes one Rwanda gorilla permit (US$1,500), a Nyungwe chimpanzee tracking permit (about US$150), a golden monkey permit (US$100) and the Nyungwe canopy walkway fee.',
    seoDescription:
      "Chimpanzees in Nyungwe, gorillas and golden monkeys in Rwanda's Volcanoes National Park, and a last night on Uganda's Lake Bunyonyi: a week of great apes.",
  },
  {
    no: 4,
    slug: 'tanzania',
    title: 'The Great Serengeti Migration',
    days: 10,
    countries: ['tanzania'],
    summary:
      'Ten days in northern Tanzania following the wildebeest migration, with camps chosen for the season, plus the elephants of Tarangire and a morning in Ngorongoro Crater.',
    intro: [
      "The migration is not an event with a fixed date but a year-long circuit. Wildebeest and zebra move through the Serengeti and into Kenya's Maasai Mara in search of fresh grass, calving on the southern plains early in the year and crossing the Mara River in the northern Serengeti in the dry months. Because the herds keep moving, so do we: your camps are chosen for the month you travel, to place you where the animals are most likely to be.",
      "Around that core, the route takes in the best of Tanzania's northern circuit. Tarangire's baobabs and elephant herds come first, then Lake Manyara beneath the Rift escarpment, several days in the Serengeti and a morning on the floor of Ngorongoro Crater. A dawn balloon flight over the plains can be added for those who want to see the Serengeti from above. The journey begins and ends in Arusha, within easy reach of Kilimanjaro International Airport.",
    ],
    highlights: [
      'Elephants and baobabs in Tarangire',
      "Lake Manyara's groundwater forest",
      'Big cats around Seronera',
      'Camps placed for the migration',
      'Stop at Olduvai Gorge',
      'First light on the Ngorongoro Crater floor',
    ],
    cardImage: { scene: 'mara-river-crossing', alt: 'Wildebeest leaping into a river crossing' },
    gallery: [
      { scene: 'tanzania-serengeti', alt: 'Migrating herds across the Serengeti plains' },
      { scene: 'mara-river-crossing', alt: 'Wildebeest surging through a river' },
      { scene: 'serengeti-balloon', alt: 'Hot-air balloon over the Serengeti at dawn' },
      { scene: 'ngorongoro-crater', alt: 'Grassland and lake inside Ngorongoro Crater' },
    ],
    itinerary: [
      {
        from: 1,
        to: 1,
        title: 'Arrival in Arusha',
        text: 'You land at Kilimanjaro International Airport, where your guide meets you for the drive to a lodge on a coffee farm outside Arusha. On a clear evening Mount Meru rises behind the town. Rest, unpack and go over the plan with your guide at dinner.',
        overnight: 'Arusha',
        lodge: 'Coffee farm lodge outside Arusha',
        meals: 'D',
      },
      {
        from: 2,
        to: 2,
        title: 'Tarangire National Park',
        text: 'Tarangire is known for its elephants, which gather in large family herds along the Tarangire River through the dry season. Ancient baobabs stand over the grassland, and the park is rich in birds as well as lion, giraffe and buffalo. You spend the day on game drives and sleep at a tented camp in the park or close to it.',
        overnight: 'Tarangire',
        lodge: 'Tented camp in or beside Tarangire National Park',
        meals: 'BLD',
      },
      {
        from: 3,
        to: 3,
        title: 'Lake Manyara',
        text: 'A morning in Lake Manyara National Park takes you through groundwater forest at the foot of the Rift Valley escarpment, where baboon troops and blue monkeys move through the trees. Lions here are sometimes found resting in the branches of acacias. After lunch you climb the escarpment to the green farmland around Karatu, close to the Ngorongoro gate.',
        overnight: 'Karatu',
        lodge: 'Farm lodge in the hills near Karatu',
        meals: 'BLD',
      },
      {
        from: 4,
        to: 5,
        title: 'Central Serengeti',
        text: 'You cross the Ngorongoro highlands, with a short detour to Olduvai Gorge, one of the key sites in the study of human origins, and enter the Serengeti at Naabi Hill. The Seronera area at the heart of the park holds wildlife all year, with lions on the rocky outcrops, leopards along the river valleys and cheetah on the open plains. If you have added the balloon safari, it lifts off at dawn on the second morning and ends with breakfast out on the plains.',
        overnight: 'Central Serengeti (Seronera)',
        lodge: 'Tented camp in the Seronera area',
        meals: 'BLD',
      },
      {
        from: 6,
        to: 7,
        title: 'Following the herds',
        text: 'Now you move to wherever the herds are. From roughly December to March that means the southern plains, where the calves are born around February, and from about July to October the far north, where the wildebeest cross the Mara River. In the months between, the herds are usually moving through the central and western Serengeti, and we place your camp to match. Your guide follows their progress day by day, so these two days are spent with the animals rather than searching for them.',
        overnight: 'Southern or northern Serengeti (by season)',
        lodge: 'Seasonal tented camp on the southern plains or near the Mara River',
        meals: 'BLD',
      },
      {
        from: 8,
        to: 8,
        title: 'Back to the highlands',
        text: 'You make your way back towards the Ngorongoro highlands, game viewing as you go. From the southern plains this is a short journey; from the north it is a full day in the vehicle, broken by a picnic lunch in the central Serengeti. Tonight is spent on the crater rim, where the evenings are cool enough for a fire.',
        overnight: 'Ngorongoro highlands',
        lodge: 'Lodge on the Ngorongoro Crater rim',
        meals: 'BLD',
      },
      {
        from: 9,
        to: 9,
        title: 'Ngorongoro Crater',
        text: 'Descend at first light into the crater, an enclosed world of grassland, swamp and soda lake. Lion, buffalo, elephant, hyena and zebra all live on the floor, and the crater is one of the better places in Tanzania to see black rhino. Lunch is a picnic near a hippo pool before you climb back to the rim for a last evening in the highlands.',
        overnight: 'Ngorongoro highlands',
        lodge: 'Lodge on the Ngorongoro Crater rim',
        meals: 'BLD',
      },
      {
        from: 10,
        to: 10,
        title: 'Return to Arusha',
        text: 'After a relaxed breakfast you drive down the escarpment to Arusha for lunch, then on to Kilimanjaro International Airport for your flight. If you would like a few days by the sea to finish, this is the natural place to connect to Zanzibar.',
        overnight: '',
        lodge: '',
        meals: 'BL',
      },
    ],
    included: [
      'Nine nights in the lodges and tented camps listed, with camps chosen for the month',
      'Meals as shown for each day',
      'Private 4x4 with a pop-up roof and an English-speaking guide throughout',
      'Park fees for Tarangire, Lake Manyara and the Serengeti',
      'Concession fees for camps inside the Serengeti',
      'Ngorongoro Conservation Area fees and one crater descent',
      'Entry to Olduvai Gorge',
      'Transfers to and from Kilimanjaro International Airport',
      'Bottled water in the vehicle',
    ],
    excluded: [
      'International flights to and from Kilimanjaro',
      'Tanzania visa',
      'Travel insurance, which is mandatory',
      'Balloon flight over the Serengeti, booked ahead as an extra',
      'Tips for guides and camp staff',
      'Drinks',
      'Flights and nights for a Zanzibar extension',
    ],
    groupSize: { min: 2, max: 6 },
    fitness: 'easy',
    bestMonths: [1, 2, 6, 7, 8, 9, 10],
    seasons: [
      { name: 'Shoulder season', from: 11, to: 2, priceUsd: 7150 },
      { name: 'Green season', from: 3, to: 5, priceUsd: 5950 },
      { name: 'High season', from: 6, to: 10, priceUsd: 7650 },
    ],
    singleSupplementUsd: 1250,
    childPriceUsd: 3450,
    priceNote:
      'Per person for two people sharing a room and a private vehicle, at mid-range to upper tented camps and lodges; the child price is for a child aged 5 to 15 sharing a room with two adults, all year. A 30% deposit confirms your booking, and if park fees rise before you travel we tell you in writing before the price changes.',
    feesNote:
      'Includes Serengeti park fees (about US$83 a day including VAT), Ngorongoro conservation fees (about US$83 a day) and one crater descent (crater service fee about US$295 per vehicle). Tarangire and Lake Manyara park fees, Serengeti concession fees and Olduvai Gorge entry are included as well.',
    seoDescription:
      'Follow the wildebeest migration on a 10-day Tanzania safari: Tarangire, Lake Manyara, camps chosen by season in the Serengeti, and Ngorongoro Crater.',
  },
  {
    no: 5,
    slug: 'east-africa',
    title: "East Africa's Ultimate Wildlife Combo",
    days: 14,
    countries: ['kenya', 'tanzania', 'uganda', 'rwanda'],
    summary:
      "Two weeks, four countries: the Maasai Mara, the Serengeti and Ngorongoro, chimpanzees in Uganda's Kibale Forest and mountain gorillas in Rwanda's Volcanoes National Park.",
    intro: [
      'This is the grand tour of East Africa, for travellers who want the great landscapes and the great apes in one journey. It begins on the savannah, with the Maasai Mara in Kenya and then the Serengeti and Ngorongoro Crater in Tanzania, two halves of the same ecosystem. Here you spend your days among lion, elephant, cheetah and the wandering herds of wildebeest and zebra, with a guide who knows these plains season by season.',
      "The second week moves into the forests. In Uganda's Kibale you track chimpanzees beneath tall rainforest trees, and in Rwanda you climb the slopes of the Virunga volcanoes to sit with a family of mountain gorillas. Between countries you fly rather than drive, so the long distances cost hours, not days. Our team in Kampala coordinates every connection, and someone is waiting for you at each airport along the way.",
    ],
    highlights: [
      'Fly-in safari in the Maasai Mara',
      'Serengeti camp chosen for the season',
      'Morning in Ngorongoro Crater',
      'Chimpanzee tracking in Kibale',
      'Mountain gorilla trek in Rwanda',
      'Flights between all four countries',
    ],
    cardImage: { scene: 'tanzania-serengeti', alt: 'Wildlife scattered across the Serengeti' },
    gallery: [
      { scene: 'mara-giraffes', alt: 'Giraffes on the open Mara grassland' },
      { scene: 'ngorongoro-crater', alt: 'Animals grazing inside Ngorongoro Crater' },
      { scene: 'kibale-chimpanzee', alt: 'Chimpanzee in the rainforest canopy' },
      { scene: 'rwanda-volcanoes', alt: 'Virunga volcanoes rising above the hills' },
    ],
    itinerary: [
      {
        from: 1,
        to: 1,
        title: 'Arrival in Nairobi',
        text: 'We meet you at Jomo Kenyatta International Airport and take you to a garden hotel in the suburbs. The afternoon is yours to rest after the flight. Over dinner we run through the fortnight ahead.',
        overnight: 'Nairobi',
        lodge: 'Garden hotel in Karen',
        meals: 'D',
      },
      {
        from: 2,
        to: 3,
        title: 'The Maasai Mara',
        text: 'A light aircraft from Wilson Airport takes you to the Mara, where your guide meets you at the airstrip and the first game drive begins on the way to camp. You spend two days on the plains and along the river, watching lion prides, cheetah, elephants and the huge herds of grazers. Between about July and October the wildebeest migration is usually here, and river crossings become possible.',
        overnight: 'Maasai Mara',
        lodge: 'Tented camp near the Mara River',
        meals: 'BLD',
      },
      {
        from: 4,
        to: 4,
        title: 'Into Tanzania',
        text: 'After a final morning drive, you fly back to Nairobi and connect to a short regional flight to Kilimanjaro International Airport. Our representative meets you there and drives you to your hotel on the edge of Arusha.',
        overnight: 'Arusha',
        lodge: 'Garden lodge on the edge of Arusha',
        meals: 'BD',
      },
      {
        from: 5,
        to: 6,
        title: 'The Serengeti',
        text: "A light aircraft from Arusha's domestic airport flies you over the Crater Highlands to a Serengeti airstrip, where your Tanzanian guide and vehicle, sent ahead by road, are waiting. We choose your camp for the season, in the area where the herds are most likely to be. Two full days leave room for long drives, a picnic lunch out on the plains and time to wait at a sighting rather than hurry on.",
        overnight: 'Serengeti',
        lodge: 'Seasonal tented camp in the Serengeti',
        meals: 'BLD',
      },
      {
        from: 7,
        to: 7,
        title: 'Across the plains to Ngorongoro',
        text: 'You drive out of the Serengeti with game viewing on the way, stopping at Olduvai Gorge, one of the key sites in the study of human origins. The road then climbs into the highlands of the Ngorongoro Conservation Area. Tonight is spent on the rim of the crater, where the air turns cool after dark.',
        overnight: 'Ngorongoro highlands',
        lodge: 'Lodge on the Ngorongoro Crater rim',
        meals: 'BLD',
      },
      {
        from: 8,
        to: 8,
        title: 'Ngorongoro Crater',
        text: 'Descend early onto the crater floor, where lion, buffalo, elephant and hyena live alongside wildebeest and zebra, and black rhino are sometimes seen. After a picnic lunch you climb out and drive down the Rift escarpment to Arusha.',
        overnight: 'Arusha',
        lodge: 'Garden lodge on the edge of Arusha',
        meals: 'BLD',
      },
      {
        from: 9,
        to: 9,
        title: 'Flight to Uganda',
        text: 'You fly from Kilimanjaro to Entebbe, directly or through Nairobi depending on the schedule that day. Our Kampala team meets you and takes you to a hotel on the shore of Lake Victoria. If you arrive in time, the old botanical gardens by the lake are good for an easy walk and plenty of birds.',
        overnight: 'Entebbe',
        lodge: 'Lakeside hotel in Entebbe',
        meals: 'BD',
      },
      {
        from: 10,
        to: 11,
        title: 'Chimpanzees in Kibale',
        text: 'A morning domestic flight to Kasese, or a drive west through Fort Portal, brings you to Kibale Forest. In the afternoon, a guided walk in the community-run Bigodi wetland is good for birds and several kinds of monkey. The next morning you track chimpanzees with a ranger, spending an hour with the group once they are found, and the afternoon is free to explore the crater lakes near the forest.',
        overnight: 'Kibale Forest',
        lodge: 'Lodge on the edge of Kibale Forest',
        meals: 'BLD',
      },
      {
        from: 12,
        to: 12,
        title: 'To the Virunga volcanoes',
        text: 'An early domestic flight returns you to Entebbe in time for the short hop to Kigali. From there the road winds north through the hills to Musanze and the foot of the volcanoes. It is a travel day, and you arrive at a lodge near the park in the late afternoon.',
        overnight: 'Volcanoes National Park (Kinigi)',
        lodge: 'Lodge near Kinigi, Volcanoes National Park',
        meals: 'BD',
      },
      {
        from: 13,
        to: 13,
        title: 'Mountain gorillas',
        text: 'After a briefing at the park headquarters, you climb through farmland and bamboo with rangers to a gorilla family on the slopes of the volcanoes. The walk may be short or long depending on where the family has moved overnight. Once you are with them, you have a full hour to watch, listen and take it all in.',
        overnight: 'Volcanoes National Park (Kinigi)',
        lodge: 'Lodge near Kinigi, Volcanoes National Park',
        meals: 'BLD',
      },
      {
        from: 14,
        to: 14,
        title: 'Departure from Kigali',
        text: 'If your flight leaves in the evening, there is time for a morning golden monkey trek in the bamboo before you go. Then you drive back to Kigali for your international departure, two weeks and four countries after you arrived.',
        overnight: '',
        lodge: '',
        meals: 'B',
      },
    ],
    included: [
      'Thirteen nights in the hotels, camps and lodges listed',
      'Meals as shown for each day',
      'Light aircraft flights from Wilson Airport to the Mara and back, and from Arusha to the Serengeti',
      'Regional flights Nairobi to Kilimanjaro, Kilimanjaro to Entebbe and Entebbe to Kigali',
      'Domestic flights from Entebbe to Kasese and back',
      'Private vehicles with English-speaking guides in each country',
      'One Kibale chimpanzee permit and one Rwanda gorilla permit per person',
      'Maasai Mara, Serengeti and Ngorongoro fees, with one crater descent',
      'Bigodi wetland walk and all airport meetings and transfers',
      'Bottled water in the vehicle',
    ],
    excluded: [
      'International flights to Nairobi and home from Kigali',
      'Visas and travel authorisations for the four countries',
      'Travel insurance, which is mandatory',
      'Golden monkey trek on the last morning, an optional extra',
      'Porter hire on the treks, paid on the day',
      'Tips for guides, rangers, porters and camp staff',
      'Drinks',
    ],
    groupSize: { min: 2, max: 6 },
    fitness: 'demanding',
    bestMonths: [1, 2, 6, 7, 8, 9],
    seasons: [
      { name: 'Shoulder season', from: 11, to: 2, priceUsd: 12950 },
      { name: 'Green season', from: 3, to: 5, priceUsd: 11750 },
      { name: 'High season', from: 6, to: 10, priceUsd: 13950 },
    ],
    singleSupplementUsd: 2100,
    childPriceUsd: null,
    priceNote:
      'Per person for two people sharing a room and private vehicles, at comfortable camps and lodges throughout; gorilla trekking is only open to those aged 15 and over, and chimpanzee tracking in Kibale to those aged 12 and over, so there is no child price. A 30% deposit confirms your booking, and if permit fees, park fees or fares rise before you travel we tell you in writing before the price changes.',
    feesNote:
      'Includes one Rwanda gorilla permit (US$1,500), one Kibale chimpanzee permit (about US$250), Maasai Mara reserve fees (US$200 a day from July to December, US$100 otherwise), Serengeti fees (about US$83 a day) and Ngorongoro conservation fees (about US$83 a day). The Ngorongoro crater service fee (about US$295 per vehicle) is included for one descent.',
    seoDescription:
      'Fourteen days across Kenya, Tanzania, Uganda and Rwanda: the Mara, Serengeti and Ngorongoro, Kibale chimpanzees and the gorillas of the Virungas.',
  },
  {
    no: 6,
    slug: 'kenya-beach',
    title: 'Kenya Beach Escape',
    days: 7,
    countries: ['kenya'],
    summary:
      "A week on Kenya's Swahili coast: Mombasa's Old Town and Fort Jesus, reef snorkelling and long white beaches, then more time at Diani or a short safari in Tsavo East.",
    intro: [
      "Kenya's coast has a character of its own, shaped by centuries of Indian Ocean trade. Mombasa's Old Town is a maze of narrow lanes, carved wooden doors and overhanging balconies, watched over by Fort Jesus, the Portuguese fortress that is now a UNESCO World Heritage Site. Beyond the island, the beaches of the north and south coasts sit behind a fringing coral reef that keeps the lagoons calm and clear for swimming.",
      'The first four days balance history and the sea: a morning in the Old Town, slow afternoons on the sand and a boat out to the coral gardens of the marine park. Then you choose. Stay on the coast and move south to Diani for more time by the water, or trade the beach for two days in Tsavo East, where elephants dusted red by the soil cross wide, dry plains. Either way, the week ends with your flight home.',
    ],
    highlights: [
      "Fort Jesus and Mombasa's Old Town",
      'Snorkelling in Mombasa Marine National Park',
      'Beach days on the north coast',
      'Choice of Diani beach or Tsavo East',
      'Red-dusted elephants of Tsavo',
    ],
    cardImage: { scene: 'nyali-beach', alt: 'Turquoise reef water off a Mombasa beach' },
    gallery: [
      { scene: 'mombasa-fort', alt: 'Fort Jesus walls above the Mombasa waterfront' },
      { scene: 'nyali-beach', alt: 'Clear lagoon and reef off the north coast' },
      { scene: 'diani-beach', alt: 'Palm trees over the white sand of Diani' },
      { scene: 'tsavo-elephants', alt: 'Red-dusted elephants in Tsavo East' },
    ],
    itinerary: [
      {
        from: 1,
        to: 4,
        title: 'Mombasa, the Old Town and the reef',
        text: 'We meet you at Moi International Airport and take you to a beach hotel on the coast north of the city. One morning is spent in the Old Town with a local guide, exploring Fort Jesus, built by the Portuguese in the 1590s, and the lanes, mosques and spice shops around it. Another goes to Mombasa Marine National Park, where a boat takes you out over the reef to snorkel among corals and reef fish, best around low tide. The rest of the time belongs to the beach, on the north coast near your hotel or on a day out to the quieter sands of the south coast.',
        overnight: 'Mombasa (north coast)',
        lodge: 'Beach hotel on the north coast at Nyali or Bamburi',
        meals: 'BD',
      },
      {
        from: 5,
        to: 6,
        title: 'Diani beach extension or Tsavo East safari',
        text: 'Choose how to spend the last two full days. Stay by the sea and we move you south to Diani, a long white-sand beach backed by coastal forest where colobus monkeys live, with the option of a dhow trip to the Kisite-Mpunguti Marine Park, where dolphins are often seen. Or head inland to Tsavo East, one of the largest parks in Kenya, for game drives across red-earth plains where elephants, lions and buffalo gather near the Galana River and the water holes. Both options bring you back to Mombasa in good time for your flight.',
        overnight: 'Diani Beach or Tsavo East',
        lodge: 'Beach hotel at Diani or tented camp in Tsavo East',
        meals: 'BLD',
      },
      {
        from: 7,
        to: 7,
        title: 'Departure',
        text: 'From Diani or Tsavo we drive you to Moi International Airport in Mombasa for your departure, with a stop for lunch if time allows. Travellers staying at Diani can also fly to Nairobi from the nearby airstrip at Ukunda.',
        overnight: '',
        lodge: '',
        meals: 'B',
      },
    ],
    included: [
      'Six nights in the beach hotels or camp listed',
      'Half board on the north coast and full board for the last two nights',
      'Airport transfers in Mombasa and all road transfers in the itinerary',
      'Guided morning in the Old Town, with entry to Fort Jesus',
      'Boat trip and snorkelling gear in Mombasa Marine National Park',
      'On the Tsavo option: game drives in a private vehicle with an English-speaking guide, and Tsavo East park fees',
      'Bottled water on excursions',
    ],
    excluded: [
      'International flights, and the flight from Ukunda to Nairobi',
      'Kenya eTA',
      'Travel insurance, which is mandatory',
      'Optional trips, such as the dhow trip to Kisite-Mpunguti or a day on the south coast',
      'Lunches on the north coast',
      'Drinks and tips',
    ],
    groupSize: { min: 1, max: 6 },
    fitness: 'easy',
    bestMonths: [1, 2, 3, 7, 8, 9, 10, 12],
    seasons: [
      { name: 'High season', from: 12, to: 3, priceUsd: 2250 },
      { name: 'Green season', from: 4, to: 6, priceUsd: 1650 },
      { name: 'Shoulder season', from: 7, to: 11, priceUsd: 1950 },
    ],
    singleSupplementUsd: 450,
    childPriceUsd: 950,
    priceNote:
      'Per person for two people sharing a room at good mid-range beach hotels, for either ending; hotels add a supplement over Christmas and New Year. The child price is for a child aged 2 to 11 sharing a room with two adults, and a 30% deposit confirms your booking.',
    feesNote:
      'Includes entry to Fort Jesus and the Mombasa Marine National Park fee for the snorkelling trip and, if you choose the safari, Tsavo East park fees for both days.',
    seoDescription:
      "A week on Kenya's coast: Mombasa's Old Town and Fort Jesus, reef snorkelling and beaches, then more time at Diani or a short safari in Tsavo East.",
  },
  {
    no: 7,
    slug: 'tanz-beach',
    title: 'Zanzibar Beach Escape',
    days: 6,
    countries: ['tanzania'],
    summary:
      'Six days on Zanzibar: white beaches, dhow sailing and reef snorkelling on the coast, then two nights among the carved doors and spice markets of Stone Town.',
    intro: [
      'Zanzibar is the easiest way to end a safari, and a fine trip in its own right. Its beaches are soft white coral sand on water that shifts from pale turquoise to deep blue, and short flights link it with Arusha, Dar es Salaam and Nairobi. We start you on the coast: on the east side, where the tide sweeps far out over the reef flats, or in the north, where the sea stays deep enough to swim at any hour.',
      'The second half belongs to Stone Town, the old heart of Zanzibar City and a UNESCO World Heritage Site. Its lanes, many too narrow for cars, are lined with coral-stone houses, carved doors and small mosques, and they reward a slow walk with a guide who knows the stories behind them. Add a morning at a spice farm and an evening at the Forodhani food stalls, and the island comes into focus as a crossroads of Africa, Arabia and India.',
    ],
    highlights: [
      'Three nights on the beach',
      'Dhow trip and snorkelling at Mnemba',
      'Guided walk through Stone Town',
      'Morning at a spice farm',
      'Evenings at Forodhani Gardens',
    ],
    cardImage: { scene: 'zanzibar-dhow', alt: 'Dhow under sail off the Zanzibar coast' },
    gallery: [
      { scene: 'zanzibar-dhow', alt: 'Traditional dhow sailing on turquoise water' },
      { scene: 'stone-town', alt: 'Historic buildings of Stone Town by the sea' },
      { scene: 'diani-beach', alt: 'Palms and white sand on a Zanzibar beach' },
      { scene: 'nyali-beach', alt: 'Clear water over a reef off Zanzibar' },
    ],
    itinerary: [
      {
        from: 1,
        to: 3,
        title: "Zanzibar's beaches",
        text: 'You are met at the airport and driven across the island to your beach hotel. On the east coast, around Paje and Jambiani, the tide sets the rhythm of the day: at low tide the sea draws back across the reef flats, where village women tend seaweed farms, and at high tide the lagoon fills again for swimming. The north coast, around Nungwi and Kendwa, has deeper water and sunsets over the sea. From either side you can sail on a traditional dhow and snorkel the coral around Mnemba Atoll, where turtles and dolphins are often seen.',
        overnight: 'Zanzibar (east or north coast)',
        lodge: 'Beach hotel at Paje on the east coast or Kendwa in the north',
        meals: 'BD',
      },
      {
        from: 4,
        to: 5,
        title: 'Stone Town',
        text: 'A transfer across the island brings you to Stone Town, a UNESCO World Heritage Site. With a local guide you walk its lanes, study the carved and brass-studded doors, and visit the Old Fort, whose coral-stone walls now enclose craft stalls and an open-air stage. One morning goes to a spice farm in the countryside, where you see, smell and taste cloves, nutmeg, cinnamon and vanilla as they grow. Evenings end at the Forodhani Gardens on the waterfront, where food stalls grill seafood as the sun sets over the harbour.',
        overnight: 'Stone Town',
        lodge: 'Boutique hotel in a restored Stone Town house',
        meals: 'B',
      },
      {
        from: 6,
        to: 6,
        title: 'Departure',
        text: 'After a final breakfast we drive you to the airport for your flight home or back to the mainland. If your flight leaves late, there is time for one more wander through the old town.',
        overnight: '',
        lodge: '',
        meals: 'B',
      },
    ],
    included: [
      'Five nights in the beach hotel and Stone Town hotel listed',
      'Half board on the coast and breakfast in Stone Town',
      'Airport and road transfers on Zanzibar',
      'Dhow trip with snorkelling gear at Mnemba Atoll',
      'Guided walk through Stone Town, including the Old Fort',
      'Spice farm tour with a local guide',
      'Bottled water on excursions',
    ],
    excluded: [
      'International flights and flights to and from the mainland',
      'Tanzania visa',
      "Travel insurance, which is mandatory, and Zanzibar's compulsory inbound insurance",
      'Lunches, and dinners in Stone Town',
      'Drinks and tips',
      'Optional activities, such as diving or a boat to Prison Island',
    ],
    groupSize: { min: 1, max: 8 },
    fitness: 'easy',
    bestMonths: [1, 2, 6, 7, 8, 9, 10, 12],
    seasons: [
      { name: 'Shoulder season', from: 11, to: 2, priceUsd: 1950 },
      { name: 'Green season', from: 3, to: 5, priceUsd: 1550 },
      { name: 'High season', from: 6, to: 10, priceUsd: 2050 },
    ],
    singleSupplementUsd: 400,
    childPriceUsd: 850,
    priceNote:
      'Per person for two people sharing a room at a mid-range beach hotel and a boutique hotel in Stone Town; hotels add a supplement over Christmas and New Year. The child price is for a child aged 2 to 11 sharing a room with two adults, and a 30% deposit confirms your booking.',
    feesNote:
      'Includes the Mnemba Island marine conservation area fee for the snorkelling trip and the spice farm entry. There are no national park fees on this itinerary.',
    seoDescription:
      "Six days on Zanzibar: beaches, dhow sailing and snorkelling, then Stone Town's carved doors, a spice farm and evenings at Forodhani Gardens.",
  },
]

export const seedCountries: SeedCountry[] = [
  {
    slug: 'kenya',
    name: 'Kenya',
    tagline: 'Open plains, Rift Valley lakes and a warm Indian Ocean coast',
    hero: {
      scene: 'kenya-amboseli',
      alt: 'Elephants crossing the Amboseli plains with snow-capped Kilimanjaro beyond',
    },
    highlights: ['Maasai Mara game drives', 'Elephants beneath Kilimanjaro', 'Indian Ocean beaches'],
    description: [
      "Kenya is where many people picture a safari long before they ever arrive, and it rarely disappoints. The Maasai Mara's rolling grasslands hold lion, cheetah, elephant and great herds of plains game all year round, and from roughly July to October the wildebeest migration moves up from the Serengeti to cross the Mara River. We plan Mara days around long, unhurried game drives with early starts, when the light is soft and the predators are still on the move, and we choose camps that suit your budget and the way you like to travel.",
      "South of Nairobi, Amboseli offers one of Africa's classic views: family herds of elephants crossing open swamps and dusty pans, with Kilimanjaro rising across the border in Tanzania, clearest in the early morning. Further east, Tsavo East and Tsavo West together cover a vast stretch of wild country, with elephants stained red by the local earth, old lava flows, clear springs and a real sense of space. In the Rift Valley, Lake Nakuru protects both black and white rhino, while Lake Naivasha is a gentle place to pause, with boat trips among hippos and fish eagles.",
      "North of the equator, Samburu's dry country brings species you will not find further south, including Grevy's zebra, reticulated giraffe and the long-necked gerenuk, all drawn to the palm-lined Ewaso Ng'iro river. When the dust settles, the coast is a short flight away. Diani's long white beaches lie south of Mombasa, while Watamu and Malindi to the north have coral reefs, marine parks and an easy Swahili pace. Many of our guests end a Kenyan safari with a few days beside the Indian Ocean, and we arrange the flights and transfers so the change of scene feels effortless.",
    ],
    experiences: [
      {
        title: 'Game drives in the Maasai Mara',
        text: "Morning and afternoon drives across the Mara's open grasslands, with good chances of lion, leopard and cheetah. Between July and October, we time your days for the wildebeest crossings at the Mara River.",
      },
      {
        title: 'Elephants at Amboseli',
        text: 'Watch family herds wade through the swamps with Kilimanjaro on the horizon. Clear mornings give the best view of the mountain.',
      },
      {
        title: "Tsavo's wide open spaces",
        text: 'Explore Tsavo East and West, where red-dusted elephants, lava fields and the clear pools of Mzima Springs make for a wilder, quieter safari.',
      },
      {
        title: 'The Rift Valley lakes',
        text: 'Look for rhino and flamingos at Lake Nakuru, then take a boat out on Lake Naivasha among hippos and fish eagles.',
      },
      {
        title: "Samburu's northern species",
        text: "Find Grevy's zebra, reticulated giraffe, Beisa oryx and gerenuk in the dry, rugged north, along the banks of the Ewaso Ng'iro.",
      },
      {
        title: 'Time on the coast',
        text: "Unwind on Diani's beaches, snorkel the reefs off Watamu, or walk through Mombasa's Old Town to the walls of Fort Jesus.",
      },
    ],
    bestTime: ['best', 'best', 'good', 'wet', 'wet', 'best', 'best', 'best', 'best', 'best', 'good', 'good'],
    bestTimeNote:
      'June to October is the dry season and the classic time for a safari, with the wildebeest migration usually in the Maasai Mara from about July to October. January and February are also dry and warm, a good time for the parks and the coast. The long rains fall from about mid-March to May, when some camps close and roads can be muddy, and the short rains bring brief showers in November and early December.',
    entry: [
      'Every visitor needs an Electronic Travel Authorisation (eTA), applied for online before you travel; there is no visa on arrival.',
      'The East Africa Tourist Visa (US$100, 90 days, multiple entry) covers Kenya, Uganda and Rwanda, provided you first enter the country that issued it.',
      'A yellow fever vaccination certificate is required if you arrive from a country with yellow fever risk, and it is checked in practice.',
      'Your passport should be valid for at least six months after you arrive, with blank pages for stamps.',
      'Rules change, so check the current requirements for your nationality before you travel; we help with the applications.',
    ],
    airports: [
      { code: 'NBO', name: 'Jomo Kenyatta International Airport', city: 'Nairobi' },
      { code: 'MBA', name: 'Moi International Airport', city: 'Mombasa' },
    ],
    seoDescription:
      'Kenya safaris with Tembo Safaris: the Maasai Mara, Amboseli, Tsavo, the Rift Valley lakes, Samburu and the coast, planned around you.',
  },
  {
    slug: 'uganda',
    name: 'Uganda',
    tagline: 'Our home country: gorillas, chimpanzees and the mighty Nile',
    hero: {
      scene: 'uganda-murchison',
      alt: 'The Nile bursting through a narrow rocky gorge at Murchison Falls',
    },
    highlights: ['Mountain gorilla trekking', 'Chimpanzees in Kibale', 'Murchison Falls on the Nile'],
    description: [
      'Uganda is our home and the country we know best. It fits a remarkable range into a modest area: misty mountain forest, crater lakes, open savanna and the upper reaches of the Nile. For many travellers the highlight is a trek to see mountain gorillas in Bwindi Impenetrable National Park or Mgahinga in the far southwest. A walk can take anything from under an hour to most of a day over steep, muddy ground, but the hour you spend with a habituated gorilla family stays with you long after you fly home.',
      "Kibale Forest is one of the best places in Africa to track chimpanzees, with several other primates sharing the canopy. From there it is a short drive to Queen Elizabeth National Park, where a boat on the Kazinga Channel brings you close to hippos, buffalo, elephants and a wealth of water birds. In the park's southern Ishasha sector, lions are known for resting in the branches of fig trees, a habit seen in very few places. Lake Bunyonyi, with its terraced hillsides and quiet islands, makes a restful stop near the gorilla parks.",
      "In the northwest, Murchison Falls National Park takes its name from the point where the Nile is forced through a narrow cleft in the rock and thunders down into the gorge below. Game drives on the northern bank find Rothschild's giraffe, elephant and lion, and a launch trip upstream ends in the spray beneath the falls. With more time, Kidepo Valley in the remote northeast is rugged, beautiful and rarely busy. Closer to Kampala, Jinja sits where the Nile leaves Lake Victoria, and is the place for rafting, kayaking and a boat trip to the source.",
    ],
    experiences: [
      {
        title: 'Gorilla trekking in Bwindi and Mgahinga',
        text: 'Follow experienced trackers through steep rainforest to spend an hour with a habituated gorilla family. We arrange your permits well ahead of your trip.',
      },
      {
        title: 'Chimpanzee tracking in Kibale',
        text: 'Walk into the forest with a ranger to find a chimpanzee community, usually at its most active in the morning. Red colobus and other monkeys are often seen along the way.',
      },
      {
        title: 'A boat on the Kazinga Channel',
        text: 'Cruise the channel linking Lake George and Lake Edward in Queen Elizabeth National Park, past hippos, buffalo and shorelines crowded with birds.',
      },
      {
        title: "Ishasha's tree-climbing lions",
        text: 'Scan the fig trees of the Ishasha sector, where lions often lie along the branches through the heat of the day.',
      },
      {
        title: 'Murchison Falls',
        text: 'Take a boat up the Nile to the foot of the falls, then hike to the top to watch the whole river squeeze through its narrow gorge.',
      },
      {
        title: 'The source of the Nile at Jinja',
        text: 'Head out by boat to the point where the Nile leaves Lake Victoria, or take on its rapids downstream with a rafting crew.',
      },
    ],
    bestTime: ['best', 'best', 'good', 'wet', 'wet', 'best', 'best', 'best', 'best', 'good', 'good', 'good'],
    bestTimeNote:
      'The drier months of June to September and December to February are the best time to visit, with firmer trails in the gorilla and chimpanzee forests and good game viewing in the savanna parks. Gorilla trekking runs all year, but in the long rains from about mid-March to May, and the shorter rains of October and November, the forest paths are muddier and the climbs harder. The rains also bring fewer visitors, greener country and easier permit availability.',
    entry: [
      'Apply for your Uganda e-visa online before you travel.',
      'The East Africa Tourist Visa (US$100, 90 days, multiple entry) covers Uganda, Kenya and Rwanda, provided you first enter the country that issued it.',
      'Uganda asks every arriving traveller for a yellow fever vaccination certificate, whichever country you come from.',
      'Your passport should be valid for at least six months after you arrive, with blank pages for stamps.',
      'Rules change, so check the current requirements for your nationality before you travel; we help with the applications.',
    ],
    airports: [{ code: 'EBB', name: 'Entebbe International Airport', city: 'Entebbe' }],
    seoDescription:
      'Uganda safaris from our Kampala base: gorilla trekking in Bwindi, chimps in Kibale, Queen Elizabeth, Murchison Falls and Kidepo, tailored to you.',
  },
  {
    slug: 'rwanda',
    name: 'Rwanda',
    tagline: 'The land of a thousand hills, from volcano forests to lakeshore',
    hero: { scene: 'rwanda-volcanoes', alt: 'The Virunga volcanoes rising above green terraced hills' },
    highlights: ['Gorillas in the Virungas', 'Nyungwe canopy walkway', 'Big Five in Akagera'],
    description: [
      "Rwanda is small, green and easy to travel, with good roads and short distances between its parks. Most visitors come for Volcanoes National Park, where mountain gorillas live among the bamboo and forest on the slopes of the Virunga volcanoes. Treks set out from the park headquarters at Kinigi after a morning briefing, and the hour with a gorilla family is the reason many people travel this far. The same park offers golden monkey tracking and a hike to Dian Fossey's grave at her old research camp, where she lies beside the gorillas she studied.",
      'In the southwest, Nyungwe National Park protects a vast, ancient stretch of mountain rainforest. Chimpanzee tracking here can be more demanding than elsewhere, as the apes range widely over steep ground, but the forest itself is spectacular, with colobus monkeys, orchids and a canopy walkway slung high above a valley. To the east, Akagera National Park feels like another country entirely: lakes, papyrus swamps and rolling savanna. Since lions and rhinos were reintroduced, it has been home to the Big Five once more, and both game drives and boat trips on Lake Ihema are rewarding.',
      "Between parks, Lake Kivu on the western border is a calm place to rest, with fishing boats, quiet bays and lakeside towns such as Rubavu and Karongi. Kigali itself deserves a day: it is a clean, orderly city with a lively food and craft scene. We encourage every guest to visit the Kigali Genocide Memorial, which tells the story of the 1994 genocide against the Tutsi and of the country's rebuilding since. It is a sobering experience, and one that helps make sense of Rwanda today, so we always allow it unhurried time in your itinerary.",
    ],
    experiences: [
      {
        title: 'Gorilla trekking in Volcanoes National Park',
        text: 'Climb through bamboo and montane forest on the Virunga slopes to spend an hour with a habituated gorilla family. We secure your permit and plan the day around your fitness.',
      },
      {
        title: 'Golden monkey tracking',
        text: 'Spend time with lively troops of golden monkeys in the bamboo zone. It is a gentler walk than a gorilla trek and a delight for photographers.',
      },
      {
        title: "Hike to Dian Fossey's grave",
        text: 'Walk up through the forest to the site of the Karisoke research camp, where Dian Fossey is buried among the gorillas she devoted her life to.',
      },
      {
        title: 'Chimpanzees and the Nyungwe canopy walkway',
        text: "Track chimpanzees through Nyungwe's steep rainforest, then take in the treetops from a walkway suspended high above the valley floor.",
      },
      {
        title: 'Savanna safari in Akagera',
        text: 'Look for lion, rhino, elephant, buffalo and giraffe on game drives, and take a boat on Lake Ihema among hippos and crocodiles.',
      },
      {
        title: 'Kigali and the Genocide Memorial',
        text: "Spend time at the Kigali Genocide Memorial to understand the country's past, then explore the capital's markets, galleries and cafes.",
      },
    ],
    bestTime: ['best', 'best', 'good', 'wet', 'wet', 'best', 'best', 'best', 'best', 'good', 'good', 'good'],
    bestTimeNote:
      'June to September is the long dry season and the best time for gorilla trekking, with December to February a second, shorter dry spell. Treks go ahead all year, but the long rains from about mid-March to May and the short rains of October and November make the volcano slopes and Nyungwe trails slippery. Nyungwe is a rainforest, so pack a waterproof jacket whatever the month.',
    entry: [
      'Visas are issued on arrival at Kigali International Airport and at land borders, or you can apply online before you travel; some nationalities need no visa.',
      'The East Africa Tourist Visa (US$100, 90 days, multiple entry) covers Rwanda, Kenya and Uganda, provided you first enter the country that issued it.',
      'A yellow fever vaccination certificate is required if you arrive from a country with yellow fever risk, such as Uganda or Kenya, and it is checked in practice.',
      'Your passport should be valid for at least six months after you arrive, with blank pages for stamps.',
      'Rules change, so check the current requirements for your nationality before you travel; we help with the applications.',
    ],
    airports: [{ code: 'KGL', name: 'Kigali International Airport', city: 'Kigali' }],
    seoDescription:
      'Rwanda safaris: gorilla and golden monkey treks in Volcanoes National Park, chimps in Nyungwe, Akagera game drives and Lake Kivu, tailored to you.',
  },
  {
    slug: 'tanzania',
    name: 'Tanzania',
    tagline: 'The Serengeti, the Ngorongoro Crater and the spice island of Zanzibar',
    hero: {
      scene: 'tanzania-serengeti',
      alt: 'Migrating herds crossing the Serengeti plains beside a rocky kopje',
    },
    highlights: ['The Great Migration', 'Ngorongoro Crater', 'Zanzibar beaches'],
    description: [
      'Tanzania holds some of the most celebrated wildlife country on earth. The Serengeti carries the great wildebeest and zebra migration for much of the year, moving in a long loop that reaches the southern grasslands for calving early in the year and swings north towards the Mara River in the dry season. Granite kopjes break the horizon and give lions and leopards a lookout over the plains. We plan your route around where the herds are likely to be when you travel, and choose camps that keep you close to the action.',
      'The Ngorongoro Crater is a vast, unbroken volcanic caldera whose floor supports dense wildlife, including lion, buffalo, elephant and a small population of black rhino. Nearby, Tarangire is known for its large elephant herds and ancient baobab trees, especially in the dry months when animals gather along the river. Lake Manyara, beneath the steep wall of the Rift Valley, combines groundwater forest, a shallow soda lake and lions with a reputation for climbing trees. Together these parks form the classic northern circuit, within easy reach of Arusha.',
      "Kilimanjaro, Africa's highest mountain, rises above the northern plains, and we can arrange a full climb or simply a few days in its foothills. In the south, Ruaha and Nyerere National Park, once part of the Selous Game Reserve, are larger and far quieter, with boat safaris on the Rufiji River and a chance of seeing wild dogs. And after the dust of the plains, Zanzibar is a short flight from the mainland, with Stone Town's narrow lanes and carved doors, spice farms, and white beaches along the island's north and east coasts.",
    ],
    experiences: [
      {
        title: 'The Great Migration in the Serengeti',
        text: 'Follow the wildebeest and zebra herds across the plains, from the calving grounds in the south to the river crossings in the north, depending on the season.',
      },
      {
        title: 'Ballooning over the Serengeti',
        text: 'Drift over the plains at sunrise in a hot-air balloon, then land for breakfast out in the bush.',
      },
      {
        title: 'A day in the Ngorongoro Crater',
        text: 'Descend into the caldera for a full day of game viewing among lion, buffalo, zebra and, with luck, black rhino.',
      },
      {
        title: 'Elephants and baobabs in Tarangire',
        text: 'Watch large elephant herds move between giant baobabs, with the Tarangire River drawing wildlife in the dry season.',
      },
      {
        title: 'Lake Manyara',
        text: 'Explore the groundwater forest and lakeshore below the Rift Valley escarpment, home to baboons, elephants, water birds and tree-climbing lions.',
      },
      {
        title: 'Kilimanjaro',
        text: "Climb Africa's highest peak with an experienced mountain crew, or take a day walk on its lower slopes through coffee farms and forest.",
      },
      {
        title: 'The wild south: Ruaha and Nyerere',
        text: 'Trade the busy northern circuit for remote southern parks, with boat safaris on the Rufiji River and wide, quiet landscapes.',
      },
      {
        title: 'Zanzibar and Stone Town',
        text: 'Wander the old lanes of Stone Town, visit a spice farm, and finish your trip on the white sands of the Indian Ocean.',
      },
    ],
    bestTime: ['best', 'best', 'good', 'wet', 'wet', 'best', 'best', 'best', 'best', 'best', 'good', 'good'],
    bestTimeNote:
      'June to October is the dry season, when animals gather at water in Tarangire and the migration reaches the northern Serengeti and the Mara River. January and February are the calving season on the southern Serengeti plains and a fine time for Zanzibar. The long rains run from about mid-March to May, when some camps close, and the short rains bring lighter showers in November.',
    entry: [
      'Apply for the Tanzania e-visa online before you travel; a single-entry visa is US$50 for most nationalities and US$100 for US citizens.',
      'The East Africa Tourist Visa does not cover Tanzania, so a combined trip needs a Tanzanian visa as well.',
      'A yellow fever vaccination certificate is required if you arrive from a country with yellow fever risk, including Kenya and Uganda, and it is checked in practice.',
      'Zanzibar requires visitors to buy its own inbound travel insurance online before arrival, as well as your own policy.',
      'Your passport should be valid for at least six months after you arrive, with blank pages for stamps. Rules change, so check the current requirements for your nationality before you travel; we help with the applications.',
    ],
    airports: [
      { code: 'JRO', name: 'Kilimanjaro International Airport', city: 'Arusha and Moshi' },
      { code: 'DAR', name: 'Julius Nyerere International Airport', city: 'Dar es Salaam' },
      { code: 'ZNZ', name: 'Abeid Amani Karume International Airport', city: 'Zanzibar' },
    ],
    seoDescription:
      'Tanzania safaris: the Serengeti migration, Ngorongoro Crater, Tarangire, Lake Manyara, Kilimanjaro and Zanzibar beaches, tailored to you.',
  },
]
