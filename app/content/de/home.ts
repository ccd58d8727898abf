// The home page in German (docs/glossary.md): the English copy's facts, written for German-speaking travellers.
import type { Partner, Place, Slide } from '../types'

export const slides: Slide[] = [
  {
    title: 'Maßgeschneiderte Safaris in ganz Ostafrika',
    text: 'Von unserem Sitz in Kampala aus planen wir Reisen durch Uganda, Kenia, Ruanda und Tansania – ganz so, wie Sie reisen möchten.',
    image: { scene: 'welcome-savanna', alt: 'Goldene Savanne mit Akazien unter einem weiten Himmel' },
  },
  {
    title: 'Begegnung mit den Berggorillas von Bwindi',
    text: 'Wandern Sie durch uralten Regenwald im Südwesten Ugandas und verbringen Sie eine stille Stunde mit einer an Menschen gewöhnten Gorillafamilie.',
    image: { scene: 'bwindi-gorilla', alt: 'Ein Berggorilla ruht im dichten grünen Regenwald' },
  },
  {
    title: 'Giraffen in der Maasai Mara',
    text: 'Weiter Himmel, offenes Grasland und ausgedehnte Pirschfahrten mit Guides, die die Mara bestens kennen.',
    image: { scene: 'mara-giraffes', alt: 'Giraffen fressen zwischen Akazien in der Maasai Mara' },
  },
  {
    title: 'Die baumkletternden Löwen von Ishasha',
    text: 'Im Süden des Queen-Elizabeth-Nationalparks ruhen Löwen während der heißesten Stunden des Tages in den Ästen von Feigenbäumen.',
    image: {
      scene: 'queen-elizabeth-lion',
      alt: 'Ein Löwe liegt ausgestreckt auf dem Ast eines Feigenbaums',
    },
  },
]

export const gameReserves: Place[] = [
  {
    name: 'Maasai Mara',
    country: 'Kenia',
    text: 'Das bekannteste Wildreservat Kenias: Großkatzen, riesige Herden von Steppentieren und von etwa Juli bis Oktober Gnus, die den Mara-Fluss durchqueren. Pirschfahrten lohnen sich hier zu jeder Jahreszeit.',
    image: {
      scene: 'mara-river-crossing',
      alt: 'Gnus stürzen sich in den Mara-Fluss, um ihn zu durchqueren',
    },
  },
  {
    name: 'Bwindi-Impenetrable-Nationalpark',
    country: 'Uganda',
    text: 'Ein steiler, uralter Regenwald im Südwesten Ugandas, in dem ein großer Teil aller Berggorillas der Welt lebt. Die Gorilla-Permits sind begrenzt, deshalb sichern wir Ihr Permit lange vor Ihrer Reise.',
    image: { scene: 'bwindi-gorilla', alt: 'Ein Berggorilla im Wald von Bwindi' },
  },
  {
    name: 'Akagera-Nationalpark',
    country: 'Ruanda',
    text: 'Seen, Papyrussümpfe und offene Savanne im Osten Ruandas, wo mit der Rückkehr von Löwe und Nashorn die Big Five wieder vollständig sind. Eine Bootsfahrt auf dem Ihema-See ergänzt einen Tag auf Pirschfahrt ganz wunderbar.',
    image: {
      scene: 'akagera-lake',
      alt: 'Ein ruhiger See, gesäumt von Papyrus und Savannenhügeln, im Akagera-Nationalpark',
    },
  },
]

export const coastalVisits: Place[] = [
  {
    name: 'Diani Beach',
    country: 'Kenia',
    text: 'Ein langer weißer Sandstrand südlich von Mombasa, gesäumt von Palmen und Küstenwald. Ideal für Familien und alle, die sich nach der Safari erholen möchten – Schnorcheln, Tauchen und Ausflüge mit der Dhau sind ganz in der Nähe möglich.',
    image: { scene: 'diani-beach', alt: 'Weißer Sand und Palmen an einem türkisfarbenen Meer in Diani' },
  },
  {
    name: 'Sansibar',
    country: 'Tansania',
    text: 'Eine Insel der Gewürzfarmen, des klaren türkisfarbenen Wassers und der alten Swahili-Gassen von Stone Town. Sie liegt nur einen kurzen Flug vom Festland entfernt und ist ein entspannter Abschluss für eine Safari in Tansania.',
    image: { scene: 'zanzibar-dhow', alt: 'Eine hölzerne Dhau unter Segeln vor der Küste Sansibars' },
  },
  {
    name: 'Nyali Beach',
    country: 'Kenia',
    text: 'Ein lebhafter Strand gleich nördlich von Mombasa, mit ruhigem Wasser innerhalb des Riffs und kurzen Wegen in die Altstadt und zum Fort Jesus. Eine gute Wahl für Reisende, die die Küste mit einem Eindruck von Mombasa verbinden möchten.',
    image: { scene: 'nyali-beach', alt: 'Palmengesäumter Strand und ruhiges Lagunenwasser in Nyali' },
  },
]

// The park authorities we buy travellers' permits and park entry from, as on the English page.
export const partners: Partner[] = [
  {
    name: 'Uganda Wildlife Authority',
    url: 'https://ugandawildlife.org',
    relation: 'Gorilla- und Schimpansen-Permits sowie der Eintritt in die Nationalparks Ugandas',
  },
  {
    name: 'Rwanda Development Board',
    url: 'https://www.visitrwanda.com',
    relation: 'Permits für Gorillas und Goldmeerkatzen im Volcanoes-Nationalpark',
  },
  {
    name: 'Kenya Wildlife Service',
    url: 'https://www.kws.go.ke',
    relation: 'Eintritt in die Nationalparks Kenias, etwa Amboseli und Nakuru',
  },
  {
    name: 'Tanzania National Parks',
    url: 'https://www.tanzaniaparks.go.tz',
    relation: 'Eintritt in die Serengeti, den Tarangire und die übrigen Nationalparks Tansanias',
  },
]

export const intro: { title: string; paragraphs: string[] } = {
  title: 'Safaris, geplant von Menschen, die hier zu Hause sind',
  paragraphs: [
    'Tembo Safaris ist ein ostafrikanischer Safari-Veranstalter mit Sitz in Kampala. Wir planen und begleiten private Reisen durch Uganda, Kenia, Ruanda und Tansania – von einfachen, komfortablen Touren bis hin zu Reisen voller Luxus – und gestalten jeden Reiseverlauf ganz nach Ihnen statt nach einer starren Vorlage.',
    'Erzählen Sie uns, was Sie erleben möchten, wie viel Zeit Sie haben und wie Sie am liebsten reisen. Wir schlagen Ihnen dann eine Route, die passenden Unterkünfte und die beste Reisezeit vor. Sobald Sie vor Ort sind, ist unser Team rund um die Uhr für Sie erreichbar – Hilfe ist also immer nur einen Anruf entfernt.',
  ],
}
