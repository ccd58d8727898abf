import type { PackageText } from '~/lib/catalogue'

// Packages 5 to 8 in French (docs/glossary.md): the English packages' facts, written for French-speaking travellers.
export const packageTextsFr2: Record<number, PackageText> = {
  5: {
    title: 'Le grand combiné safari de l’Afrique de l’Est',
    summary:
      'Deux semaines, quatre pays : le Maasai Mara, le Serengeti et le Ngorongoro, les chimpanzés de la forêt de Kibale en Ouganda et les gorilles de montagne du parc national des Volcans, au Rwanda.',
    intro: [
      'Voici le grand tour de l’Afrique de l’Est, pour les voyageurs qui souhaitent réunir en un seul voyage les grands paysages et les grands singes. Tout commence dans la savane, avec le Maasai Mara au Kenya, puis le Serengeti et le cratère du Ngorongoro en Tanzanie, deux moitiés d’un même écosystème. Vous y passez vos journées parmi les lions, les éléphants, les guépards et les troupeaux vagabonds de gnous et de zèbres, en compagnie d’un guide qui connaît ces plaines au fil des saisons.',
      'La seconde semaine vous emmène dans les forêts. À Kibale, en Ouganda, vous suivez la piste des chimpanzés sous les grands arbres de la forêt tropicale ; au Rwanda, vous gravissez les pentes des volcans des Virunga pour partager un moment avec une famille de gorilles de montagne. Les longs trajets se font en avion : les distances se comptent en heures, non en jours. La seule frontière que vous franchissez par la route, entre l’Ouganda et le Rwanda à Cyanika, se trouve à environ une heure de route du parc des gorilles. Notre équipe de Kampala coordonne chaque correspondance, et quelqu’un vous attend à chaque aéroport du parcours.',
    ],
    highlights: [
      'Safari dans le Maasai Mara, avec accès en avion léger',
      'Un camp dans le Serengeti choisi selon la saison',
      'Une matinée dans le cratère du Ngorongoro',
      'Trek des chimpanzés à Kibale',
      'Trek des gorilles de montagne au Rwanda',
      'Des vols pour les longues distances entre les parcs',
    ],
    included: [
      'Treize nuits dans les hôtels, camps et lodges indiqués',
      'Repas comme indiqué pour chaque journée',
      'Vols en avion léger de l’aéroport Wilson au Mara et retour, et d’Arusha au Serengeti',
      'Vols régionaux de Nairobi au Kilimandjaro et du Kilimandjaro à Entebbe',
      'Vol intérieur d’Entebbe à Kasese et vol charter de Kasese à Kisoro',
      'Véhicules privés avec guides anglophones dans chaque pays',
      'Par personne, un permis chimpanzés de Kibale et un permis gorilles au Rwanda',
      'Droits d’entrée du Maasai Mara, du Serengeti et du Ngorongoro, avec une descente dans le cratère',
      'Promenade dans le marais de Bigodi, ainsi que tous les accueils à l’aéroport et tous les transferts',
      'Eau en bouteille dans le véhicule',
    ],
    excluded: [
      'Vols internationaux vers Nairobi et retour depuis Kigali',
      'Visas et autorisations de voyage pour les quatre pays',
      'Assurance voyage, obligatoire',
      'Trek des singes dorés le dernier matin, en option',
      'Services de porteurs pendant les treks, à régler sur place le jour même',
      'Pourboires pour les guides, les rangers, les porteurs et le personnel des camps',
      'Boissons',
    ],
    cardImageAlt: 'Des animaux dispersés à travers les plaines du Serengeti',
    galleryAlts: [
      'Des girafes dans les vastes prairies du Mara',
      'Des animaux en train de paître au fond du cratère du Ngorongoro',
      'Un chimpanzé dans la canopée de la forêt tropicale',
      'Les volcans des Virunga se dressant au-dessus des collines',
    ],
    itinerary: [
      {
        title: 'Arrivée à Nairobi',
        text: 'Nous vous accueillons à l’aéroport international Jomo Kenyatta et vous conduisons dans un hôtel entouré de jardins, dans la banlieue verte de la ville. L’après-midi est libre pour vous reposer du vol. Au dîner, nous passons en revue avec vous les deux semaines à venir.',
        overnight: 'Nairobi',
        lodge: 'Hôtel de charme à Karen',
      },
      {
        title: 'Le Maasai Mara',
        text: 'Un avion léger vous emmène de l’aéroport Wilson jusqu’au Mara, où votre guide vous attend sur la piste d’atterrissage ; le premier safari en 4x4 commence sur la route du camp. Pendant deux jours, vous parcourez les plaines et les rives de la rivière, à la rencontre des troupes de lions, des guépards, des éléphants et des immenses troupeaux d’herbivores. De juillet à octobre environ, la migration des gnous se trouve généralement ici, et les traversées de la rivière deviennent possibles.',
        overnight: 'Maasai Mara',
        lodge: 'Camp sous tente près de la rivière Mara',
      },
      {
        title: 'Cap sur la Tanzanie',
        text: 'Après un dernier safari en 4x4 au petit matin, vous rentrez en avion à Nairobi, où vous prenez un court vol régional jusqu’à l’aéroport international du Kilimandjaro. Notre représentant vous y attend et vous conduit à votre hôtel, en bordure d’Arusha.',
        overnight: 'Arusha',
        lodge: 'Lodge entouré de jardins en bordure d’Arusha',
      },
      {
        title: 'Le Serengeti',
        text: 'Depuis l’aéroport domestique d’Arusha, un avion léger survole les Crater Highlands jusqu’à une piste du Serengeti, où vous attendent votre guide tanzanien et son véhicule, partis en avance par la route. Nous choisissons votre camp selon la saison, dans la zone où les troupeaux ont le plus de chances de se trouver. Deux journées complètes laissent le temps de longs safaris en 4x4, d’un déjeuner pique-nique en pleine plaine et de patienter auprès d’une observation plutôt que de repartir aussitôt.',
        overnight: 'Serengeti',
        lodge: 'Camp sous tente saisonnier dans le Serengeti',
      },
      {
        title: 'À travers les plaines jusqu’au Ngorongoro',
        text: 'Vous quittez le Serengeti en observant la faune en chemin, avec un arrêt aux gorges d’Olduvai, l’un des sites majeurs pour l’étude des origines de l’humanité. La route grimpe ensuite vers les hautes terres de l’aire de conservation du Ngorongoro. Vous passez la nuit sur le rebord du cratère, où l’air fraîchit à la nuit tombée.',
        overnight: 'Hautes terres du Ngorongoro',
        lodge: 'Lodge sur le rebord du cratère du Ngorongoro',
      },
      {
        title: 'Le cratère du Ngorongoro',
        text: 'Tôt le matin, vous descendez au fond du cratère, où lions, buffles, éléphants et hyènes côtoient gnous et zèbres, et où l’on aperçoit parfois des rhinocéros noirs. Après un déjeuner pique-nique, vous remontez du cratère, puis redescendez l’escarpement de la vallée du Rift jusqu’à Arusha.',
        overnight: 'Arusha',
        lodge: 'Lodge entouré de jardins en bordure d’Arusha',
      },
      {
        title: 'Envol pour l’Ouganda',
        text: 'Vous vous envolez du Kilimandjaro pour Entebbe, en vol direct ou via Nairobi selon les horaires du jour. Notre équipe de Kampala vous accueille et vous conduit à un hôtel au bord du lac Victoria. Si vous arrivez à temps, l’ancien jardin botanique, au bord du lac, se prête à une promenade facile et riche en oiseaux.',
        overnight: 'Entebbe',
        lodge: 'Hôtel en bord de lac à Entebbe',
      },
      {
        title: 'Les chimpanzés de Kibale',
        text: 'Un vol intérieur matinal jusqu’à Kasese, ou une route vers l’ouest via Fort Portal, vous mène à la forêt de Kibale. L’après-midi, une promenade guidée dans le marais de Bigodi, géré par la communauté locale, permet d’observer de nombreux oiseaux et plusieurs espèces de singes. Le lendemain matin, vous partez sur la piste des chimpanzés avec un ranger et passez une heure auprès du groupe une fois celui-ci trouvé ; l’après-midi est libre pour découvrir les lacs de cratère proches de la forêt.',
        overnight: 'Forêt de Kibale',
        lodge: 'Lodge en lisière de la forêt de Kibale',
      },
      {
        title: 'Vers les volcans des Virunga',
        text: 'De Kibale, environ deux heures de route vous mènent à la piste d’atterrissage de Kasese. Aucun vol régulier ne la relie au Rwanda et, par la route, le trajet demande une longue et fatigante journée : un vol charter vous emmène donc vers le sud, au-dessus du parc national Queen Elizabeth et de la forêt de Bwindi, jusqu’à Kisoro, à l’extrême sud-ouest de l’Ouganda. De là, un court trajet vous conduit au poste-frontière de Cyanika, où votre guide rwandais vous attend, puis il faut moins d’une heure pour rejoindre votre lodge près de Kinigi, où vous arrivez dans l’après-midi.',
        overnight: 'Parc national des Volcans (Kinigi)',
        lodge: 'Lodge près de Kinigi, parc national des Volcans',
      },
      {
        title: 'Les gorilles de montagne',
        text: 'Après un briefing au quartier général du parc, vous montez avec les rangers à travers les cultures et les bambous jusqu’à une famille de gorilles, sur les pentes des volcans. La marche peut être courte ou longue, selon l’endroit où la famille s’est déplacée pendant la nuit. Une fois auprès d’eux, vous disposez d’une heure entière pour observer, écouter et savourer pleinement l’instant.',
        overnight: 'Parc national des Volcans (Kinigi)',
        lodge: 'Lodge près de Kinigi, parc national des Volcans',
      },
      {
        title: 'Départ de Kigali',
        text: 'Si votre vol part en soirée, vous avez le temps, avant de partir, de faire un trek matinal des singes dorés dans les bambous. Vous reprenez ensuite la route de Kigali pour votre vol international, deux semaines et quatre pays après votre arrivée.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Moyenne saison',
      'Green season': 'Saison verte',
      'High season': 'Haute saison',
    },
    priceNote:
      'Prix par personne, sur la base de deux personnes partageant une chambre et des véhicules privés, dans des camps et des lodges confortables tout au long du voyage. Le trek des gorilles n’est ouvert qu’à partir de 15 ans et le trek des chimpanzés à Kibale à partir de 12 ans : il n’existe donc pas de tarif enfant. Un acompte de 30 % confirme votre réservation ; si le prix des permis, les droits d’entrée des parcs ou les tarifs aériens augmentent avant votre départ, nous vous en informons par écrit avant toute modification du prix.',
    feesNote:
      'Comprend un permis gorilles rwandais (1 500 dollars US), un permis chimpanzés de Kibale (250 dollars US), les droits d’entrée de la réserve du Maasai Mara (200 dollars US par jour de juillet à décembre, 100 dollars US le reste de l’année), les droits d’entrée du Serengeti (environ 83 dollars US par jour) et les droits de conservation du Ngorongoro (environ 71 dollars US par jour, TVA comprise). La taxe de service du cratère du Ngorongoro (environ 295 dollars US par véhicule) est incluse pour une descente.',
    seoDescription:
      'Quatorze jours au Kenya, en Tanzanie, en Ouganda et au Rwanda : Mara, Serengeti, Ngorongoro, chimpanzés de Kibale et gorilles des Virunga.',
  },
  6: {
    title: 'Escapade balnéaire au Kenya',
    summary:
      'Une semaine sur la côte swahilie du Kenya : la vieille ville de Mombasa et Fort Jesus, snorkeling sur le récif et longues plages de sable blanc, puis quelques jours de plus à Diani ou un court safari à Tsavo Est.',
    intro: [
      'La côte kényane possède un caractère bien à elle, façonné par des siècles de commerce dans l’océan Indien. La vieille ville de Mombasa est un dédale de ruelles étroites, de portes en bois sculpté et de balcons en surplomb, sur lequel veille Fort Jesus, la forteresse portugaise aujourd’hui inscrite au patrimoine mondial de l’UNESCO. Au-delà de l’île, les plages des côtes nord et sud s’étendent derrière un récif corallien frangeant qui garde les lagons calmes et limpides, parfaits pour la baignade.',
      'Les quatre premiers jours mêlent histoire et océan : une matinée dans la vieille ville, de paisibles après-midi sur le sable et une sortie en bateau vers les jardins de corail du parc marin. Ensuite, à vous de choisir. Restez sur la côte et descendez vers le sud, à Diani, pour profiter davantage de la mer, ou troquez la plage contre deux jours à Tsavo Est, où des éléphants teintés de rouge par la terre traversent de vastes plaines arides. Dans les deux cas, la semaine s’achève par votre vol retour.',
    ],
    highlights: [
      'Fort Jesus et la vieille ville de Mombasa',
      'Snorkeling dans le parc national marin de Mombasa',
      'Journées de plage sur la côte nord',
      'Au choix, la plage de Diani ou Tsavo Est',
      'Les éléphants teintés de rouge de Tsavo',
    ],
    included: [
      'Six nuits dans les hôtels de plage ou le camp indiqués',
      'Demi-pension sur la côte nord et pension complète les deux dernières nuits',
      'Transferts aéroport à Mombasa et tous les transferts routiers de l’itinéraire',
      'Matinée guidée dans la vieille ville, avec l’entrée à Fort Jesus',
      'Sortie en bateau et équipement de snorkeling dans le parc national marin de Mombasa',
      'Avec l’option Tsavo : safaris en 4x4 en véhicule privé avec un guide anglophone, et droits d’entrée du parc de Tsavo Est',
      'Eau en bouteille pendant les excursions',
    ],
    excluded: [
      'Vols internationaux, ainsi que le vol d’Ukunda à Nairobi',
      'Autorisation de voyage électronique (eTA) pour le Kenya',
      'Assurance voyage, obligatoire',
      'Excursions en option, comme la sortie en boutre à Kisite-Mpunguti ou une journée sur la côte sud',
      'Déjeuners sur la côte nord',
      'Boissons et pourboires',
    ],
    cardImageAlt: 'Les eaux turquoise du récif au large d’une plage de Mombasa',
    galleryAlts: [
      'Les remparts de Fort Jesus dominant le front de mer de Mombasa',
      'Un lagon limpide et le récif au large de la côte nord',
      'Des palmiers au-dessus du sable blanc de Diani',
      'Des éléphants teintés de rouge à Tsavo Est',
    ],
    itinerary: [
      {
        title: 'Mombasa, la vieille ville et le récif',
        text: 'Nous vous accueillons à l’aéroport international Moi et vous conduisons à un hôtel de plage, sur la côte au nord de la ville. Une matinée est consacrée à la vieille ville avec un guide local : vous découvrez Fort Jesus, bâti par les Portugais dans les années 1590, ainsi que les ruelles, les mosquées et les échoppes d’épices qui l’entourent. Une autre est réservée au parc national marin de Mombasa, où un bateau vous emmène au-dessus du récif pour faire du snorkeling parmi les coraux et les poissons de récif, idéalement autour de la marée basse. Le reste du temps appartient à la plage, sur la côte nord près de votre hôtel, ou le temps d’une journée sur les plages plus tranquilles de la côte sud.',
        overnight: 'Mombasa (côte nord)',
        lodge: 'Hôtel de plage sur la côte nord, à Nyali ou Bamburi',
      },
      {
        title: 'Extension balnéaire à Diani ou safari à Tsavo Est',
        text: 'À vous de choisir comment passer les deux dernières journées complètes. Restez au bord de la mer : nous vous emmenons vers le sud, à Diani, longue plage de sable blanc adossée à une forêt côtière où vivent des colobes, avec la possibilité d’une sortie en boutre jusqu’au parc marin de Kisite-Mpunguti, où l’on aperçoit souvent des dauphins. Ou partez vers l’intérieur des terres, à Tsavo Est, l’un des plus grands parcs du Kenya, pour des safaris en 4x4 à travers des plaines de terre rouge où éléphants, lions et buffles se rassemblent près de la rivière Galana et des points d’eau. Les deux options vous ramènent à Mombasa bien à temps pour votre vol.',
        overnight: 'Plage de Diani ou Tsavo Est',
        lodge: 'Hôtel de plage à Diani ou camp sous tente à Tsavo Est',
      },
      {
        title: 'Départ',
        text: 'De Diani ou de Tsavo, nous vous conduisons à l’aéroport international Moi de Mombasa pour votre départ, avec un arrêt pour le déjeuner si le temps le permet. Les voyageurs séjournant à Diani peuvent aussi rejoindre Nairobi en avion depuis la piste d’Ukunda, toute proche.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'High season': 'Haute saison',
      'Green season': 'Saison verte',
      'Shoulder season': 'Moyenne saison',
    },
    priceNote:
      'Prix par personne, sur la base de deux personnes partageant une chambre dans de bons hôtels de plage de catégorie intermédiaire, quelle que soit la fin de séjour choisie ; les hôtels appliquent un supplément pendant les fêtes de Noël et du Nouvel An. Le tarif enfant s’applique à un enfant de 2 à 11 ans partageant la chambre de deux adultes, et un acompte de 30 % confirme votre réservation.',
    feesNote:
      'Comprend l’entrée à Fort Jesus et les droits d’entrée du parc national marin de Mombasa pour la sortie snorkeling, ainsi que, si vous choisissez le safari, les droits d’entrée du parc de Tsavo Est pour les deux jours.',
    seoDescription:
      'Une semaine sur la côte kényane : vieille ville de Mombasa et Fort Jesus, snorkeling sur le récif et plages, puis Diani ou un court safari à Tsavo Est.',
  },
  7: {
    title: 'Escapade balnéaire à Zanzibar',
    summary:
      'Six jours à Zanzibar : plages de sable blanc, navigation en boutre et snorkeling sur le récif, puis deux nuits parmi les portes sculptées et les marchés aux épices de Stone Town.',
    intro: [
      'Zanzibar est la façon la plus simple de conclure un safari, et un beau voyage à part entière. Ses plages de sable corallien, blanc et doux, bordent des eaux qui passent du turquoise pâle au bleu profond, et de courts vols la relient à Arusha, Dar es Salaam et Nairobi. Votre séjour commence sur la côte : à l’est, où la marée se retire loin sur les platiers du récif, ou au nord, où la mer reste assez profonde pour se baigner à toute heure.',
      'La seconde partie du voyage appartient à Stone Town, le cœur historique de la ville de Zanzibar, inscrit au patrimoine mondial de l’UNESCO. Ses ruelles, dont beaucoup sont trop étroites pour les voitures, sont bordées de maisons en pierre de corail, de portes sculptées et de petites mosquées ; elles se savourent lentement, en compagnie d’un guide qui en connaît les histoires. Ajoutez une matinée dans une plantation d’épices et une soirée aux étals de Forodhani, et l’île se révèle pour ce qu’elle est : un carrefour entre l’Afrique, l’Arabie et l’Inde.',
    ],
    highlights: [
      'Trois nuits au bord de la plage',
      'Sortie en boutre et snorkeling à Mnemba',
      'Visite guidée à pied de Stone Town',
      'Une matinée dans une plantation d’épices',
      'Des soirées aux jardins de Forodhani',
    ],
    included: [
      'Cinq nuits dans l’hôtel de plage et l’hôtel de Stone Town indiqués',
      'Demi-pension sur la côte et petit-déjeuner à Stone Town',
      'Transferts aéroport et transferts routiers à Zanzibar',
      'Sortie en boutre avec équipement de snorkeling à l’atoll de Mnemba',
      'Visite guidée à pied de Stone Town, Vieux Fort compris',
      'Visite d’une plantation d’épices avec un guide local',
      'Eau en bouteille pendant les excursions',
    ],
    excluded: [
      'Vols internationaux et vols entre le continent et Zanzibar',
      'Visa tanzanien',
      'Assurance voyage, obligatoire, ainsi que l’assurance obligatoire exigée à l’entrée à Zanzibar',
      'Déjeuners, ainsi que les dîners à Stone Town',
      'Boissons et pourboires',
      'Activités en option, comme la plongée ou une sortie en bateau vers Prison Island',
    ],
    cardImageAlt: 'Un boutre sous voile au large de la côte de Zanzibar',
    galleryAlts: [
      'Un boutre traditionnel sous voile au coucher du soleil',
      'Une porte et un balcon en bois sculpté au bout d’une étroite ruelle de Stone Town',
      'Des palmiers penchés au-dessus du sable blanc et d’une mer turquoise',
      'Une pirogue sur un lagon calme à l’abri du récif, avec des palmiers sur le rivage',
    ],
    itinerary: [
      {
        title: 'Les plages de Zanzibar',
        text: 'Nous vous accueillons à l’aéroport et vous conduisons à travers l’île jusqu’à votre hôtel de plage. Sur la côte est, autour de Paje et de Jambiani, la marée rythme la journée : à marée basse, la mer se retire sur les platiers du récif, où les femmes des villages entretiennent des cultures d’algues, et à marée haute, le lagon se remplit de nouveau pour la baignade. La côte nord, autour de Nungwi et de Kendwa, offre des eaux plus profondes et des couchers de soleil sur la mer. D’un côté comme de l’autre, vous pouvez naviguer à bord d’un boutre traditionnel et faire du snorkeling sur les coraux de l’atoll de Mnemba, où l’on aperçoit souvent tortues et dauphins.',
        overnight: 'Zanzibar (côte est ou nord)',
        lodge: 'Hôtel de plage à Paje, sur la côte est, ou à Kendwa, au nord',
      },
      {
        title: 'Stone Town',
        text: 'Un transfert à travers l’île vous amène à Stone Town, inscrite au patrimoine mondial de l’UNESCO. Avec un guide local, vous parcourez ses ruelles, détaillez ses portes sculptées et cloutées de laiton, et visitez le Vieux Fort, dont les murs de pierre de corail abritent aujourd’hui des échoppes d’artisanat et une scène en plein air. Une matinée est consacrée à une plantation d’épices dans la campagne, où vous voyez, sentez et goûtez le clou de girofle, la muscade, la cannelle et la vanille là où ils poussent. Les soirées s’achèvent aux jardins de Forodhani, sur le front de mer, où les étals font griller les fruits de mer tandis que le soleil se couche sur le port.',
        overnight: 'Stone Town',
        lodge: 'Hôtel de caractère dans une maison restaurée de Stone Town',
      },
      {
        title: 'Départ',
        text: 'Après un dernier petit-déjeuner, nous vous conduisons à l’aéroport pour votre vol retour ou vers le continent. Si votre vol part tard, vous aurez le temps d’une dernière flânerie dans la vieille ville.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Moyenne saison',
      'Green season': 'Saison verte',
      'High season': 'Haute saison',
    },
    priceNote:
      'Prix par personne, sur la base de deux personnes partageant une chambre dans un hôtel de plage de catégorie intermédiaire et dans un hôtel de caractère à Stone Town ; les hôtels appliquent un supplément pendant les fêtes de Noël et du Nouvel An. Le tarif enfant s’applique à un enfant de 2 à 11 ans partageant la chambre de deux adultes, et un acompte de 30 % confirme votre réservation.',
    feesNote:
      'Comprend les droits de l’aire marine protégée de l’île de Mnemba pour la sortie snorkeling ainsi que l’entrée de la plantation d’épices. Cet itinéraire ne comporte aucun droit d’entrée de parc national.',
    seoDescription:
      'Six jours à Zanzibar : plages, boutre et snorkeling, puis les portes sculptées de Stone Town, une plantation d’épices et les soirées de Forodhani.',
  },
  8: {
    title: 'Le circuit classique de l’Ouganda',
    summary:
      'Dix jours sur le circuit classique de l’Ouganda au départ d’Entebbe : le Nil aux chutes Murchison, les chimpanzés de Kibale, le parc national Queen Elizabeth et son secteur d’Ishasha, et les gorilles de montagne de Bwindi.',
    intro: [
      'C’est l’itinéraire que nous proposons à celles et ceux qui découvrent l’Ouganda pour la première fois, car il montre tout ce que le pays recèle en dix jours. Il commence au nord-ouest, aux chutes Murchison, où le Nil tout entier s’engouffre dans une faille de la roche large d’environ sept mètres ; sur la rive nord, les safaris en 4x4 permettent d’observer girafes de Rothschild, éléphants, buffles et, avec un peu de patience, lions. En chemin, vous marchez avec des rangers parmi les rhinocéros blancs de Ziwa, un sanctuaire qui assure leur reproduction afin de réintroduire le rhinocéros dans les parcs ougandais.',
      'De là, la route file vers le sud en longeant l’ouest du pays. À Kibale, vous suivez la piste des chimpanzés sous les grands arbres de la forêt tropicale. Dans le parc national Queen Elizabeth, une croisière sur le canal de Kazinga vous mène parmi les hippopotames, les buffles et les oiseaux d’eau ; dans le paisible secteur d’Ishasha, au sud du parc, on trouve parfois des lions allongés dans les branches des figuiers. Le voyage s’achève dans le parc national de la forêt impénétrable de Bwindi, par une heure auprès d’une famille de gorilles de montagne, puis par un vol retour vers Entebbe plutôt qu’une longue journée de route.',
    ],
    highlights: [
      'Rhinocéros blancs à pied au sanctuaire de Ziwa',
      'Croisière jusqu’au pied des chutes Murchison',
      'Trek des chimpanzés dans la forêt de Kibale',
      'Croisière sur le canal de Kazinga',
      'À la recherche des lions grimpeurs d’Ishasha',
      'Trek des gorilles de montagne à Bwindi',
    ],
    included: [
      'Neuf nuits dans les hôtels, lodges et camps indiqués',
      'Repas comme indiqué pour chaque journée',
      '4x4 privé à toit relevable avec chauffeur-guide anglophone, d’Entebbe à Bwindi',
      'Par personne, un permis gorilles en Ouganda et un permis chimpanzés de Kibale',
      'Pistage des rhinocéros à pied au sanctuaire de rhinocéros de Ziwa',
      'Droits d’entrée des parcs nationaux de Murchison Falls et Queen Elizabeth',
      'Croisières sur le Nil à Murchison Falls et sur le canal de Kazinga',
      'Promenade dans le marais de Bigodi et promenade au village de Buhoma',
      'Vol régulier de Kihihi à Entebbe le dernier jour',
      'Transferts aéroport à Entebbe',
      'Eau en bouteille dans le véhicule',
    ],
    excluded: [
      'Vols internationaux vers et depuis Entebbe',
      'Visa ougandais ou East Africa Tourist Visa (visa touristique est-africain)',
      'Assurance voyage, obligatoire',
      'Pourboires pour les guides, les rangers, les pisteurs, les porteurs et le personnel des lodges',
      'Services de porteurs pendant les treks, à régler sur place le jour même',
      'Boissons',
      'Activités en option, comme une sortie en bateau vers le delta du Nil, à Murchison, à la recherche du bec-en-sabot',
      'Chambre de jour à Entebbe le dernier jour, que nous pouvons réserver pour vous',
    ],
    cardImageAlt: 'Le Nil se frayant un passage dans une étroite gorge rocheuse aux chutes Murchison',
    galleryAlts: [
      'Eaux blanches et embruns là où le Nil jaillit de la gorge, aux chutes Murchison',
      'Un chimpanzé assis sur une branche dans une forêt tropicale baignée de soleil',
      'Un lion et une lionne se reposant le long d’une branche de figuier au crépuscule',
      'Un gorille de montagne à dos argenté parmi les fougères, dans une forêt brumeuse',
    ],
    itinerary: [
      {
        title: 'Arrivée à Entebbe',
        text: 'Votre chauffeur-guide vous accueille à l’aéroport international d’Entebbe et vous conduit à un hôtel au bord du lac Victoria, à quelques minutes de route. Le reste de la journée vous permet de vous remettre du vol, pourquoi pas en flânant dans le jardin botanique au bord du lac. Au dîner, votre guide vous présente les dix jours à venir.',
        overnight: 'Entebbe',
        lodge: 'Hôtel en bord de lac à Entebbe',
      },
      {
        title: 'Pistage des rhinocéros à Ziwa, puis cap au nord vers Murchison',
        text: 'Une longue première journée, avec environ sept heures de route au total. Vous partez vers le nord en passant Kampala, puis traversez les terres agricoles de Luweero jusqu’au sanctuaire de rhinocéros de Ziwa, à environ quatre heures d’Entebbe, où un ranger vous guide à pied pour observer des rhinocéros blancs du Sud paissant dans la brousse. Après le déjeuner, la route continue via Masindi jusqu’au parc national de Murchison Falls, et vous atteignez votre lodge près de Paraa en fin d’après-midi.',
        overnight: 'Murchison Falls (Paraa)',
        lodge: 'Lodge surplombant le Nil près de Paraa',
      },
      {
        title: 'La rive nord et les chutes',
        text: 'À l’aube, le bac de Paraa vous fait traverser le Nil pour un safari en 4x4 sur la rive nord, où girafes de Rothschild, éléphants, buffles, cobes de Buffon et bubales de Jackson paissent parmi les rôniers, et où lions et léopards récompensent une recherche patiente. L’après-midi, un bateau remonte le fleuve, le long des hippopotames, des crocodiles et des éléphants venus boire au bord de l’eau, jusqu’au pied des chutes. Si vous en avez l’envie et la condition physique, le bateau peut vous déposer en contrebas des chutes pour une montée raide d’environ une heure jusqu’au sommet, où le fleuve tout entier s’engouffre dans la gorge.',
        overnight: 'Murchison Falls (Paraa)',
        lodge: 'Lodge surplombant le Nil près de Paraa',
      },
      {
        title: 'Cap au sud vers Kibale',
        text: 'Si vous n’avez pas fait la montée à pied depuis le bateau, vous vous arrêtez au sommet des chutes en quittant le parc : le sol y tremble sous la force du fleuve qui se précipite dans la gorge. La route file ensuite vers le sud via Hoima, à travers les terres agricoles et les plantations de thé de l’ouest de l’Ouganda, jusqu’à Fort Portal puis Kibale. C’est une longue journée de route, de sept à huit heures, entrecoupée d’une pause déjeuner, et vous rejoignez votre lodge en lisière de forêt à temps pour le dîner.',
        overnight: 'Forêt de Kibale',
        lodge: 'Lodge en lisière de la forêt de Kibale',
      },
      {
        title: 'Les chimpanzés de Kibale',
        text: 'Le trek commence par un briefing à Kanyanchu, le centre d’accueil des visiteurs du parc. Avec un ranger, vous suivez les cris et les traces fraîches de repas à travers la forêt jusqu’à trouver la communauté de chimpanzés, puis passez une heure auprès d’eux tandis qu’ils se nourrissent, s’épouillent et s’appellent, dans les arbres ou au sol. Colobes bais et cercopithèques ascagnes sont souvent aperçus en chemin. L’après-midi, une promenade dans le marais de Bigodi, géré par la communauté locale, est riche en oiseaux, dont le touraco géant, et permet d’observer plusieurs autres espèces de singes. Le trek des chimpanzés est réservé aux personnes âgées d’au moins 12 ans.',
        overnight: 'Forêt de Kibale',
        lodge: 'Lodge en lisière de la forêt de Kibale',
      },
      {
        title: 'Queen Elizabeth et le canal de Kazinga',
        text: 'Environ trois heures de route vous mènent au-delà de Fort Portal, le long du pied des monts Rwenzori, de l’autre côté de l’équateur et jusqu’aux plaines du parc national Queen Elizabeth. Après le déjeuner à votre lodge sur la péninsule de Mweya, une croisière l’après-midi sur le canal de Kazinga, la voie d’eau qui relie le lac George au lac Édouard, longe des groupes d’hippopotames, des buffles se vautrant dans les eaux peu profondes et des éléphants venus boire, tandis que pélicans, martins-pêcheurs et pygargues vocifères peuplent les rives.',
        overnight: 'Parc national Queen Elizabeth (Mweya)',
        lodge: 'Lodge sur la péninsule de Mweya, surplombant le canal de Kazinga',
      },
      {
        title: 'Les plaines de Kasenyi et Ishasha',
        text: 'Dès les premières lueurs, vous partez sur les plaines de Kasenyi, où les lions chassent parmi les troupeaux de cobes de Buffon et où les buffles paissent dans la savane ouverte. En fin de matinée, vous traversez le parc vers le sud jusqu’au secteur d’Ishasha, à environ trois heures de route, en observant la faune en chemin. L’après-midi, votre guide inspecte les grands figuiers où les lions d’Ishasha se reposent souvent pendant les heures chaudes de la journée. On ne les trouve pas à chaque visite, mais les vastes plaines paisibles, avec leurs topis, leurs buffles et presque aucun autre véhicule, sont un plaisir en soi.',
        overnight: 'Secteur d’Ishasha (parc national Queen Elizabeth)',
        lodge: 'Camp sous tente au bord de la rivière Ntungwe, dans le secteur d’Ishasha',
      },
      {
        title: 'Cap au sud vers Bwindi',
        text: 'Un dernier safari en 4x4 au petit matin à Ishasha vous offre une seconde chance d’apercevoir les lions dans les arbres. Vous partez ensuite vers le sud, à travers cultures et collines boisées, jusqu’à Buhoma, en lisière nord du parc national de la forêt impénétrable de Bwindi, à environ deux heures de route. L’après-midi, une promenade dans le village voisin de la forêt vous fait rencontrer les familles qui vivent aux abords du parc. Couchez-vous tôt : le trek commence peu après l’aube.',
        overnight: 'Bwindi (secteur de Buhoma)',
        lodge: 'Lodge en forêt à Buhoma',
      },
      {
        title: 'Les gorilles de montagne',
        text: 'La journée commence par un briefing au bureau du parc, avant votre départ avec les rangers, tandis que des pisteurs partent en avant pour localiser la famille de gorilles que vous allez rencontrer. Les rejoindre peut prendre une heure comme la majeure partie de la journée, sur des pentes raides et souvent boueuses ; des porteurs du village peuvent porter votre sac et vous donner un coup de main dans les montées. Auprès de la famille, vous disposez d’une heure, assez près pour les entendre se nourrir et regarder les petits jouer. Le trek des gorilles est réservé aux personnes âgées d’au moins 15 ans.',
        overnight: 'Bwindi (secteur de Buhoma)',
        lodge: 'Lodge en forêt à Buhoma',
      },
      {
        title: 'Vol retour vers Entebbe',
        text: 'Après le petit-déjeuner, environ une heure de route vous mène à la piste d’atterrissage de Kihihi pour le vol régulier vers Entebbe, qui vous épargne un trajet routier de neuf heures ou plus. Nous vous y accueillons et vous conduisons au terminal international pour votre vol retour ; si vous partez tard dans la soirée, nous pouvons réserver une chambre de jour au bord du lac.',
        overnight: '',
        lodge: '',
      },
    ],
    seasonNames: {
      'Shoulder season': 'Moyenne saison',
      'Green season': 'Saison verte',
      'High season': 'Haute saison',
    },
    priceNote:
      'Prix par personne, sur la base de deux personnes partageant une chambre et un véhicule privé, dans des lodges et des camps sous tente confortables de catégorie intermédiaire. Le trek des gorilles n’est ouvert qu’à partir de 15 ans et le trek des chimpanzés à partir de 12 ans : il n’existe donc pas de tarif enfant. Un acompte de 30 % confirme votre réservation ; si le prix des permis, les droits d’entrée des parcs ou le tarif du vol augmentent avant votre départ, nous vous en informons par écrit avant toute modification du prix.',
    feesNote:
      'Comprend un permis gorilles ougandais (800 dollars US), qui couvre l’entrée du parc le jour du trek, et un permis chimpanzés de Kibale (250 dollars US), qui couvre l’entrée à Kibale. Les droits d’entrée des parcs de Murchison Falls et Queen Elizabeth, les deux croisières et le pistage des rhinocéros à Ziwa sont également inclus.',
    seoDescription:
      'Dix jours en Ouganda depuis Entebbe : Murchison Falls, chimpanzés de Kibale, Queen Elizabeth et lions d’Ishasha, puis trek des gorilles à Bwindi.',
  },
}
