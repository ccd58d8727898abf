/** Original demo articles for a fresh site's blog ("Our Stories"). Seeded on first start. */
export interface DemoStory {
  title: string
  /** One of our scenes (art/scenes/), as published under /images/scenes. */
  image: string
  /** One or two sentences shown in italics under the image and on the blog card (max 300 characters). */
  description: string
  /** Article body as simple HTML using only: h2, h3, p, strong, em, ul, ol, li, a (href https only), blockquote. */
  content: string
}

export const demoStories: DemoStory[] = [
  {
    title: 'Meeting the Mountain Gorillas of Bwindi',
    image: '/images/scenes/bwindi-gorilla-wide-1024.webp',
    description:
      'A gorilla trekking day in Bwindi Impenetrable National Park, from the early briefing to the hour with a habituated family, with the rules, the packing list and the fitness it asks of you.',
    content: `
<p>Few hours on any safari compare with the one you spend in the company of a mountain gorilla family. In Bwindi Impenetrable National Park, in the far south-west of Uganda, that hour is earned on foot, on steep and often muddy slopes beneath a dense forest canopy. Bwindi is a UNESCO World Heritage Site and protects roughly half of the world's mountain gorillas. This is how the day unfolds, and how to prepare for it.</p>

<h2>The morning briefing</h2>
<p>Trekking days start early. Your guide will drive you to the park office of the sector where your permit is booked, whether Buhoma, Ruhija, Rushaga or Nkuringo, in good time for the briefing, which usually begins around eight o'clock. Rangers from the Uganda Wildlife Authority explain the rules, introduce the gorilla families being visited that day and divide visitors into groups.</p>
<p>Each habituated family may be visited by no more than eight people a day, so your group will be small. If you have a weak knee or would prefer a gentler walk, say so quietly to your guide before the groups are formed. The rangers will do what they can, although nobody can promise where the gorillas will choose to spend the day.</p>

<h2>Into the forest</h2>
<p>Long before you arrive, trackers have set out for the place where the family built its night nests the evening before, and they follow the trail from there, keeping in radio contact with the ranger leading your group. The walk can take less than an hour or most of the day. Paths are steep and slippery, and near the gorillas you may leave the trail altogether while the trackers cut a way through the undergrowth. An armed ranger usually walks with each group as a precaution, since forest elephants and buffalo also live in Bwindi.</p>
<p>At the trailhead you can hire a porter. Porters come from the communities that live around the park, and hiring one puts income directly into local households while giving you a steady hand on the hardest slopes. We encourage every guest to take one, whether or not you think you need the help.</p>

<h2>The hour with the gorillas</h2>
<p>When the trackers find the family, you leave your bags, sticks and food with the porters a short distance away and move in with only your camera. From that moment you have one hour. You may watch a silverback resting against a tree while youngsters tumble through the branches above him, or a mother grooming her infant a few metres from your boots. The rules that protect them are simple and firmly enforced:</p>
<ul>
  <li>Keep at least seven metres from the gorillas, and step back quietly if a curious youngster comes closer.</li>
  <li>Wear a face mask when the rangers ask you to. Gorillas catch human respiratory infections easily, so do not trek if you are unwell, and tell us early if you fall ill.</li>
  <li>Keep your voice low, turn off the camera flash, and never eat, drink or smoke near the family.</li>
  <li>If a gorilla approaches or charges, stay still, crouch slowly, avoid eye contact and follow the ranger's lead.</li>
  <li>Visitors must be at least 15 years old to trek.</li>
</ul>

<h2>What to pack and how fit to be</h2>
<p>You do not need to be an athlete, but you should be comfortable walking for several hours on steep, uneven ground, and parts of the park lie above 2,000 metres. Regular hill walking or stair climbing in the weeks before your trip makes a real difference. The rangers set a steady pace and stop for rests, so take your time. In your daypack, carry:</p>
<ul>
  <li>Broken-in waterproof hiking boots and long trousers you can tuck into your socks</li>
  <li>A long-sleeved shirt and a pair of garden gloves for nettles and thorny vines</li>
  <li>A light rain jacket, since it can rain in Bwindi in any month</li>
  <li>Plenty of drinking water, a packed lunch and a few snacks</li>
  <li>Insect repellent, a couple of spare face masks and a rain cover for your camera</li>
</ul>
<p>Walking sticks are usually offered at the trailhead. Take one: on the way down, you will be glad of it.</p>
`,
  },
  {
    title: 'When to See the Great Migration',
    image: '/images/scenes/mara-river-crossing-wide-1024.webp',
    description:
      "The wildebeest migration is a year-round journey between Tanzania's Serengeti and Kenya's Maasai Mara, led by the rains. Here is where the herds usually are through the year, and how to choose where to stay.",
    content: `
<p>The Great Migration is often described as a single event, but it is really a year-round circuit. More than a million wildebeest, joined by large numbers of zebra and gazelle, move in a great loop through Tanzania's Serengeti and Kenya's Maasai Mara, following the rain and the fresh grass it brings. There is no single best month to see it, only different chapters of the same story, each with its own character.</p>

<h2>A year on the move</h2>
<p>The pattern below is a guide to where the herds tend to be. Every year is a little different.</p>
<ul>
  <li><strong>January to March: calving in the south.</strong> The herds gather on the short-grass plains of the southern Serengeti and the Ndutu area, which lies partly within the Ngorongoro Conservation Area. Most calves are born within a few weeks, often around February, and lions, cheetahs and hyenas are never far away.</li>
  <li><strong>April and May: the long rains.</strong> As the rains set in, the herds drift north and west through the central Serengeti. Some camps close for these weeks, but those that stay open offer green landscapes and few other vehicles.</li>
  <li><strong>May to July: the western corridor.</strong> The herds move into the western Serengeti and the Grumeti area, where they must cross the Grumeti River and its crocodiles. This is also the rutting season, when the bulls are noisy and restless.</li>
  <li><strong>July to October: the north and the Mara.</strong> The herds reach the northern Serengeti and the Maasai Mara. This is the season of the famous Mara River crossings, when thousands of animals plunge down steep banks into the water, often crossing back and forth more than once.</li>
  <li><strong>November and December: the return south.</strong> With the short rains, the herds turn back through the eastern Serengeti towards the southern plains, ready for the calving season to begin again.</li>
</ul>

<h2>Why nothing is ever guaranteed</h2>
<p>The migration runs on the rains, and the rains keep their own timetable. An early or late season can shift the herds by weeks, and they often split into several groups spread across a wide area. River crossings are especially unpredictable. You may wait for hours beside the Mara River while a herd gathers on the bank, hesitates and then wanders away, and on another day a crossing can begin within minutes of your arrival. Patience is rewarded, and so is flexibility: a full day out with a picnic lunch gives you far better odds than a short morning drive.</p>
<p>It also helps to remember that the Serengeti and the Mara are superb at any time of year. Even when the herds are elsewhere, resident lions, elephants, giraffes and many other animals remain.</p>

<h2>Choosing where to stay</h2>
<p>Where you sleep matters more than almost anything else, because it decides how far you must drive to reach the herds. A few principles guide our planning:</p>
<ol>
  <li><strong>Follow the season.</strong> Some tented camps move with the migration during the year, while permanent lodges stay in one area. Either works well, as long as the camp is in the right region for your dates.</li>
  <li><strong>Stay long enough.</strong> We suggest at least three nights in a migration area, so that one quiet day does not decide your whole experience.</li>
  <li><strong>Think about crowds.</strong> The private conservancies bordering the Maasai Mara National Reserve limit the number of guests and vehicles, and often allow walks and night drives. The northern Serengeti offers a quieter way to see the river crossings in some years.</li>
  <li><strong>Book early for the peak.</strong> The best-placed camps for July to September fill many months ahead.</li>
</ol>
<p>Whichever chapter you choose, tell us what matters most to you, whether that is newborn calves, river crossings or simply wide plains without other vehicles, and we will shape the route around it.</p>
`,
  },
  {
    title: 'Zanzibar After the Safari',
    image: '/images/scenes/zanzibar-dhow-wide-1024.webp',
    description:
      'After days of dusty tracks and dawn starts, a few days on Zanzibar bring history, spice and the Indian Ocean. Here is how to spend them: Stone Town, the beaches, the tides and the dhows.',
    content: `
<p>After a week of early starts and dusty tracks, there are few better ways to end a Tanzania safari than on Zanzibar. The island lies a short flight from Arusha, and on some routes it can be reached directly from the airstrips of the parks. Within a few hours you can trade the savannah for coral-stone streets, the scent of cloves and the warm water of the Indian Ocean.</p>

<h2>Stone Town</h2>
<p>Zanzibar's old quarter, Stone Town, is a UNESCO World Heritage Site and one of the finest surviving Swahili trading towns on the East African coast. Its narrow lanes reflect centuries of African, Arab, Persian, Indian and European influence, and they are best explored slowly, ideally with a local guide. Look out for:</p>
<ul>
  <li><strong>The carved doors.</strong> Some are rectangular with richly carved frames, while others have arched tops and heavy brass studs that show Indian influence. Many are among the most treasured features of the town.</li>
  <li><strong>The Old Fort.</strong> Built by the Omanis around the start of the eighteenth century, it now houses craft stalls and an open-air performance space.</li>
  <li><strong>The former slave market.</strong> Zanzibar was once home to one of the largest slave markets in East Africa. After it closed in 1873, the Anglican Christ Church Cathedral was built on the site. Nearby, a memorial of figures standing in a pit, bound by chains, is a sobering reminder of the people who suffered here. A visit deserves time and quiet reflection.</li>
  <li><strong>Forodhani Gardens.</strong> In the evening, food stalls set up along the waterfront, which makes it a good place to watch the town come to life.</li>
</ul>
<p>Outside town, a morning on a spice farm shows why Zanzibar is known as the Spice Island. You will see cloves, nutmeg, cinnamon, black pepper and vanilla growing, and taste tropical fruit straight from the trees.</p>

<h2>Beaches and tides</h2>
<p>Choosing a coast is the most important decision of your stay. The <strong>east coast</strong>, around Paje, Jambiani and Bwejuu, has long white beaches protected by an outer reef. The tide here has a large range: at low tide the sea can retreat a long way, revealing rock pools and the seaweed farms tended by local women. It is beautiful to walk, but swimming is best around high tide, so check a tide table when you plan your days. Paje is also a well-known kitesurfing spot.</p>
<p>The <strong>north coast</strong>, around Nungwi and Kendwa, has deeper water, so swimming is possible at most states of the tide, and the sun sets over the sea. It is livelier than the east, with more restaurants and boat trips.</p>

<h2>Dressing respectfully</h2>
<p>Zanzibar is a largely Muslim society, and modest dress is appreciated. In Stone Town and in villages, cover your shoulders and knees, and keep swimwear for the beach and your hotel. Ask before photographing people. During Ramadan, it is courteous to avoid eating, drinking or smoking in public in town during daylight hours.</p>

<h2>Out on a dhow</h2>
<p>The traditional wooden sailing dhow is still part of island life. A sunset cruise from Stone Town is a gentle way to spend your last evening, while full-day trips can take you to sandbanks for swimming and snorkelling, or to Prison Island to meet its giant tortoises. In Menai Bay, in the south-west, dhow trips often include snorkelling and a seafood lunch, and sometimes dolphins. If you go looking for dolphins, choose an operator that keeps a respectful distance rather than chasing them. We are always happy to recommend one.</p>
`,
  },
  {
    title: 'Packing for an East African Safari',
    image: '/images/scenes/safari-packing-wide-1024.webp',
    description:
      'What to bring, what to leave behind and why it matters: a practical packing guide for safaris in Uganda, Kenya, Rwanda and Tanzania, from soft bags and neutral colours to gloves for gorilla treks.',
    content: `
<p>Most first-time travellers pack too much. A safari calls for fewer things than you might expect, but the right ones make a real difference to your comfort, and a few rules in East Africa are worth knowing before you leave home.</p>

<h2>Bags and clothing</h2>
<p>If your trip includes flights on light aircraft between parks, pack in a <strong>soft bag</strong> without wheels or a rigid frame, so that it fits into the small luggage holds. Weight limits on these flights are strict and vary by airline and route, so check the allowance for each flight. We will confirm it with your itinerary. Extra luggage can often be stored at your first hotel until you return.</p>
<p>Choose clothes in <strong>neutral colours</strong> such as khaki, olive, beige and brown. They show less dust and blend into the landscape. Avoid dark blue and black where you can: these colours attract tsetse flies, which are found in some wooded areas of the parks and give a painful bite. Bright white soon turns the colour of the road. Leave camouflage prints at home, because in some countries in the region they are associated with the military.</p>
<p>Pack in <strong>layers</strong>. Early morning game drives in open vehicles can be surprisingly cold, especially at altitude on the Ngorongoro Crater rim or in the highlands of Rwanda and south-western Uganda. A fleece or light down jacket, a warm hat and a scarf are often welcome at dawn, and shed by mid-morning. A light, breathable <strong>rain jacket</strong> is essential in the rainforests, where showers are possible at any time of year.</p>

<h2>For gorilla and chimpanzee treks</h2>
<p>Forest trekking asks for its own kit, because the ground is steep, muddy and full of nettles and thorns:</p>
<ul>
  <li>Sturdy, waterproof hiking boots, broken in well before the trip</li>
  <li>Long trousers to tuck into your socks, keeping out ants, and gaiters if you have them</li>
  <li>A long-sleeved shirt and a pair of simple garden gloves for gripping vines and branches</li>
  <li>A small daypack with a rain cover, water and snacks</li>
</ul>

<h2>Small things that matter</h2>
<ul>
  <li><strong>Binoculars.</strong> Bring one pair per person if you can. Sharing a single pair at a sighting is frustrating.</li>
  <li><strong>Sun protection.</strong> Near the equator the sun is strong even on cool days, so pack a wide-brimmed hat, sunglasses and a high-factor sunscreen.</li>
  <li><strong>Insect repellent.</strong> Use it at dusk and after dark. Speak to a travel health clinic well before departure about malaria prevention.</li>
  <li><strong>A head torch, a power bank and a universal plug adapter.</strong> Charging can be limited in remote camps.</li>
  <li><strong>Personal medication</strong> in your hand luggage, with a copy of your prescriptions.</li>
</ul>

<h2>Documents, health and local rules</h2>
<p><strong>Yellow fever.</strong> Depending on the country and on your route, including transits through other countries, you may need to show a yellow fever vaccination certificate on arrival. The rules differ between Uganda, Kenya, Rwanda and Tanzania and can change, so check the current entry requirements with official sources and your travel clinic before you travel, and carry the certificate with your passport.</p>
<p><strong>Travel insurance.</strong> Comprehensive travel insurance is mandatory for every guest travelling with us. It should include medical treatment and emergency evacuation, and we will ask for your policy details before departure.</p>
<p><strong>Plastic bags.</strong> Kenya, Rwanda and Tanzania have banned plastic carrier bags, and they may be taken from you on arrival. Remove any shopping or duty-free bags before you fly, and use fabric pouches or packing cubes for toiletries and small items.</p>
<blockquote>Pack light, pack in soft colours, and leave room for the things you will bring home.</blockquote>
`,
  },
]
