import type { Destination } from './types'

export const destinations: Destination[] = [
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
    packageNos: [1, 2, 6, 5],
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
    packageNos: [1, 3, 5],
    seoDescription:
      'Uganda safaris from our Kampala base: gorilla trekking in Bwindi, chimps in Kibale, Queen Elizabeth, Murchison Falls and Kidepo, tailored to you.',
  },
  {
    slug: 'rwanda',
    name: 'Rwanda',
    tagline: 'The land of a thousand hills, from volcano forests to lakeshore',
    hero: {
      scene: 'rwanda-volcanoes',
      alt: 'The Virunga volcanoes rising above green terraced hills',
    },
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
    packageNos: [3, 5],
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
    packageNos: [2, 4, 7, 5],
    seoDescription:
      'Tanzania safaris: the Serengeti migration, Ngorongoro Crater, Tarangire, Lake Manyara, Kilimanjaro and Zanzibar beaches, tailored to you.',
  },
]

export function destinationBySlug(slug: string): Destination | undefined {
  return destinations.find((item) => item.slug === slug)
}
