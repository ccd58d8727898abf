// The home page in French (docs/glossary.md): the English copy's facts, written for French-speaking travellers.
import type { Partner, Place, Slide } from '../types'

export const slides: Slide[] = [
  {
    title: 'Des safaris sur mesure en Afrique de l’Est',
    text: 'Depuis notre base de Kampala, nous concevons des voyages en Ouganda, au Kenya, au Rwanda et en Tanzanie, pensés selon votre façon de voyager.',
    image: { scene: 'welcome-savanna', alt: 'Une savane dorée parsemée d’acacias sous un ciel immense' },
  },
  {
    title: 'À la rencontre des gorilles de montagne de Bwindi',
    text: 'Marchez à travers une forêt tropicale millénaire, dans le sud-ouest de l’Ouganda, pour passer une heure paisible auprès d’une famille de gorilles habituée à l’homme.',
    image: {
      scene: 'bwindi-gorilla',
      alt: 'Un gorille de montagne au repos dans une forêt tropicale dense et verdoyante',
    },
  },
  {
    title: 'Les girafes du Maasai Mara',
    text: 'Des ciels immenses, des prairies à perte de vue et de longs safaris en 4x4 avec des guides qui connaissent le Mara par cœur.',
    image: { scene: 'mara-giraffes', alt: 'Des girafes parmi les acacias dans le Maasai Mara' },
  },
  {
    title: 'Les lions grimpeurs d’Ishasha',
    text: 'Dans le secteur sud du parc national Queen Elizabeth, les lions se reposent dans les branches des figuiers pendant les heures chaudes de la journée.',
    image: { scene: 'queen-elizabeth-lion', alt: 'Un lion allongé sur la branche d’un figuier' },
  },
]

export const gameReserves: Place[] = [
  {
    name: 'Maasai Mara',
    country: 'Kenya',
    text: 'La réserve la plus célèbre du Kenya : grands félins, immenses troupeaux d’herbivores et, de juillet à octobre environ, gnous franchissant la rivière Mara. Les safaris en 4x4 y sont passionnants en toute saison.',
    image: {
      scene: 'mara-river-crossing',
      alt: 'Des gnous se jetant dans la rivière Mara pour la traverser',
    },
  },
  {
    name: 'Parc national de la forêt impénétrable de Bwindi',
    country: 'Ouganda',
    text: 'Une forêt tropicale ancienne et escarpée du sud-ouest de l’Ouganda, qui abrite une grande partie des gorilles de montagne de la planète. Les permis gorilles étant limités, nous réservons le vôtre bien avant votre voyage.',
    image: { scene: 'bwindi-gorilla', alt: 'Un gorille de montagne dans la forêt de Bwindi' },
  },
  {
    name: 'Parc national de l’Akagera',
    country: 'Rwanda',
    text: 'Lacs, marais de papyrus et savane ouverte dans l’est du Rwanda, où le retour du lion et du rhinocéros a reconstitué les Big Five. Une sortie en bateau sur le lac Ihema complète idéalement une journée de safari en 4x4.',
    image: {
      scene: 'akagera-lake',
      alt: 'Un lac paisible bordé de papyrus et de collines de savane dans l’Akagera',
    },
  },
]

export const coastalVisits: Place[] = [
  {
    name: 'Plage de Diani',
    country: 'Kenya',
    text: 'Une longue étendue de sable blanc au sud de Mombasa, bordée de palmiers et de forêt côtière. Idéale en famille ou pour se reposer après un safari, avec snorkeling, plongée et sorties en boutre à deux pas.',
    image: { scene: 'diani-beach', alt: 'Sable blanc et palmiers au bord d’une mer turquoise à Diani' },
  },
  {
    name: 'Zanzibar',
    country: 'Tanzanie',
    text: 'Une île de plantations d’épices, d’eaux turquoise et limpides et de vieilles ruelles swahilies à Stone Town. À un court vol du continent, c’est l’endroit idéal pour conclure un safari en Tanzanie.',
    image: { scene: 'zanzibar-dhow', alt: 'Un boutre en bois toutes voiles dehors au large de Zanzibar' },
  },
  {
    name: 'Plage de Nyali',
    country: 'Kenya',
    text: 'Une plage animée juste au nord de Mombasa, aux eaux calmes protégées par le récif, à proximité de la vieille ville et de Fort Jesus. Une base idéale pour les voyageurs qui souhaitent profiter de la côte tout en découvrant Mombasa.',
    image: {
      scene: 'nyali-beach',
      alt: 'Une plage bordée de palmiers et les eaux calmes d’un lagon à Nyali',
    },
  },
]

// The park authorities we buy travellers' permits and park entry from: a relation any trip of ours
// has, stated as it is. Tourism boards we only admire are not listed.
export const partners: Partner[] = [
  {
    name: 'Uganda Wildlife Authority',
    url: 'https://ugandawildlife.org',
    relation: 'Permis gorilles et chimpanzés, et droits d’entrée des parcs en Ouganda',
  },
  {
    name: 'Rwanda Development Board',
    url: 'https://www.visitrwanda.com',
    relation: 'Permis gorilles et singes dorés au parc national des Volcans',
  },
  {
    name: 'Kenya Wildlife Service',
    url: 'https://www.kws.go.ke',
    relation: 'Droits d’entrée des parcs nationaux du Kenya, comme Amboseli et Nakuru',
  },
  {
    name: 'Tanzania National Parks',
    url: 'https://www.tanzaniaparks.go.tz',
    relation: 'Droits d’entrée du Serengeti, de Tarangire et des autres parcs nationaux',
  },
]

export const intro: { title: string; paragraphs: string[] } = {
  title: 'Des safaris conçus par une équipe qui vit ici',
  paragraphs: [
    'Tembo Safaris est une agence de safari d’Afrique de l’Est basée à Kampala. Nous concevons et organisons des voyages privés en Ouganda, au Kenya, au Rwanda et en Tanzanie, du circuit simple et confortable au voyage de grand luxe, et nous construisons chaque itinéraire autour de vous plutôt qu’à partir d’un modèle figé.',
    'Dites-nous ce que vous rêvez de voir, de combien de temps vous disposez et comment vous aimez voyager : nous vous proposerons un itinéraire, les hébergements qui vous conviennent et la meilleure période pour partir. Une fois sur place, notre équipe est joignable 24 heures sur 24 : vous n’êtes jamais qu’à un appel de notre aide.',
  ],
}
