import type { PackageDetail } from './types'

// The tour pages' copy: one entry per package in app/content/packages.ts, in the same order.
// The days of each entry add up to the package's length.

export const itineraries: PackageDetail[] = [
  {
    no: 1,
    summary:
      "Big-cat country in Kenya's Maasai Mara, then a flight across to Uganda to track mountain gorillas in Bwindi. Two of East Africa's great encounters in a single week.",
    intro: [
      "This week is for travellers who want both sides of East Africa's wildlife story without losing days to the road. It opens on the grasslands of the Maasai Mara, where lion, elephant, buffalo and leopard share the plains with great herds of zebra, topi and gazelle. Your guide reads the land from first light to dusk, knows where the prides have been resting and when to wait quietly by a thicket for something to happen.",
      'Then the scene changes completely. Flights carry you from the Mara to Nairobi, across to Entebbe and on to the airstrip at Kihihi, on the edge of Bwindi Impenetrable National Park. From there you walk into steep, dripping forest with rangers and trackers to spend an hour with a habituated gorilla family. We secure the permits well ahead and arrange every connection, so all you need to do on the day is keep walking.',
    ],
    cardImage: { scene: 'bwindi-gorilla', alt: 'Mountain gorilla resting in dense forest' },
    gallery: [
      { scene: 'mara-giraffes', alt: 'Giraffes crossing open Mara grassland' },
      { scene: 'bwindi-gorilla', alt: 'Mountain gorilla among thick green foliage' },
      { scene: 'mara-river-crossing', alt: 'Wildebeest plunging across the Mara River' },
      { scene: 'tented-camp', alt: 'Safari tent beneath acacia trees at dusk' },
    ],
    days: [
      {
        label: 'Day 1',
        title: 'Arrival in Nairobi',
        text: "Our driver meets you in the arrivals hall at Jomo Kenyatta International Airport and takes you to a quiet hotel in Nairobi's leafy suburbs. The rest of the day is yours to recover from the journey. In the evening we go through the week ahead with you and answer any last questions.",
        overnight: 'Nairobi',
      },
      {
        label: 'Days 2-3',
        title: 'Game drives in the Maasai Mara',
        text: 'A morning light aircraft from Wilson Airport lands you on a Mara airstrip, where your guide is waiting with an open-roofed vehicle. Over two days you are out at the hours when animals are most active, looking for lion prides, cheetah, elephant families and the leopards that keep to the riverine thickets. Black rhino live in the reserve as well, though they are few and shy. Evenings end at a tented camp on the Mara River, with hippos grunting in the water below.',
        overnight: 'Maasai Mara',
      },
      {
        label: 'Day 4',
        title: 'Across to Uganda',
        text: 'After a last early game drive, you fly back to Wilson Airport and cross Nairobi for the short international flight to Entebbe. Our Ugandan team meets you on arrival and drives you to a hotel on the shore of Lake Victoria. Dinner comes with a view of the water and the evening chorus of birds.',
        overnight: 'Entebbe',
      },
      {
        label: 'Day 5',
        title: 'Flight to Bwindi',
        text: 'A morning domestic flight carries you over the farmland and hills of western Uganda to the airstrip at Kihihi, where your guide collects you for the drive to the Buhoma sector of Bwindi. In the afternoon, a walk through the village at the forest edge introduces you to the community that lives beside the park. Turn in early: trekking days start soon after dawn.',
        overnight: 'Bwindi (Buhoma sector)',
      },
      {
        label: 'Day 6',
        title: 'Gorilla trek',
        text: 'After a briefing at the park office, you set off with armed rangers while trackers go ahead to find the family you will visit. The walk can take an hour or most of the day on slopes that are steep and often muddy, and porters from the local community are on hand to carry your bag and lend a steadying arm. Once you reach the gorillas, you have a full hour in their company, watching them feed, groom and play. Trekkers must be at least 15 years old.',
        overnight: 'Bwindi (Buhoma sector)',
      },
      {
        label: 'Day 7',
        title: 'Departure',
        text: 'A flight from Kihihi returns you to Entebbe, where we transfer you to the international airport for your journey home. We choose the flight to suit your onward connection, and can arrange a day room by the lake if you leave late in the evening.',
      },
    ],
    seoDescription:
      "Seven days from Kenya's Maasai Mara to Uganda's Bwindi forest: Big Five game drives, then a guided mountain gorilla trek. Tailor-made by Tembo Safaris.",
  },
  {
    no: 2,
    summary:
      "Rhino and flamingo lakes in Kenya's Rift Valley, big cats in the Maasai Mara, then across the border to the Serengeti and Ngorongoro Crater, ending in Arusha.",
    intro: [
      'The Great Rift Valley shapes this whole journey. Soon after leaving Nairobi the land falls away at the escarpment and you descend to the lakes strung along the valley floor: freshwater Naivasha, with its hippos and fish eagles, and alkaline Nakuru, a fenced park that protects both black and white rhino. From there the road turns west to the Maasai Mara, where the grasslands open out and the predators take centre stage.',
      "On the sixth day you cross into Tanzania by road at Isebania and Sirari, where a Tanzanian guide and vehicle take over for the rest of the trip. The Serengeti is the Mara's southern continuation, one ecosystem under two names, and the drive through it is a highlight in itself. The trip ends with a morning on the floor of Ngorongoro Crater and a final descent of the Rift escarpment to Arusha.",
    ],
    cardImage: { scene: 'rift-valley-flamingos', alt: 'Flamingos wading along a Rift Valley lake' },
    gallery: [
      { scene: 'rift-valley-flamingos', alt: 'Pink flamingos on a Rift Valley lake shore' },
      { scene: 'mara-giraffes', alt: 'Giraffes walking across the Mara plains' },
      { scene: 'tanzania-serengeti', alt: 'Herds spread across the Serengeti plains' },
      { scene: 'ngorongoro-crater', alt: 'Wildlife on the floor of Ngorongoro Crater' },
    ],
    days: [
      {
        label: 'Day 1',
        title: 'Arrival in Nairobi',
        text: 'We meet you at Jomo Kenyatta International Airport and drive you to your hotel on the quieter side of the city. After a long flight, the afternoon is for rest. Your guide joins you in the evening to walk through the route and the days ahead.',
        overnight: 'Nairobi',
      },
      {
        label: 'Day 2',
        title: 'Down to Lake Naivasha',
        text: 'Leaving Nairobi after breakfast, you stop at a viewpoint on the escarpment where the floor of the Rift Valley spreads out below. At Lake Naivasha, an afternoon boat ride brings you close to hippo pods and fish eagles. It is followed by a guided walk on Crescent Island, where giraffe, zebra and wildebeest graze without predators to worry them.',
        overnight: 'Lake Naivasha',
      },
      {
        label: 'Day 3',
        title: 'Lake Nakuru National Park',
        text: "A short drive north brings you to Lake Nakuru, whose fences shelter one of Kenya's most important rhino populations. You spend the day searching for black and white rhino, Rothschild's giraffe and the lions and leopards that hunt in the yellow-barked acacia woodland. Flamingo numbers rise and fall with the water level, so some visits find the shoreline pink and others only scattered flocks. Before leaving the park, drive up to Baboon Cliff for the view across the lake.",
        overnight: 'Lake Nakuru',
      },
      {
        label: 'Days 4-5',
        title: 'The Maasai Mara',
        text: "The road runs west through the market town of Narok and onto the Mara's rolling grasslands, in time for an afternoon game drive. The next day is spent entirely in the reserve, with a picnic lunch in the vehicle so you can stay out wherever the action is. From about July to October the wildebeest migration is usually in the Mara, and your guide will know where the herds are gathering along the river.",
        overnight: 'Maasai Mara',
      },
      {
        label: 'Day 6',
        title: 'Into Tanzania',
        text: 'After an early breakfast you drive to the border at Isebania, complete formalities on both sides and meet your Tanzanian guide at Sirari. The route continues through farmland and small towns before entering the Serengeti from the west, with a game drive on the way to camp. It is a long day, but the first view of the Serengeti plains repays it.',
        overnight: 'Central Serengeti',
      },
      {
        label: 'Day 7',
        title: 'Serengeti to the crater highlands',
        text: 'A morning game drive in the Seronera valley, known for its resident lions and leopards, is followed by the drive south-east across the short-grass plains. You leave the park at Naabi Hill and climb into the Ngorongoro Conservation Area, where Maasai herders graze their cattle alongside the wildlife. Tonight is spent on the cool, forested rim of the crater or in the farming country just below it.',
        overnight: 'Ngorongoro highlands',
      },
      {
        label: 'Day 8',
        title: 'Ngorongoro Crater and Arusha',
        text: "You descend into the crater at first light, when the floor is quiet and the animals are active. Lion, buffalo, elephant, hyena and zebra all live here, and with luck you may see one of the crater's black rhino. After a picnic lunch you climb out, drive down the Rift escarpment past Mto wa Mbu and on to Arusha, for an onward journey or an evening flight from Kilimanjaro International Airport.",
      },
    ],
    seoDescription:
      'Eight days through the Great Rift Valley: Lakes Naivasha and Nakuru, the Maasai Mara, the Serengeti and Ngorongoro Crater, ending in Arusha.',
  },
  {
    no: 3,
    summary:
      "Chimpanzees in Rwanda's Nyungwe Forest, mountain gorillas and golden monkeys on the slopes of the Virunga volcanoes, and a quiet night on Uganda's Lake Bunyonyi.",
    intro: [
      "Rwanda is compact, green and easy to travel in, which makes it a natural place to meet East Africa's great apes. This week takes you first to Nyungwe, a vast montane rainforest in the south-west, where habituated chimpanzees feed high in the canopy and a suspended walkway lets you look down into the treetops. From there the road follows the shore of Lake Kivu north towards the volcanoes.",
      'Volcanoes National Park protects the Rwandan side of the Virunga range, home to mountain gorillas and to golden monkeys, a species seldom seen outside these mountains. After a morning with each, you cross the border into Uganda for a final night on Lake Bunyonyi, a deep, island-dotted lake ringed by terraced hills. It is the right place to slow down before the short drive back to Kigali.',
    ],
    cardImage: { scene: 'rwanda-volcanoes', alt: 'Volcano peaks above green Rwandan hills' },
    gallery: [
      { scene: 'rwanda-volcanoes', alt: 'Misty Virunga volcanoes over farmland' },
      { scene: 'kibale-chimpanzee', alt: 'Chimpanzee sitting in the forest canopy' },
      { scene: 'bwindi-gorilla', alt: 'Mountain gorilla in dense green forest' },
      { scene: 'lake-bunyonyi', alt: 'Islands and terraced hills on Lake Bunyonyi' },
    ],
    days: [
      {
        label: 'Day 1',
        title: 'Arrival in Kigali',
        text: "You are met at Kigali International Airport and taken to your hotel in a capital known for its tidy streets and easy pace. Depending on your arrival time, we recommend a visit to the Kigali Genocide Memorial, a sobering and important introduction to the country's recent history. Dinner is at your hotel or at a restaurant in town.",
        overnight: 'Kigali',
      },
      {
        label: 'Day 2',
        title: 'South to Nyungwe',
        text: "The drive south-west crosses the hills of central Rwanda, with a lunch stop in the university town of Huye. The last stretch climbs through tea plantations to the forest's edge, and you settle into a lodge near the park by late afternoon. Black-and-white colobus and L'Hoest's monkeys are often seen along the road through the forest.",
        overnight: 'Nyungwe Forest',
      },
      {
        label: 'Day 3',
        title: 'Chimpanzee trek',
        text: 'Chimpanzee treks leave before dawn, because the apes move quickly once they start feeding. With a ranger you follow trails down into the forest until you find the group, then spend an hour watching them in the trees or on the ground. The chimps set the pace on steep terrain, so good boots and some patience help. In the afternoon, walk the canopy walkway, a suspended bridge high above a forested ravine.',
        overnight: 'Nyungwe Forest',
      },
      {
        label: 'Day 4',
        title: 'Along Lake Kivu to the volcanoes',
        text: 'Today is a long and scenic drive north on the road that follows Lake Kivu, with steep hillsides of banana and coffee dropping to the water. You stop for lunch by the lake, then continue past Rubavu to the foot of the Virunga volcanoes. You arrive in the evening at a lodge near the park.',
        overnight: 'Volcanoes National Park (Kinigi)',
      },
      {
        label: 'Day 5',
        title: 'Mountain gorillas',
        text: 'After an early briefing at the park headquarters in Kinigi, rangers assign you to a gorilla family and you drive to the trailhead. The climb passes through farmland and into bamboo and montane forest on the flank of a volcano, and can take anything from under an hour to several hours. With the family you have one unhurried hour, close enough to hear them feeding. The afternoon is free to rest.',
        overnight: 'Volcanoes National Park (Kinigi)',
      },
      {
        label: 'Day 6',
        title: 'Golden monkeys and Lake Bunyonyi',
        text: "This morning's trek is gentler: a walk into the bamboo to find a troop of golden monkeys, quick, bright-coated and endlessly busy. Afterwards you cross into Uganda at Cyanika and drive through Kisoro and over the hills to Lake Bunyonyi. The afternoon is for doing very little, perhaps a canoe trip among the islands as the light fades.",
        overnight: 'Lake Bunyonyi',
      },
      {
        label: 'Day 7',
        title: 'Return to Kigali',
        text: 'Take an early paddle or simply linger over breakfast above the lake before the drive to the border at Katuna and on to Kigali. We plan the timing around your flight, and if there are spare hours, the craft shops and cafés of Kigali make a pleasant last stop.',
      },
    ],
    seoDescription:
      "Chimpanzees in Nyungwe, gorillas and golden monkeys in Rwanda's Volcanoes National Park, and a last night on Uganda's Lake Bunyonyi: a week of great apes.",
  },
  {
    no: 4,
    summary:
      'Ten days in northern Tanzania following the wildebeest migration, with camps chosen for the season, plus the elephants of Tarangire and a morning in Ngorongoro Crater.',
    intro: [
      "The migration is not an event with a fixed date but a year-long circuit. Wildebeest and zebra move through the Serengeti and into Kenya's Maasai Mara in search of fresh grass, calving on the southern plains early in the year and crossing the Mara River in the northern Serengeti in the dry months. Because the herds keep moving, so do we: your camps are chosen for the month you travel, to place you where the animals are most likely to be.",
      "Around that core, the route takes in the best of Tanzania's northern circuit. Tarangire's baobabs and elephant herds come first, then Lake Manyara beneath the Rift escarpment, several days in the Serengeti and a morning on the floor of Ngorongoro Crater. A dawn balloon flight over the plains can be added for those who want to see the Serengeti from above. The journey begins and ends in Arusha, within easy reach of Kilimanjaro International Airport.",
    ],
    cardImage: { scene: 'mara-river-crossing', alt: 'Wildebeest leaping into a river crossing' },
    gallery: [
      { scene: 'tanzania-serengeti', alt: 'Migrating herds across the Serengeti plains' },
      { scene: 'mara-river-crossing', alt: 'Wildebeest surging through a river' },
      { scene: 'serengeti-balloon', alt: 'Hot-air balloon over the Serengeti at dawn' },
      { scene: 'ngorongoro-crater', alt: 'Grassland and lake inside Ngorongoro Crater' },
    ],
    days: [
      {
        label: 'Day 1',
        title: 'Arrival in Arusha',
        text: 'You land at Kilimanjaro International Airport, where your guide meets you for the drive to a lodge on a coffee farm outside Arusha. On a clear evening Mount Meru rises behind the town. Rest, unpack and go over the plan with your guide at dinner.',
        overnight: 'Arusha',
      },
      {
        label: 'Day 2',
        title: 'Tarangire National Park',
        text: 'Tarangire is known for its elephants, which gather in large family herds along the Tarangire River through the dry season. Ancient baobabs stand over the grassland, and the park is rich in birds as well as lion, giraffe and buffalo. You spend the day on game drives and sleep at a tented camp in the park or close to it.',
        overnight: 'Tarangire',
      },
      {
        label: 'Day 3',
        title: 'Lake Manyara',
        text: 'A morning in Lake Manyara National Park takes you through groundwater forest at the foot of the Rift Valley escarpment, where baboon troops and blue monkeys move through the trees. Lions here are sometimes found resting in the branches of acacias. After lunch you climb the escarpment to the green farmland around Karatu, close to the Ngorongoro gate.',
        overnight: 'Karatu',
      },
      {
        label: 'Days 4-5',
        title: 'Central Serengeti',
        text: 'You cross the Ngorongoro highlands, with a short detour to Olduvai Gorge, one of the key sites in the study of human origins, and enter the Serengeti at Naabi Hill. The Seronera area at the heart of the park holds wildlife all year, with lions on the rocky outcrops, leopards along the river valleys and cheetah on the open plains. If you have added the balloon safari, it lifts off at dawn on the second morning and ends with breakfast out on the plains.',
        overnight: 'Central Serengeti (Seronera)',
      },
      {
        label: 'Days 6-7',
        title: 'Following the herds',
        text: 'Now you move to wherever the herds are. From roughly December to March that means the southern plains, where the calves are born around February, and from about July to October the far north, where the wildebeest cross the Mara River. In the months between, the herds are usually moving through the central and western Serengeti, and we place your camp to match. Your guide follows their progress day by day, so these two days are spent with the animals rather than searching for them.',
        overnight: 'Southern or northern Serengeti (by season)',
      },
      {
        label: 'Day 8',
        title: 'Back to the highlands',
        text: 'You make your way back towards the Ngorongoro highlands, game viewing as you go. From the southern plains this is a short journey; from the north it is a full day in the vehicle, broken by a picnic lunch in the central Serengeti. Tonight is spent on the crater rim, where the evenings are cool enough for a fire.',
        overnight: 'Ngorongoro highlands',
      },
      {
        label: 'Day 9',
        title: 'Ngorongoro Crater',
        text: 'Descend at first light into the crater, an enclosed world of grassland, swamp and soda lake. Lion, buffalo, elephant, hyena and zebra all live on the floor, and the crater is one of the better places in Tanzania to see black rhino. Lunch is a picnic near a hippo pool before you climb back to the rim for a last evening in the highlands.',
        overnight: 'Ngorongoro highlands',
      },
      {
        label: 'Day 10',
        title: 'Return to Arusha',
        text: 'After a relaxed breakfast you drive down the escarpment to Arusha for lunch, then on to Kilimanjaro International Airport for your flight. If you would like a few days by the sea to finish, this is the natural place to connect to Zanzibar.',
      },
    ],
    seoDescription:
      'Follow the wildebeest migration on a 10-day Tanzania safari: Tarangire, Lake Manyara, camps chosen by season in the Serengeti, and Ngorongoro Crater.',
  },
  {
    no: 5,
    summary:
      "Two weeks, four countries: the Maasai Mara, the Serengeti and Ngorongoro, chimpanzees in Uganda's Kibale Forest and mountain gorillas in Rwanda's Volcanoes National Park.",
    intro: [
      'This is the grand tour of East Africa, for travellers who want the great landscapes and the great apes in one journey. It begins on the savannah, with the Maasai Mara in Kenya and then the Serengeti and Ngorongoro Crater in Tanzania, two halves of the same ecosystem. Here you spend your days among lion, elephant, cheetah and the wandering herds of wildebeest and zebra, with a guide who knows these plains season by season.',
      "The second week moves into the forests. In Uganda's Kibale you track chimpanzees beneath tall rainforest trees, and in Rwanda you climb the slopes of the Virunga volcanoes to sit with a family of mountain gorillas. Between countries you fly rather than drive, so the long distances cost hours, not days. Our team in Kampala coordinates every connection, and someone is waiting for you at each airport along the way.",
    ],
    cardImage: { scene: 'tanzania-serengeti', alt: 'Wildlife scattered across the Serengeti' },
    gallery: [
      { scene: 'mara-giraffes', alt: 'Giraffes on the open Mara grassland' },
      { scene: 'ngorongoro-crater', alt: 'Animals grazing inside Ngorongoro Crater' },
      { scene: 'kibale-chimpanzee', alt: 'Chimpanzee in the rainforest canopy' },
      { scene: 'rwanda-volcanoes', alt: 'Virunga volcanoes rising above the hills' },
    ],
    days: [
      {
        label: 'Day 1',
        title: 'Arrival in Nairobi',
        text: 'We meet you at Jomo Kenyatta International Airport and take you to a garden hotel in the suburbs. The afternoon is yours to rest after the flight. Over dinner we run through the fortnight ahead.',
        overnight: 'Nairobi',
      },
      {
        label: 'Days 2-3',
        title: 'The Maasai Mara',
        text: 'A light aircraft from Wilson Airport takes you to the Mara, where your guide meets you at the airstrip and the first game drive begins on the way to camp. You spend two days on the plains and along the river, watching lion prides, cheetah, elephants and the huge herds of grazers. Between about July and October the wildebeest migration is usually here, and river crossings become possible.',
        overnight: 'Maasai Mara',
      },
      {
        label: 'Day 4',
        title: 'Into Tanzania',
        text: 'After a final morning drive, you fly back to Nairobi and connect to a short regional flight to Kilimanjaro International Airport. Our representative meets you there and drives you to your hotel on the edge of Arusha.',
        overnight: 'Arusha',
      },
      {
        label: 'Days 5-6',
        title: 'The Serengeti',
        text: "A light aircraft from Arusha's domestic airport flies you over the Crater Highlands to a Serengeti airstrip, where your Tanzanian guide and vehicle, sent ahead by road, are waiting. We choose your camp for the season, in the area where the herds are most likely to be. Two full days leave room for long drives, a picnic lunch out on the plains and time to wait at a sighting rather than hurry on.",
        overnight: 'Serengeti',
      },
      {
        label: 'Day 7',
        title: 'Across the plains to Ngorongoro',
        text: 'You drive out of the Serengeti with game viewing on the way, stopping at Olduvai Gorge, one of the key sites in the study of human origins. The road then climbs into the highlands of the Ngorongoro Conservation Area. Tonight is spent on the rim of the crater, where the air turns cool after dark.',
        overnight: 'Ngorongoro highlands',
      },
      {
        label: 'Day 8',
        title: 'Ngorongoro Crater',
        text: 'Descend early onto the crater floor, where lion, buffalo, elephant and hyena live alongside wildebeest and zebra, and black rhino are sometimes seen. After a picnic lunch you climb out and drive down the Rift escarpment to Arusha.',
        overnight: 'Arusha',
      },
      {
        label: 'Day 9',
        title: 'Flight to Uganda',
        text: 'You fly from Kilimanjaro to Entebbe, directly or through Nairobi depending on the schedule that day. Our Kampala team meets you and takes you to a hotel on the shore of Lake Victoria. If you arrive in time, the old botanical gardens by the lake are good for an easy walk and plenty of birds.',
        overnight: 'Entebbe',
      },
      {
        label: 'Days 10-11',
        title: 'Chimpanzees in Kibale',
        text: 'A morning domestic flight to Kasese, or a drive west through Fort Portal, brings you to Kibale Forest. In the afternoon, a guided walk in the community-run Bigodi wetland is good for birds and several kinds of monkey. The next morning you track chimpanzees with a ranger, spending an hour with the group once they are found, and the afternoon is free to explore the crater lakes near the forest.',
        overnight: 'Kibale Forest',
      },
      {
        label: 'Day 12',
        title: 'To the Virunga volcanoes',
        text: 'An early domestic flight returns you to Entebbe in time for the short hop to Kigali. From there the road winds north through the hills to Musanze and the foot of the volcanoes. It is a travel day, and you arrive at a lodge near the park in the late afternoon.',
        overnight: 'Volcanoes National Park (Kinigi)',
      },
      {
        label: 'Day 13',
        title: 'Mountain gorillas',
        text: 'After a briefing at the park headquarters, you climb through farmland and bamboo with rangers to a gorilla family on the slopes of the volcanoes. The walk may be short or long depending on where the family has moved overnight. Once you are with them, you have a full hour to watch, listen and take it all in.',
        overnight: 'Volcanoes National Park (Kinigi)',
      },
      {
        label: 'Day 14',
        title: 'Departure from Kigali',
        text: 'If your flight leaves in the evening, there is time for a morning golden monkey trek in the bamboo before you go. Then you drive back to Kigali for your international departure, two weeks and four countries after you arrived.',
      },
    ],
    seoDescription:
      'Fourteen days across Kenya, Tanzania, Uganda and Rwanda: the Mara, Serengeti and Ngorongoro, Kibale chimpanzees and the gorillas of the Virungas.',
  },
  {
    no: 6,
    summary:
      "A week on Kenya's Swahili coast: Mombasa's Old Town and Fort Jesus, reef snorkelling and long white beaches, then more time at Diani or a short safari in Tsavo East.",
    intro: [
      "Kenya's coast has a character of its own, shaped by centuries of Indian Ocean trade. Mombasa's Old Town is a maze of narrow lanes, carved wooden doors and overhanging balconies, watched over by Fort Jesus, the Portuguese fortress that is now a UNESCO World Heritage Site. Beyond the island, the beaches of the north and south coasts sit behind a fringing coral reef that keeps the lagoons calm and clear for swimming.",
      'The first four days balance history and the sea: a morning in the Old Town, slow afternoons on the sand and a boat out to the coral gardens of the marine park. Then you choose. Stay on the coast and move south to Diani for more time by the water, or trade the beach for two days in Tsavo East, where elephants dusted red by the soil cross wide, dry plains. Either way, the week ends with your flight home.',
    ],
    cardImage: { scene: 'nyali-beach', alt: 'Turquoise reef water off a Mombasa beach' },
    gallery: [
      { scene: 'mombasa-fort', alt: 'Fort Jesus walls above the Mombasa waterfront' },
      { scene: 'nyali-beach', alt: 'Clear lagoon and reef off the north coast' },
      { scene: 'diani-beach', alt: 'Palm trees over the white sand of Diani' },
      { scene: 'tsavo-elephants', alt: 'Red-dusted elephants in Tsavo East' },
    ],
    days: [
      {
        label: 'Days 1-4',
        title: 'Mombasa, the Old Town and the reef',
        text: 'We meet you at Moi International Airport and take you to a beach hotel on the coast north of the city. One morning is spent in the Old Town with a local guide, exploring Fort Jesus, built by the Portuguese in the 1590s, and the lanes, mosques and spice shops around it. Another goes to Mombasa Marine National Park, where a boat takes you out over the reef to snorkel among corals and reef fish, best around low tide. The rest of the time belongs to the beach, on the north coast near your hotel or on a day out to the quieter sands of the south coast.',
        overnight: 'Mombasa (north coast)',
      },
      {
        label: 'Days 5-6',
        title: 'Diani beach extension or Tsavo East safari',
        text: 'Choose how to spend the last two full days. Stay by the sea and we move you south to Diani, a long white-sand beach backed by coastal forest where colobus monkeys live, with the option of a dhow trip to the Kisite-Mpunguti Marine Park, where dolphins are often seen. Or head inland to Tsavo East, one of the largest parks in Kenya, for game drives across red-earth plains where elephants, lions and buffalo gather near the Galana River and the water holes. Both options bring you back to Mombasa in good time for your flight.',
        overnight: 'Diani Beach or Tsavo East',
      },
      {
        label: 'Day 7',
        title: 'Departure',
        text: 'From Diani or Tsavo we drive you to Moi International Airport in Mombasa for your departure, with a stop for lunch if time allows. Travellers staying at Diani can also fly to Nairobi from the nearby airstrip at Ukunda.',
      },
    ],
    seoDescription:
      "A week on Kenya's coast: Mombasa's Old Town and Fort Jesus, reef snorkelling and beaches, then more time at Diani or a short safari in Tsavo East.",
  },
  {
    no: 7,
    summary:
      'Six days on Zanzibar: white beaches, dhow sailing and reef snorkelling on the coast, then two nights among the carved doors and spice markets of Stone Town.',
    intro: [
      'Zanzibar is the easiest way to end a safari, and a fine trip in its own right. Its beaches are soft white coral sand on water that shifts from pale turquoise to deep blue, and short flights link it with Arusha, Dar es Salaam and Nairobi. We start you on the coast: on the east side, where the tide sweeps far out over the reef flats, or in the north, where the sea stays deep enough to swim at any hour.',
      'The second half belongs to Stone Town, the old heart of Zanzibar City and a UNESCO World Heritage Site. Its lanes, many too narrow for cars, are lined with coral-stone houses, carved doors and small mosques, and they reward a slow walk with a guide who knows the stories behind them. Add a morning at a spice farm and an evening at the Forodhani food stalls, and the island comes into focus as a crossroads of Africa, Arabia and India.',
    ],
    cardImage: { scene: 'zanzibar-dhow', alt: 'Dhow under sail off the Zanzibar coast' },
    gallery: [
      { scene: 'zanzibar-dhow', alt: 'Traditional dhow sailing on turquoise water' },
      { scene: 'stone-town', alt: 'Historic buildings of Stone Town by the sea' },
      { scene: 'diani-beach', alt: 'Palms and white sand on a Zanzibar beach' },
      { scene: 'nyali-beach', alt: 'Clear water over a reef off Zanzibar' },
    ],
    days: [
      {
        label: 'Days 1-3',
        title: "Zanzibar's beaches",
        text: 'You are met at the airport and driven across the island to your beach hotel. On the east coast, around Paje and Jambiani, the tide sets the rhythm of the day: at low tide the sea draws back across the reef flats, where village women tend seaweed farms, and at high tide the lagoon fills again for swimming. The north coast, around Nungwi and Kendwa, has deeper water and sunsets over the sea. From either side you can sail on a traditional dhow and snorkel the coral around Mnemba Atoll, where turtles and dolphins are often seen.',
        overnight: 'Zanzibar (east or north coast)',
      },
      {
        label: 'Days 4-5',
        title: 'Stone Town',
        text: 'A transfer across the island brings you to Stone Town, a UNESCO World Heritage Site. With a local guide you walk its lanes, study the carved and brass-studded doors, and visit the Old Fort, whose coral-stone walls now enclose craft stalls and an open-air stage. One morning goes to a spice farm in the countryside, where you see, smell and taste cloves, nutmeg, cinnamon and vanilla as they grow. Evenings end at the Forodhani Gardens on the waterfront, where food stalls grill seafood as the sun sets over the harbour.',
        overnight: 'Stone Town',
      },
      {
        label: 'Day 6',
        title: 'Departure',
        text: 'After a final breakfast we drive you to the airport for your flight home or back to the mainland. If your flight leaves late, there is time for one more wander through the old town.',
      },
    ],
    seoDescription:
      "Six days on Zanzibar: beaches, dhow sailing and snorkelling, then Stone Town's carved doors, a spice farm and evenings at Forodhani Gardens.",
  },
]

export function itineraryByNo(no: number): PackageDetail | undefined {
  return itineraries.find((item) => item.no === no)
}
