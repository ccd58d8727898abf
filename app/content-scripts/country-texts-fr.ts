import type { CountryText } from '~/lib/catalogue'
import type { CountrySlug } from '~/content/countries'

// The four country pages in French (docs/glossary.md): the English pages' facts, written for French-speaking travellers.
export const countryTextsFr: Record<CountrySlug, CountryText> = {
  kenya: {
    tagline: 'Vastes plaines, lacs de la vallée du Rift et côte baignée par l’océan Indien',
    heroAlt:
      'Des éléphants traversant les plaines d’Amboseli, avec au loin le sommet enneigé du Kilimandjaro',
    highlights: [
      'Safaris en 4x4 dans le Maasai Mara',
      'Éléphants au pied du Kilimandjaro',
      'Plages de l’océan Indien',
    ],
    description: [
      'Le Kenya est le pays que beaucoup imaginent en rêvant de safari, bien avant d’y poser le pied, et il déçoit rarement. Les prairies ondulantes du Maasai Mara abritent toute l’année lions, guépards, éléphants et grands troupeaux d’herbivores ; de juillet à octobre environ, la migration des gnous remonte du Serengeti pour franchir la rivière Mara. Nous organisons vos journées dans le Mara autour de longs safaris en 4x4, sans précipitation, avec des départs matinaux, lorsque la lumière est douce et que les prédateurs sont encore en mouvement, et nous choisissons des camps adaptés à votre budget comme à votre façon de voyager.',
      'Au sud de Nairobi, Amboseli offre l’un des grands panoramas de l’Afrique : des familles d’éléphants traversant marais et étendues poussiéreuses, tandis que le Kilimandjaro se dresse de l’autre côté de la frontière, en Tanzanie, plus net que jamais aux premières heures du jour. Plus à l’est, Tsavo Est et Tsavo Ouest couvrent ensemble un immense territoire sauvage : éléphants teintés de rouge par la terre, anciennes coulées de lave, sources limpides et véritable sentiment d’espace. Dans la vallée du Rift, le lac Nakuru protège à la fois le rhinocéros noir et le rhinocéros blanc, tandis que le lac Naivasha invite à une pause paisible, avec des sorties en bateau parmi les hippopotames et les pygargues vocifères.',
      'Au nord de l’équateur, la région aride de Samburu abrite des espèces que l’on ne rencontre pas plus au sud, dont le zèbre de Grévy, la girafe réticulée et le gérénuk au long cou, tous attirés par les rives de l’Ewaso Ng’iro bordées de palmiers. Après la poussière des pistes, la côte n’est qu’à un court vol. Les longues plages de sable blanc de Diani s’étendent au sud de Mombasa, tandis qu’au nord, Watamu et Malindi offrent récifs coralliens, parcs marins et douceur de vivre swahilie. Beaucoup de nos voyageurs terminent leur safari au Kenya par quelques jours au bord de l’océan Indien ; nous organisons vols et transferts pour que ce changement de décor se fasse sans le moindre effort.',
    ],
    experiences: [
      {
        title: 'Safaris en 4x4 dans le Maasai Mara',
        text: 'Des sorties le matin et l’après-midi à travers les vastes prairies du Mara, avec de bonnes chances d’observer lions, léopards et guépards. Entre juillet et octobre, nous organisons vos journées en fonction des traversées de la rivière Mara par les gnous.',
      },
      {
        title: 'Les éléphants d’Amboseli',
        text: 'Observez les familles d’éléphants avancer dans les marais, avec le Kilimandjaro à l’horizon. Les matinées claires offrent la plus belle vue sur la montagne.',
      },
      {
        title: 'Les grands espaces de Tsavo',
        text: 'Explorez Tsavo Est et Tsavo Ouest, où les éléphants couverts de poussière rouge, les champs de lave et les bassins limpides des sources de Mzima promettent un safari plus sauvage et plus paisible.',
      },
      {
        title: 'Les lacs de la vallée du Rift',
        text: 'Partez à la recherche des rhinocéros et des flamants roses au lac Nakuru, puis embarquez sur le lac Naivasha parmi les hippopotames et les pygargues vocifères.',
      },
      {
        title: 'Les espèces du nord, à Samburu',
        text: 'Observez le zèbre de Grévy, la girafe réticulée, l’oryx beisa et le gérénuk dans le nord aride et sauvage du pays, le long des rives de l’Ewaso Ng’iro.',
      },
      {
        title: 'Quelques jours sur la côte',
        text: 'Détendez-vous sur les plages de Diani, partez en snorkeling sur les récifs de Watamu ou flânez dans la vieille ville de Mombasa jusqu’aux remparts de Fort Jesus.',
      },
    ],
    bestTimeNote:
      'De juin à octobre, la saison sèche offre la période classique du safari, et la migration des gnous se trouve généralement dans le Maasai Mara de juillet à octobre environ. Janvier et février sont également secs et chauds : une bonne période pour les parcs comme pour la côte. La grande saison des pluies s’étend de mi-mars à mai environ ; certains camps ferment alors et les pistes peuvent être boueuses. La petite saison des pluies apporte de brèves averses en novembre et début décembre.',
    entry: [
      'La plupart des voyageurs doivent obtenir une autorisation de voyage électronique (eTA), à demander en ligne avant le départ ; il n’existe pas de visa à l’arrivée.',
      'L’East Africa Tourist Visa (visa touristique est-africain, 100 dollars US, 90 jours, entrées multiples) couvre le Kenya, l’Ouganda et le Rwanda, à condition d’entrer d’abord dans le pays qui l’a délivré.',
      'Un certificat de vaccination contre la fièvre jaune est exigé si vous arrivez d’un pays à risque de fièvre jaune, et il est effectivement contrôlé.',
      'Votre passeport doit être valable au moins six mois après votre arrivée et comporter des pages vierges pour les tampons.',
      'Les règles évoluent : vérifiez les conditions en vigueur pour votre nationalité avant de partir ; nous vous aidons dans vos démarches.',
    ],
    airports: [
      { code: 'NBO', name: 'Aéroport international Jomo Kenyatta', city: 'Nairobi' },
      { code: 'MBA', name: 'Aéroport international Moi', city: 'Mombasa' },
    ],
    seoDescription:
      'Safaris au Kenya avec Tembo Safaris : Maasai Mara, Amboseli, Tsavo, lacs de la vallée du Rift, Samburu et la côte, un voyage conçu pour vous.',
  },
  uganda: {
    tagline: 'Notre pays : gorilles, chimpanzés et le Nil majestueux',
    heroAlt: 'Le Nil jaillissant d’une étroite gorge rocheuse aux chutes Murchison',
    highlights: ['Trek des gorilles de montagne', 'Chimpanzés de Kibale', 'Chutes Murchison sur le Nil'],
    description: [
      'L’Ouganda est notre pays, celui que nous connaissons le mieux. Il réunit une remarquable diversité sur un territoire modeste : forêts de montagne noyées dans la brume, lacs de cratère, savanes ouvertes et cours supérieur du Nil. Pour beaucoup de voyageurs, le moment fort est le trek des gorilles de montagne dans le parc national de la forêt impénétrable de Bwindi ou à Mgahinga, à l’extrême sud-ouest du pays. La marche peut durer de moins d’une heure à presque toute la journée, sur un terrain raide et boueux, mais l’heure passée auprès d’une famille de gorilles habituée à l’homme vous accompagnera longtemps après votre retour.',
      'La forêt de Kibale est l’un des meilleurs endroits d’Afrique pour suivre les chimpanzés, qui partagent la canopée avec plusieurs autres primates. De là, environ trois heures de route mènent au parc national Queen Elizabeth, où une croisière sur le canal de Kazinga vous rapproche des hippopotames, des buffles, des éléphants et d’une multitude d’oiseaux d’eau. Dans le secteur d’Ishasha, au sud du parc, les lions ont l’habitude de se reposer dans les branches des figuiers, un comportement observé en très peu d’endroits. Le lac Bunyonyi, avec ses collines en terrasses et ses îles paisibles, offre une étape reposante à proximité des parcs à gorilles.',
      'Au nord-ouest, le parc national de Murchison Falls doit son nom à l’endroit où le Nil, forcé à travers une étroite faille dans la roche, se précipite avec fracas dans la gorge en contrebas. Les safaris en 4x4 sur la rive nord permettent d’observer girafes de Rothschild, éléphants et lions, et une croisière vers l’amont s’achève dans les embruns, au pied des chutes. Si vous disposez de plus de temps, la vallée de Kidepo, dans le nord-est reculé, est sauvage, splendide et rarement fréquentée. Plus près de Kampala, Jinja se trouve à l’endroit où le Nil sort du lac Victoria : c’est le lieu idéal pour le rafting, le kayak et une excursion en bateau jusqu’à la source.',
    ],
    experiences: [
      {
        title: 'Trek des gorilles à Bwindi et Mgahinga',
        text: 'Suivez des pisteurs expérimentés à travers une forêt tropicale escarpée pour passer une heure auprès d’une famille de gorilles habituée à l’homme. Nous réservons vos permis gorilles bien avant votre voyage.',
      },
      {
        title: 'Trek des chimpanzés à Kibale',
        text: 'Entrez dans la forêt avec un ranger à la recherche d’une communauté de chimpanzés, généralement plus active le matin. Colobes bais et autres singes sont souvent aperçus en chemin.',
      },
      {
        title: 'Croisière sur le canal de Kazinga',
        text: 'Naviguez sur le canal qui relie le lac George au lac Édouard, dans le parc national Queen Elizabeth, le long d’hippopotames, de buffles et de rives peuplées d’oiseaux.',
      },
      {
        title: 'Les lions grimpeurs d’Ishasha',
        text: 'Scrutez les figuiers du secteur d’Ishasha, où les lions s’allongent souvent sur les branches pendant les heures chaudes de la journée.',
      },
      {
        title: 'Les chutes Murchison',
        text: 'Remontez le Nil en bateau jusqu’au pied des chutes, puis grimpez jusqu’au sommet pour voir le fleuve tout entier s’engouffrer dans son étroite gorge.',
      },
      {
        title: 'La source du Nil à Jinja',
        text: 'Partez en bateau jusqu’à l’endroit où le Nil quitte le lac Victoria, ou affrontez ses rapides en aval avec une équipe de rafting.',
      },
    ],
    bestTimeNote:
      'Les mois plus secs, de juin à septembre et de décembre à février, sont la meilleure période pour partir : les sentiers sont plus praticables dans les forêts à gorilles et à chimpanzés, et l’observation de la faune est excellente dans les parcs de savane. Le trek des gorilles se pratique toute l’année, mais pendant la grande saison des pluies, de mi-mars à mai environ, et la petite saison des pluies d’octobre et novembre, les sentiers forestiers sont plus boueux et les montées plus difficiles. La saison des pluies, c’est aussi moins de visiteurs, des paysages plus verts et des permis plus faciles à obtenir.',
    entry: [
      'Demandez votre e-visa ougandais en ligne avant le départ.',
      'L’East Africa Tourist Visa (visa touristique est-africain, 100 dollars US, 90 jours, entrées multiples) couvre l’Ouganda, le Kenya et le Rwanda, à condition d’entrer d’abord dans le pays qui l’a délivré.',
      'L’Ouganda exige de chaque voyageur, à son arrivée, un certificat de vaccination contre la fièvre jaune, quel que soit le pays de provenance.',
      'Votre passeport doit être valable au moins six mois après votre arrivée et comporter des pages vierges pour les tampons.',
      'Les règles évoluent : vérifiez les conditions en vigueur pour votre nationalité avant de partir ; nous vous aidons dans vos démarches.',
    ],
    airports: [{ code: 'EBB', name: 'Aéroport international d’Entebbe', city: 'Entebbe' }],
    seoDescription:
      'Safaris en Ouganda depuis notre base de Kampala : trek des gorilles à Bwindi, chimpanzés de Kibale, Queen Elizabeth, Murchison Falls et Kidepo, sur mesure.',
  },
  rwanda: {
    tagline: 'Le pays des mille collines, des forêts des volcans aux rives des lacs',
    heroAlt: 'Les volcans des Virunga dominant des collines verdoyantes cultivées en terrasses',
    highlights: ['Gorilles des Virunga', 'Passerelle de canopée de Nyungwe', 'Big Five dans l’Akagera'],
    description: [
      'Petit, verdoyant et facile à parcourir, le Rwanda offre de bonnes routes et de courtes distances entre ses parcs. La plupart des visiteurs viennent pour le parc national des Volcans, où les gorilles de montagne vivent parmi les bambous et la forêt, sur les pentes des volcans des Virunga. Les treks partent du quartier général du parc, à Kinigi, après un briefing matinal, et l’heure passée auprès d’une famille de gorilles justifie à elle seule, pour beaucoup, un si long voyage. Le même parc propose aussi le pistage des singes dorés et une randonnée jusqu’à la tombe de Dian Fossey, sur le site de son ancien camp de recherche, où elle repose auprès des gorilles qu’elle a étudiés.',
      'Au sud-ouest, le parc national de Nyungwe protège une vaste et très ancienne forêt tropicale de montagne. Le trek des chimpanzés y est parfois plus exigeant qu’ailleurs, car les grands singes se déplacent loin sur un terrain escarpé, mais la forêt elle-même est spectaculaire, avec ses colobes, ses orchidées et une passerelle de canopée suspendue très haut au-dessus d’une vallée. À l’est, le parc national de l’Akagera semble appartenir à un tout autre pays : lacs, marais de papyrus et savane vallonnée. Depuis la réintroduction des lions et des rhinocéros, il abrite de nouveau les Big Five, et les safaris en 4x4 comme les sorties en bateau sur le lac Ihema y sont très gratifiants.',
      'Entre deux parcs, le lac Kivu, à la frontière ouest, est un lieu de repos paisible, avec ses bateaux de pêche, ses baies tranquilles et ses villes au bord de l’eau comme Rubavu et Karongi. Kigali mérite à elle seule une journée : c’est une ville propre et ordonnée, dotée d’une scène gastronomique et artisanale pleine de vie. Nous invitons chaque voyageur à visiter le Mémorial du génocide de Kigali, qui retrace l’histoire du génocide perpétré contre les Tutsi en 1994 et la reconstruction du pays depuis lors. C’est une expérience bouleversante, qui aide à comprendre le Rwanda d’aujourd’hui ; c’est pourquoi nous lui réservons toujours le temps nécessaire dans votre itinéraire.',
    ],
    experiences: [
      {
        title: 'Trek des gorilles dans le parc national des Volcans',
        text: 'Montez à travers les bambous et la forêt de montagne, sur les pentes des Virunga, pour passer une heure auprès d’une famille de gorilles habituée à l’homme. Nous obtenons votre permis gorilles et organisons la journée en fonction de votre condition physique.',
      },
      {
        title: 'Pistage des singes dorés',
        text: 'Passez un moment auprès de joyeuses troupes de singes dorés, dans la zone des bambous. Une marche plus facile qu’un trek des gorilles, et un régal pour les photographes.',
      },
      {
        title: 'Randonnée jusqu’à la tombe de Dian Fossey',
        text: 'Montez à travers la forêt jusqu’au site du camp de recherche de Karisoke, où Dian Fossey est enterrée parmi les gorilles auxquels elle a consacré sa vie.',
      },
      {
        title: 'Chimpanzés et passerelle de canopée de Nyungwe',
        text: 'Suivez la piste des chimpanzés dans la forêt escarpée de Nyungwe, puis admirez la cime des arbres depuis une passerelle suspendue très haut au-dessus du fond de la vallée.',
      },
      {
        title: 'Safari dans la savane de l’Akagera',
        text: 'Partez à la recherche des lions, rhinocéros, éléphants, buffles et girafes lors de safaris en 4x4, et embarquez sur le lac Ihema parmi les hippopotames et les crocodiles.',
      },
      {
        title: 'Kigali et le Mémorial du génocide',
        text: 'Prenez le temps de visiter le Mémorial du génocide de Kigali pour comprendre le passé du pays, puis découvrez les marchés, les galeries et les cafés de la capitale.',
      },
    ],
    bestTimeNote:
      'De juin à septembre, la grande saison sèche est la meilleure période pour le trek des gorilles ; de décembre à février vient une seconde saison sèche, plus courte. Les treks ont lieu toute l’année, mais la grande saison des pluies, de mi-mars à mai environ, et la petite saison des pluies d’octobre et novembre rendent glissants les sentiers de Nyungwe et les pentes des volcans. Nyungwe étant une forêt tropicale humide, prévoyez une veste imperméable quel que soit le mois.',
    entry: [
      'Les visas sont délivrés à l’arrivée à l’aéroport international de Kigali et aux frontières terrestres, ou peuvent être demandés en ligne avant le départ ; certaines nationalités sont dispensées de visa.',
      'L’East Africa Tourist Visa (visa touristique est-africain, 100 dollars US, 90 jours, entrées multiples) couvre le Rwanda, le Kenya et l’Ouganda, à condition d’entrer d’abord dans le pays qui l’a délivré.',
      'Un certificat de vaccination contre la fièvre jaune est exigé si vous arrivez d’un pays à risque de fièvre jaune, comme l’Ouganda ou le Kenya, et il est effectivement contrôlé.',
      'Votre passeport doit être valable au moins six mois après votre arrivée et comporter des pages vierges pour les tampons.',
      'Les règles évoluent : vérifiez les conditions en vigueur pour votre nationalité avant de partir ; nous vous aidons dans vos démarches.',
    ],
    airports: [{ code: 'KGL', name: 'Aéroport international de Kigali', city: 'Kigali' }],
    seoDescription:
      'Safaris au Rwanda : gorilles et singes dorés au parc national des Volcans, chimpanzés de Nyungwe, safaris en 4x4 dans l’Akagera et lac Kivu, sur mesure.',
  },
  tanzania: {
    tagline: 'Le Serengeti, le cratère du Ngorongoro et Zanzibar, l’île aux épices',
    heroAlt: 'Des troupeaux en migration traversant les plaines du Serengeti, près d’un kopje rocheux',
    highlights: ['La Grande Migration', 'Le cratère du Ngorongoro', 'Les plages de Zanzibar'],
    description: [
      'La Tanzanie abrite certains des territoires de faune les plus célèbres au monde. Une grande partie de l’année, le Serengeti accueille la Grande Migration des gnous et des zèbres, qui décrit une longue boucle : elle atteint les prairies du sud en début d’année pour la mise bas, puis remonte vers le nord et la rivière Mara pendant la saison sèche. Des kopjes de granit ponctuent l’horizon et offrent aux lions et aux léopards un poste d’observation sur les plaines. Nous concevons votre itinéraire en fonction de l’endroit où les troupeaux devraient se trouver pendant votre voyage, et choisissons des camps qui vous placent au plus près de l’action.',
      'Le cratère du Ngorongoro est une immense caldeira volcanique intacte, dont le fond abrite une faune très dense, notamment lions, buffles, éléphants et une petite population de rhinocéros noirs. Tout près, Tarangire est réputé pour ses grands troupeaux d’éléphants et ses baobabs séculaires, surtout pendant les mois secs, lorsque les animaux se rassemblent le long de la rivière. Le lac Manyara, au pied de l’escarpement abrupt de la vallée du Rift, associe forêt alimentée par les eaux souterraines, lac alcalin peu profond et lions réputés pour grimper aux arbres. Ensemble, ces parcs forment le circuit nord classique, facilement accessible depuis Arusha.',
      'Le Kilimandjaro, point culminant de l’Afrique, domine les plaines du nord ; nous pouvons organiser son ascension complète ou simplement quelques jours sur ses contreforts. Dans le sud, le parc national de Nyerere, qui faisait autrefois partie de la réserve de faune de Selous, est idéal pour les safaris en bateau sur le fleuve Rufiji, tandis que Ruaha, plus à l’ouest, est connu pour ses grandes troupes de lions et ses éléphants. Tous deux sont bien plus vastes et plus paisibles que les parcs du nord, avec une chance d’y voir des lycaons. Enfin, après la poussière des plaines, Zanzibar n’est qu’à un court vol du continent : ruelles étroites et portes sculptées de Stone Town, plantations d’épices et plages de sable blanc le long des côtes nord et est de l’île.',
    ],
    experiences: [
      {
        title: 'La Grande Migration dans le Serengeti',
        text: 'Suivez les troupeaux de gnous et de zèbres à travers les plaines, des zones de mise bas du sud aux traversées de rivière du nord, selon la saison.',
      },
      {
        title: 'Montgolfière au-dessus du Serengeti',
        text: 'Survolez les plaines en montgolfière au lever du soleil, puis posez-vous pour un petit-déjeuner en pleine brousse.',
      },
      {
        title: 'Une journée dans le cratère du Ngorongoro',
        text: 'Descendez dans la caldeira pour une journée entière d’observation parmi les lions, les buffles, les zèbres et, avec un peu de chance, les rhinocéros noirs.',
      },
      {
        title: 'Éléphants et baobabs à Tarangire',
        text: 'Observez de grands troupeaux d’éléphants se déplacer entre des baobabs géants, tandis que la rivière Tarangire attire la faune pendant la saison sèche.',
      },
      {
        title: 'Le lac Manyara',
        text: 'Explorez la forêt alimentée par les eaux souterraines et les rives du lac, au pied de l’escarpement de la vallée du Rift, où vivent babouins, éléphants, oiseaux d’eau et lions grimpeurs.',
      },
      {
        title: 'Le Kilimandjaro',
        text: 'Gravissez le plus haut sommet d’Afrique avec une équipe de montagne expérimentée, ou faites une randonnée d’une journée sur ses basses pentes, entre plantations de café et forêt.',
      },
      {
        title: 'Le sud sauvage : Ruaha et Nyerere',
        text: 'Délaissez le circuit nord, très fréquenté, pour le sud reculé : safaris en bateau sur le fleuve Rufiji à Nyerere et grandes troupes de lions parmi les baobabs de Ruaha.',
      },
      {
        title: 'Zanzibar et Stone Town',
        text: 'Flânez dans les vieilles ruelles de Stone Town, visitez une plantation d’épices et terminez votre voyage sur le sable blanc de l’océan Indien.',
      },
    ],
    bestTimeNote:
      'De juin à octobre, c’est la saison sèche : les animaux se regroupent autour de l’eau à Tarangire, et la migration atteint le nord du Serengeti et la rivière Mara. Janvier et février correspondent à la saison des mises bas dans les plaines du sud du Serengeti et sont une belle période pour Zanzibar. La grande saison des pluies s’étend de mi-mars à mai environ, lorsque certains camps ferment, et la petite saison des pluies apporte des averses plus légères en novembre.',
    entry: [
      'Demandez votre e-visa tanzanien en ligne avant le départ ; un visa à entrée unique coûte 50 dollars US pour la plupart des nationalités et 100 dollars US pour les ressortissants des États-Unis.',
      'L’East Africa Tourist Visa ne couvre pas la Tanzanie : un voyage combiné nécessite donc aussi un visa tanzanien.',
      'Un certificat de vaccination contre la fièvre jaune est exigé si vous arrivez d’un pays à risque de fièvre jaune, y compris le Kenya et l’Ouganda, et il est effectivement contrôlé.',
      'Zanzibar vous impose de souscrire en ligne, avant votre arrivée, sa propre assurance voyage obligatoire, en plus de votre contrat d’assurance personnel.',
      'Votre passeport doit être valable au moins six mois après votre arrivée et comporter des pages vierges pour les tampons. Les règles évoluent : vérifiez les conditions en vigueur pour votre nationalité avant de partir ; nous vous aidons dans vos démarches.',
    ],
    airports: [
      { code: 'JRO', name: 'Aéroport international du Kilimandjaro', city: 'Arusha et Moshi' },
      { code: 'DAR', name: 'Aéroport international Julius Nyerere', city: 'Dar es Salaam' },
      { code: 'ZNZ', name: 'Aéroport international Abeid Amani Karume', city: 'Zanzibar' },
    ],
    seoDescription:
      'Safaris en Tanzanie : migration du Serengeti, cratère du Ngorongoro, Tarangire, lac Manyara, Kilimandjaro et plages de Zanzibar, sur mesure.',
  },
}
