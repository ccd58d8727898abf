import type { PackageText } from '~/lib/catalogue'

// Packages 1 to 4 in French (docs/glossary.md): the English packages' facts, written for French-speaking travellers.
export const packageTextsFr1: Record<number, PackageText> = {
  1: {
    title: 'Gorilles et Big Five',
    summary:
      'Le pays des grands félins dans le Maasai Mara, au Kenya, puis un vol vers l’Ouganda pour partir à la rencontre des gorilles de montagne de Bwindi. Deux des plus belles rencontres de l’Afrique de l’Est en une seule semaine.',
    intro: [
      'Cette semaine s’adresse aux voyageurs qui souhaitent découvrir les deux visages de la faune d’Afrique de l’Est sans perdre de journées sur la route. Elle s’ouvre sur les prairies du Maasai Mara, où lions, éléphants, buffles et léopards partagent les plaines avec de grands troupeaux de zèbres, de topis et de gazelles. Votre guide sait lire le terrain de l’aube au crépuscule, connaît les endroits où les lions se sont reposés et sait quand attendre en silence près d’un fourré que quelque chose se produise.',
      'Puis le décor change du tout au tout. Des vols vous emmènent du Mara à Nairobi, puis à Entebbe et jusqu’à la piste d’atterrissage de Kihihi, en lisière du parc national de la forêt impénétrable de Bwindi. De là, vous pénétrez dans une forêt escarpée et ruisselante, en compagnie de rangers et de pisteurs, pour passer une heure auprès d’une famille de gorilles habituée à l’homme. Nous réservons les permis bien à l’avance et organisons chaque correspondance : le jour venu, il ne vous reste qu’à marcher.',
    ],
    highlights: [
      'Safaris en 4x4 à la recherche des lions, léopards, éléphants et buffles du Maasai Mara',
      'Camp sous tente surplombant la rivière Mara',
      'Des vols en petit avion plutôt que de longs trajets par la route',
      'Soirée au bord du lac Victoria, à Entebbe',
      'Promenade dans un village en lisière de Bwindi',
      'Une heure auprès d’une famille de gorilles de montagne',
    ],
    included: [
      'Six nuits dans les hôtels, camps et lodges indiqués',
      'Repas tels qu’indiqués pour chaque journée',
      'Vols en petit avion de l’aéroport Wilson au Maasai Mara, aller et retour',
      'Vol régional de Nairobi à Entebbe',
      'Vols intérieurs d’Entebbe à Kihihi, aller et retour',
      'Un permis gorilles ougandais par personne',
      'Droits d’entrée de la réserve du Maasai Mara',
      '4x4 privé avec guide anglophone dans le Mara et à Bwindi',
      'Transferts aéroport à Nairobi et à Entebbe, et promenade dans le village de Buhoma',
      'Eau en bouteille dans le véhicule',
    ],
    excluded: [
      'Vols internationaux vers Nairobi et retour depuis Entebbe',
      'Autorisation de voyage électronique (eTA) pour le Kenya et visa ougandais, ou East Africa Tourist Visa',
      'Assurance voyage, obligatoire',
      'Pourboires des guides, rangers, porteurs et du personnel des camps',
      'Service de porteurs pendant le trek des gorilles, à régler le jour même',
      'Boissons',
      'Chambre de jour à Entebbe le dernier jour, que nous pouvons réserver pour vous',
    ],
    cardImageAlt: 'Gorille de montagne se reposant dans une forêt dense',
    galleryAlts: [
      'Girafes traversant la savane ouverte du Mara',
      'Gorille de montagne au milieu d’un épais feuillage vert',
      'Gnous se jetant dans la rivière Mara pour la traverser',
      'Tentes de safari éclairées par des lanternes sous un ciel étoilé',
    ],
    itinerary: [
      {
        title: 'Arrivée à Nairobi',
        text: 'Notre chauffeur vous accueille dans le hall des arrivées de l’aéroport international Jomo Kenyatta et vous conduit jusqu’à un hôtel paisible, dans les quartiers résidentiels verdoyants de Nairobi. Le reste de la journée vous appartient pour vous remettre du voyage. Le soir, nous passons en revue avec vous la semaine à venir et répondons à vos dernières questions.',
        overnight: 'Nairobi',
        lodge: 'Hôtel de charme à Karen',
      },
      {
        title: 'Safaris en 4x4 dans le Maasai Mara',
        text: 'Le matin, un petit avion décolle de l’aéroport Wilson et vous dépose sur une piste du Mara, où votre guide vous attend avec un véhicule à toit ouvert. Pendant deux jours, vous partez aux heures où les animaux sont les plus actifs, à la recherche des lions, des guépards, des familles d’éléphants, des troupeaux de buffles et des léopards qui fréquentent les fourrés bordant la rivière. La réserve abrite aussi quelques rhinocéros noirs, mais ils sont très rarement aperçus : considérez toute rencontre comme un coup de chance plutôt que comme une étape du programme. Les soirées s’achèvent dans un camp sous tente au bord de la rivière Mara, au son des grognements des hippopotames dans l’eau en contrebas.',
        overnight: 'Maasai Mara',
        lodge: 'Camp sous tente au bord de la rivière Mara',
      },
      {
        title: 'Cap sur l’Ouganda',
        text: 'Après un dernier safari en 4x4 au petit matin, vous regagnez l’aéroport Wilson en avion, puis traversez Nairobi pour prendre le court vol international vers Entebbe. Notre équipe ougandaise vous accueille à l’arrivée et vous conduit à un hôtel au bord du lac Victoria. Le dîner se savoure face à l’eau, au son du chœur des oiseaux du soir.',
        overnight: 'Entebbe',
        lodge: 'Hôtel en bord de lac à Entebbe',
      },
      {
        title: 'Vol vers Bwindi',
        text: 'Un vol intérieur matinal vous emmène au-dessus des terres agricoles et des collines de l’ouest de l’Ouganda jusqu’à la piste de Kihihi, où votre guide vous attend pour la route vers le secteur de Buhoma, à Bwindi. L’après-midi, une promenade dans le village en lisière de forêt vous fait découvrir la communauté qui vit aux abords du parc. Couchez-vous tôt : les journées de trek commencent peu après l’aube.',
        overnight: 'Bwindi (secteur de Buhoma)',
        lodge: 'Lodge en forêt à Buhoma',
      },
      {
        title: 'Trek des gorilles',
        text: 'Après un briefing au bureau du parc, vous partez avec des rangers armés, tandis que les pisteurs vous précèdent pour localiser la famille que vous allez rencontrer. La marche peut durer une heure comme la majeure partie de la journée, sur des pentes raides et souvent boueuses ; des porteurs issus de la communauté locale sont là pour porter votre sac et vous offrir un bras sur lequel vous appuyer. Une fois auprès des gorilles, vous disposez d’une heure entière en leur compagnie pour les observer se nourrir, se toiletter et jouer. Les participants au trek doivent être âgés d’au moins 15 ans.',
        overnight: 'Bwindi (secteur de Buhoma)',
        lodge: 'Lodge en forêt à Buhoma',
      },
      {
        title: 'Départ',
        text: 'Un vol au départ de Kihihi vous ramène à Entebbe, où nous vous conduisons à l’aéroport international pour votre voyage de retour. Nous choisissons ce vol en fonction de votre correspondance et pouvons réserver une chambre de jour au bord du lac si vous partez tard le soir.',
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
      'Prix par personne, sur la base de deux personnes partageant une chambre et un véhicule privé, dans des camps sous tente et des lodges confortables. Le trek des gorilles n’étant ouvert qu’aux personnes de 15 ans et plus, il n’existe pas de tarif enfant. Un acompte de 30 % confirme votre réservation ; si les droits d’entrée des parcs ou les tarifs aériens augmentent avant votre départ, nous vous en informons par écrit avant toute modification du prix.',
    feesNote:
      'Comprend un permis gorilles ougandais (800 dollars US), qui couvre l’entrée dans le parc le jour du trek, ainsi que les droits d’entrée de la réserve du Maasai Mara (200 dollars US par jour de juillet à décembre, 100 dollars US de janvier à juin).',
    seoDescription:
      'Sept jours du Maasai Mara (Kenya) à la forêt de Bwindi (Ouganda) : safaris en 4x4 chez les grands félins, puis trek des gorilles. Sur mesure, par Tembo Safaris.',
  },
  2: {
    title: 'La vallée du Grand Rift',
    summary:
      'Hippopotames du lac Naivasha et rhinocéros du lac Nakuru dans la vallée du Rift, au Kenya, grands félins du Maasai Mara, puis une longue journée de route par-delà la frontière jusqu’au Serengeti et au cratère du Ngorongoro, pour finir à Arusha.',
    intro: [
      'La vallée du Grand Rift façonne tout ce voyage. Peu après Nairobi, le terrain plonge au bord de l’escarpement et vous descendez vers les lacs qui jalonnent le fond de la vallée : Naivasha, lac d’eau douce peuplé d’hippopotames et de pygargues vocifères, et Nakuru, lac alcalin au cœur d’un parc clôturé qui protège à la fois le rhinocéros noir et le rhinocéros blanc. De là, la route file vers l’ouest jusqu’au Maasai Mara, où les prairies s’ouvrent à perte de vue et où les prédateurs tiennent le premier rôle.',
      'Le sixième jour, vous entrez en Tanzanie par la route, en passant la frontière entre Isebania et Sirari, où un guide et un véhicule tanzaniens prennent le relais pour le reste du voyage. C’est la plus longue journée du circuit : 10 à 13 heures du Mara au centre du Serengeti, car la route directe entre les deux parcs est fermée aux voyageurs depuis des décennies et le poste frontière ouvert le plus proche se trouve bien plus à l’ouest. La récompense, c’est le Serengeti lui-même, la partie sud, la plus vaste, du même écosystème que le Mara. Le voyage se termine par une matinée au fond du cratère du Ngorongoro et une dernière descente de l’escarpement du Rift jusqu’à Arusha.',
    ],
    highlights: [
      'Point de vue sur l’escarpement de la vallée du Rift',
      'Sortie en bateau parmi les hippopotames de Naivasha',
      'Safari à pied sur Crescent Island',
      'Rhinocéros noirs et blancs au lac Nakuru',
      'Deux jours dans le Maasai Mara',
      'Plaines du Serengeti et cratère du Ngorongoro',
    ],
    included: [
      'Sept nuits dans les hôtels, lodges et camps indiqués',
      'Repas tels qu’indiqués pour chaque journée',
      '4x4 privé à toit ouvrant avec guide anglophone au Kenya, puis guide et véhicule tanzaniens à partir de Sirari',
      'Droits d’entrée des parcs et réserves du lac Nakuru, du Maasai Mara, du Serengeti et de l’aire de conservation du Ngorongoro',
      'Un safari en 4x4 au fond du cratère du Ngorongoro',
      'Sortie en bateau sur le lac Naivasha et marche guidée sur Crescent Island',
      'Assistance pour les formalités frontalières à Isebania et à Sirari',
      'Transfert à l’arrivée à Nairobi et dépose à Arusha ou à l’aéroport international du Kilimandjaro',
      'Eau en bouteille dans le véhicule',
    ],
    excluded: [
      'Vols internationaux vers Nairobi et retour depuis le Kilimandjaro',
      'Autorisation de voyage électronique (eTA) pour le Kenya et visa tanzanien',
      'Assurance voyage, obligatoire',
      'Pourboires des guides et du personnel des lodges',
      'Boissons',
      'Activités facultatives, comme un vol en montgolfière au-dessus du Mara ou la visite d’un village massaï',
      'Une nuit à Arusha si votre vol part le lendemain',
    ],
    cardImageAlt: 'Flamants roses marchant dans l’eau le long d’un lac de la vallée du Rift',
    galleryAlts: [
      'Flamants roses sur la rive d’un lac de la vallée du Rift',
      'Girafes traversant les plaines du Mara',
      'Troupeaux dispersés dans les plaines du Serengeti',
      'Animaux au fond du cratère du Ngorongoro',
    ],
    itinerary: [
      {
        title: 'Arrivée à Nairobi',
        text: 'Nous vous accueillons à l’aéroport international Jomo Kenyatta et vous conduisons à votre hôtel, dans un quartier plus calme de la ville. Après un long vol, l’après-midi est consacré au repos. Votre guide vous rejoint le soir pour vous présenter l’itinéraire et les journées à venir.',
        overnight: 'Nairobi',
        lodge: 'Hôtel avec jardin à Karen',
      },
      {
        title: 'Descente vers le lac Naivasha',
        text: 'Vous quittez Nairobi après le petit-déjeuner et faites halte à un point de vue sur l’escarpement, d’où le fond de la vallée du Rift s’étend à vos pieds. Au lac Naivasha, une sortie en bateau l’après-midi vous permet d’approcher les groupes d’hippopotames et les pygargues vocifères. Elle est suivie d’une marche guidée sur Crescent Island, où girafes, zèbres et gnous paissent sans avoir de prédateurs à craindre.',
        overnight: 'Lac Naivasha',
        lodge: 'Lodge au bord du lac Naivasha',
      },
      {
        title: 'Parc national du lac Nakuru',
        text: 'Un court trajet vers le nord vous mène au lac Nakuru, dont les clôtures protègent l’une des plus importantes populations de rhinocéros du Kenya. Vous passez la journée à la recherche des rhinocéros noirs et blancs, des girafes de Rothschild, ainsi que des lions et des léopards qui chassent dans les bois d’acacias à écorce jaune. Le nombre de flamants roses varie avec le niveau de l’eau : certaines visites révèlent une rive toute rose, d’autres seulement quelques groupes épars. Avant de quitter le parc, montez jusqu’à Baboon Cliff pour profiter de la vue sur le lac.',
        overnight: 'Lac Nakuru',
        lodge: 'Lodge dans le parc national du lac Nakuru',
      },
      {
        title: 'Le Maasai Mara',
        text: 'La route file vers l’ouest en passant par Narok, ville de marché, puis gagne les prairies ondulantes du Mara, à temps pour un safari en 4x4 l’après-midi. Le lendemain se passe entièrement dans la réserve, avec un pique-nique à bord du véhicule pour rester là où se déroule l’action. De juillet à octobre environ, la migration des gnous se trouve généralement dans le Mara, et votre guide saura où les troupeaux se rassemblent le long de la rivière.',
        overnight: 'Maasai Mara',
        lodge: 'Camp sous tente près de la rivière Talek, Maasai Mara',
      },
      {
        title: 'La longue route vers la Tanzanie',
        text: 'C’est la plus longue journée du voyage : 10 à 13 heures du Mara au centre du Serengeti, en partie sur des routes en mauvais état. Vous partez aux premières lueurs avec un petit-déjeuner à emporter, roulez vers l’ouest jusqu’à la frontière à Isebania, accomplissez les formalités des deux côtés et retrouvez votre guide tanzanien à Sirari. La route traverse ensuite terres agricoles et petites villes jusqu’à la porte d’Ikoma du Serengeti, et le dernier tronçon jusqu’au camp est un safari à lui seul ; vous arrivez en fin d’après-midi ou en début de soirée. Si vous préférez ne pas passer la journée sur la route, interrogez-nous sur l’option en avion : elle oblige à repasser par Nairobi et Arusha, coûte nettement plus cher et prend malgré tout la majeure partie de la journée.',
        overnight: 'Centre du Serengeti',
        lodge: 'Camp sous tente dans le secteur de Seronera, au centre du Serengeti',
      },
      {
        title: 'Du Serengeti aux hautes terres du cratère',
        text: 'Un safari en 4x4 matinal dans la vallée de Seronera, réputée pour ses lions et ses léopards résidents, précède la route vers le sud-est à travers les plaines d’herbe rase. Vous quittez le parc à Naabi Hill et montez dans l’aire de conservation du Ngorongoro, où les éleveurs massaïs font paître leur bétail au milieu de la faune. Vous passez la nuit sur le rebord frais et boisé du cratère ou dans la campagne agricole juste en contrebas.',
        overnight: 'Hautes terres du Ngorongoro',
        lodge: 'Lodge sur le rebord du cratère du Ngorongoro ou lodge dans une ferme près de Karatu',
      },
      {
        title: 'Cratère du Ngorongoro et Arusha',
        text: 'Vous descendez dans le cratère aux premières lueurs, lorsque le fond est calme et les animaux actifs. Lions, buffles, éléphants, hyènes et zèbres y vivent, et avec un peu de chance vous apercevrez l’un des rhinocéros noirs du cratère. Après un pique-nique, vous remontez, puis descendez l’escarpement du Rift en passant par Mto wa Mbu jusqu’à Arusha, pour la suite de votre voyage ou un vol en soirée depuis l’aéroport international du Kilimandjaro.',
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
      'Prix par personne, sur la base de deux personnes partageant une chambre et un véhicule privé, dans des lodges et des camps sous tente de catégorie intermédiaire. Le tarif enfant s’applique toute l’année à un enfant de 5 à 15 ans partageant la chambre de deux adultes. Un acompte de 30 % confirme votre réservation ; si les droits d’entrée des parcs augmentent avant votre départ, nous vous en informons par écrit avant toute modification du prix.',
    feesNote:
      'Comprend les droits d’entrée de la réserve du Maasai Mara (200 dollars US par jour de juillet à décembre, 100 dollars US le reste de l’année), les droits d’entrée du Serengeti (environ 83 dollars US par jour, TVA comprise), les droits de conservation du Ngorongoro (environ 71 dollars US par jour, TVA comprise) et la taxe de service du cratère (environ 295 dollars US par véhicule pour la descente). Les droits d’entrée du parc du lac Nakuru et l’accès à Crescent Island sont également inclus.',
    seoDescription:
      'Huit jours dans la vallée du Grand Rift : lacs Naivasha et Nakuru, Maasai Mara, Serengeti et cratère du Ngorongoro, jusqu’à Arusha.',
  },
  3: {
    title: 'Chimpanzés et volcans',
    summary:
      'Les chimpanzés de la forêt de Nyungwe, au Rwanda, les gorilles de montagne et les singes dorés sur les pentes des volcans des Virunga, puis une nuit paisible au bord du lac Bunyonyi, en Ouganda.',
    intro: [
      'Compact, verdoyant et facile à parcourir, le Rwanda est le lieu tout désigné pour rencontrer les grands singes d’Afrique de l’Est. Cette semaine vous conduit d’abord à Nyungwe, une vaste forêt tropicale de montagne au sud-ouest du pays, où des chimpanzés habitués à l’homme se nourrissent haut dans la canopée et où une passerelle suspendue vous permet de contempler la cime des arbres. De là, la route longe la rive du lac Kivu vers le nord, en direction des volcans.',
      'Le parc national des Volcans protège le versant rwandais de la chaîne des Virunga, où vivent les gorilles de montagne et les singes dorés, une espèce que l’on voit rarement en dehors de ces montagnes. Après une matinée auprès des uns, puis une autre auprès des autres, vous passez la frontière ougandaise pour une dernière nuit au bord du lac Bunyonyi, un lac profond parsemé d’îles et entouré de collines en terrasses. C’est l’endroit idéal pour ralentir avant la route du retour vers Kigali, environ quatre heures, passage de la frontière à Katuna compris.',
    ],
    highlights: [
      'Trek des chimpanzés dans la forêt de Nyungwe',
      'Passerelle de canopée de Nyungwe',
      'Route panoramique le long du lac Kivu',
      'Gorilles de montagne dans le parc national des Volcans',
      'Pistage des singes dorés dans les bambous',
      'Sortie en canoë sur le lac Bunyonyi',
    ],
    included: [
      'Six nuits dans les hôtels et lodges indiqués',
      'Repas tels qu’indiqués pour chaque journée',
      '4x4 privé avec chauffeur-guide anglophone au Rwanda et en Ouganda',
      'Un permis gorilles rwandais par personne',
      'Permis de trek des chimpanzés à Nyungwe et droit d’accès à la passerelle de canopée',
      'Permis pour les singes dorés dans le parc national des Volcans',
      'Visite du Mémorial du génocide de Kigali avec votre guide',
      'Sortie en canoë sur le lac Bunyonyi',
      'Transferts aéroport à Kigali',
      'Eau en bouteille dans le véhicule',
    ],
    excluded: [
      'Vols internationaux aller et retour vers Kigali',
      'Visas rwandais et ougandais, ou East Africa Tourist Visa',
      'Assurance voyage, obligatoire',
      'Pourboires des guides, rangers, pisteurs et porteurs',
      'Service de porteurs pendant les treks, à régler le jour même',
      'Boissons',
      'Activités facultatives, comme la randonnée jusqu’à la tombe de Dian Fossey',
    ],
    cardImageAlt: 'Sommets volcaniques au-dessus des collines verdoyantes du Rwanda',
    galleryAlts: [
      'Volcans des Virunga dans la brume, au-dessus de terres cultivées',
      'Chimpanzé assis dans la canopée de la forêt',
      'Gorille de montagne dans une forêt dense et verdoyante',
      'Îles et collines en terrasses sur le lac Bunyonyi',
    ],
    itinerary: [
      {
        title: 'Arrivée à Kigali',
        text: 'Accueil à l’aéroport international de Kigali et transfert à votre hôtel, dans une capitale réputée pour ses rues impeccables et son rythme paisible. Selon votre heure d’arrivée, nous vous recommandons de visiter le Mémorial du génocide de Kigali, une introduction grave et essentielle à l’histoire récente du pays. Le dîner est servi à votre hôtel ou dans un restaurant en ville.',
        overnight: 'Kigali',
        lodge: 'Hôtel de charme à Kigali',
      },
      {
        title: 'Cap au sud vers Nyungwe',
        text: 'La route vers le sud-ouest traverse les collines du centre du Rwanda, avec une pause déjeuner à Huye, ville universitaire. Le dernier tronçon grimpe à travers les plantations de thé jusqu’à la lisière de la forêt, et vous vous installez dans un lodge proche du parc en fin d’après-midi. Colobes noir et blanc et cercopithèques de L’Hoest sont souvent aperçus le long de la route qui traverse la forêt.',
        overnight: 'Forêt de Nyungwe',
        lodge: 'Lodge dans la plantation de thé de Gisakura, à Nyungwe',
      },
      {
        title: 'Trek des chimpanzés',
        text: 'Les treks des chimpanzés partent avant l’aube, car ces grands singes se déplacent rapidement dès qu’ils commencent à se nourrir. Avec un ranger, vous descendez dans la forêt par des sentiers jusqu’à trouver le groupe, puis passez une heure à l’observer dans les arbres ou au sol. Sur ce terrain escarpé, ce sont les chimpanzés qui donnent le rythme : de bonnes chaussures de randonnée et un peu de patience sont précieuses. L’après-midi, parcourez la passerelle de canopée, un pont suspendu très haut au-dessus d’un ravin boisé.',
        overnight: 'Forêt de Nyungwe',
        lodge: 'Lodge dans la plantation de thé de Gisakura, à Nyungwe',
      },
      {
        title: 'Le long du lac Kivu jusqu’aux volcans',
        text: 'Aujourd’hui, une longue et belle route vous mène vers le nord en longeant le lac Kivu, entre des coteaux abrupts plantés de bananiers et de caféiers qui plongent vers l’eau. Après un déjeuner au bord du lac, vous poursuivez au-delà de Rubavu jusqu’au pied des volcans des Virunga. Vous arrivez en soirée dans un lodge proche du parc.',
        overnight: 'Parc national des Volcans (Kinigi)',
        lodge: 'Lodge près de Kinigi, parc national des Volcans',
      },
      {
        title: 'Les gorilles de montagne',
        text: 'Après un briefing matinal au quartier général du parc, à Kinigi, les rangers vous attribuent une famille de gorilles et vous rejoignez en voiture le point de départ du sentier. La montée traverse des terres cultivées avant d’entrer dans les bambous et la forêt de montagne, sur le flanc d’un volcan, et peut durer de moins d’une heure à plusieurs heures. Auprès de la famille, vous disposez d’une heure entière, sans hâte, assez près pour entendre les gorilles se nourrir. L’après-midi est libre pour vous reposer.',
        overnight: 'Parc national des Volcans (Kinigi)',
        lodge: 'Lodge près de Kinigi, parc national des Volcans',
      },
      {
        title: 'Singes dorés et lac Bunyonyi',
        text: 'Le trek de ce matin est plus facile : une marche dans les bambous à la recherche d’une troupe de singes dorés, vifs, au pelage éclatant et toujours affairés. Vous passez ensuite en Ouganda à Cyanika, traversez Kisoro et franchissez les collines jusqu’au lac Bunyonyi. L’après-midi est consacré au farniente, avec peut-être une sortie en canoë parmi les îles à la tombée du jour.',
        overnight: 'Lac Bunyonyi',
        lodge: 'Lodge au bord du lac Bunyonyi',
      },
      {
        title: 'Retour à Kigali',
        text: 'Pagayez tôt le matin ou attardez-vous simplement au petit-déjeuner au-dessus du lac avant la route du retour vers Kigali : environ quatre heures, passage de la frontière à Katuna (Gatuna côté rwandais) compris, où les formalités des deux côtés peuvent prendre jusqu’à une heure. Nous organisons l’horaire en fonction de votre vol ; un départ en soirée convient donc le mieux à cette journée et, s’il vous reste quelques heures, les boutiques d’artisanat et les cafés de Kigali offrent une agréable dernière étape.',
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
      'Prix par personne, sur la base de deux personnes partageant une chambre et un véhicule privé, dans des lodges confortables proches de chaque parc. Le trek des gorilles n’étant ouvert qu’aux personnes de 15 ans et plus, il n’existe pas de tarif enfant. Un acompte de 30 % confirme votre réservation ; si le prix des permis ou les droits d’entrée des parcs augmentent avant votre départ, nous vous en informons par écrit avant toute modification du prix.',
    feesNote:
      'Comprend un permis gorilles rwandais (1 500 dollars US), un permis de trek des chimpanzés à Nyungwe (environ 150 dollars US), un permis pour les singes dorés (100 dollars US) et le droit d’accès à la passerelle de canopée de Nyungwe.',
    seoDescription:
      'Chimpanzés de Nyungwe, gorilles et singes dorés du parc national des Volcans au Rwanda, dernière nuit au lac Bunyonyi en Ouganda : une semaine de grands singes.',
  },
  4: {
    title: 'La Grande Migration du Serengeti',
    summary:
      'Dix jours dans le nord de la Tanzanie sur les traces de la migration des gnous, avec des camps choisis selon la saison, sans oublier les éléphants de Tarangire et une matinée dans le cratère du Ngorongoro.',
    intro: [
      'La migration n’est pas un événement à date fixe, mais un circuit qui dure toute l’année. Gnous et zèbres parcourent le Serengeti et remontent jusqu’au Maasai Mara, au Kenya, en quête d’herbe fraîche : ils mettent bas dans les plaines du sud en début d’année et traversent la rivière Mara, dans le nord du Serengeti, pendant les mois secs. Comme les troupeaux ne cessent de se déplacer, nous nous déplaçons avec eux : vos camps sont choisis en fonction du mois de votre voyage, pour vous placer là où les animaux ont le plus de chances de se trouver.',
      'Autour de ce fil conducteur, l’itinéraire réunit le meilleur du circuit nord de la Tanzanie. D’abord les baobabs et les troupeaux d’éléphants de Tarangire, puis le lac Manyara, au pied de l’escarpement du Rift, plusieurs jours dans le Serengeti et une matinée au fond du cratère du Ngorongoro. Un vol en montgolfière à l’aube au-dessus des plaines peut être ajouté pour celles et ceux qui souhaitent découvrir le Serengeti vu du ciel. Le voyage commence et se termine à Arusha, à proximité de l’aéroport international du Kilimandjaro.',
    ],
    highlights: [
      'Éléphants et baobabs à Tarangire',
      'La forêt alimentée par les eaux souterraines du lac Manyara',
      'Grands félins autour de Seronera',
      'Des camps placés au plus près de la migration',
      'Halte aux gorges d’Olduvai',
      'Premières lueurs au fond du cratère du Ngorongoro',
    ],
    included: [
      'Neuf nuits dans les lodges et camps sous tente indiqués, avec des camps choisis selon le mois',
      'Repas tels qu’indiqués pour chaque journée',
      '4x4 privé à toit ouvrant avec guide anglophone pendant tout le voyage',
      'Droits d’entrée des parcs de Tarangire, du lac Manyara et du Serengeti',
      'Redevances de concession pour les camps situés dans le Serengeti',
      'Droits de l’aire de conservation du Ngorongoro et une descente dans le cratère',
      'Entrée aux gorges d’Olduvai',
      'Transferts aller et retour à l’aéroport international du Kilimandjaro',
      'Eau en bouteille dans le véhicule',
    ],
    excluded: [
      'Vols internationaux aller et retour vers le Kilimandjaro',
      'Visa tanzanien',
      'Assurance voyage, obligatoire',
      'Vol en montgolfière au-dessus du Serengeti, à réserver à l’avance en supplément',
      'Pourboires des guides et du personnel des camps',
      'Boissons',
      'Vols et nuits pour une extension à Zanzibar',
    ],
    cardImageAlt: 'Gnous sautant dans une rivière pour la traverser',
    galleryAlts: [
      'Troupeaux en migration dans les plaines du Serengeti',
      'Gnous se ruant à travers une rivière',
      'Montgolfière au-dessus du Serengeti à l’aube',
      'Prairie et lac à l’intérieur du cratère du Ngorongoro',
    ],
    itinerary: [
      {
        title: 'Arrivée à Arusha',
        text: 'Vous atterrissez à l’aéroport international du Kilimandjaro, où votre guide vous accueille pour vous conduire à un lodge niché dans une plantation de café, aux abords d’Arusha. Par temps clair, le mont Meru se dresse le soir derrière la ville. Reposez-vous, défaites vos bagages et passez en revue le programme avec votre guide au dîner.',
        overnight: 'Arusha',
        lodge: 'Lodge dans une plantation de café aux abords d’Arusha',
      },
      {
        title: 'Parc national de Tarangire',
        text: 'Tarangire est réputé pour ses éléphants, qui se rassemblent en grands groupes familiaux le long de la rivière Tarangire tout au long de la saison sèche. Des baobabs séculaires dominent la savane, et le parc est riche en oiseaux comme en lions, girafes et buffles. Vous passez la journée en safari en 4x4 et dormez dans un camp sous tente situé dans le parc ou à proximité.',
        overnight: 'Tarangire',
        lodge: 'Camp sous tente dans le parc national de Tarangire ou à proximité',
      },
      {
        title: 'Le lac Manyara',
        text: 'Une matinée dans le parc national du lac Manyara vous fait traverser la forêt alimentée par les eaux souterraines, au pied de l’escarpement de la vallée du Rift, où troupes de babouins et singes bleus se déplacent dans les arbres. On y trouve parfois des lions au repos dans les branches des acacias. Après le déjeuner, vous gravissez l’escarpement jusqu’aux terres agricoles verdoyantes des environs de Karatu, tout près de l’entrée du Ngorongoro.',
        overnight: 'Karatu',
        lodge: 'Lodge dans une ferme, sur les collines près de Karatu',
      },
      {
        title: 'Centre du Serengeti',
        text: 'Vous traversez les hautes terres du Ngorongoro, avec un court détour par les gorges d’Olduvai, l’un des sites clés de l’étude des origines de l’humanité, et entrez dans le Serengeti à Naabi Hill. Le secteur de Seronera, au cœur du parc, accueille la faune toute l’année : lions sur les affleurements rocheux, léopards le long des vallées fluviales et guépards dans les plaines ouvertes. Si vous avez ajouté le safari en montgolfière, le décollage a lieu à l’aube du deuxième matin et le vol se termine par un petit-déjeuner en pleine savane.',
        overnight: 'Centre du Serengeti (Seronera)',
        lodge: 'Camp sous tente dans le secteur de Seronera',
      },
      {
        title: 'Sur les traces des troupeaux',
        text: 'Vous partez maintenant là où se trouvent les troupeaux. De décembre à mars environ, ce sont les plaines du sud, où les petits naissent vers février ; de juillet à octobre environ, l’extrême nord, où les gnous traversent la rivière Mara. Les mois intermédiaires, les troupeaux traversent généralement le centre et l’ouest du Serengeti, et nous plaçons votre camp en conséquence. Votre guide suit leur progression jour après jour : ces deux journées se passent donc avec les animaux plutôt qu’à leur recherche.',
        overnight: 'Sud ou nord du Serengeti (selon la saison)',
        lodge: 'Camp sous tente saisonnier dans les plaines du sud ou près de la rivière Mara',
      },
      {
        title: 'Retour vers les hautes terres',
        text: 'Vous regagnez les hautes terres du Ngorongoro en observant la faune en chemin. Depuis les plaines du sud, le trajet est court ; depuis le nord, il faut compter une journée entière en véhicule, entrecoupée d’un pique-nique dans le centre du Serengeti. Vous passez la nuit sur le rebord du cratère, où les soirées sont assez fraîches pour qu’un feu soit le bienvenu.',
        overnight: 'Hautes terres du Ngorongoro',
        lodge: 'Lodge sur le rebord du cratère du Ngorongoro',
      },
      {
        title: 'Le cratère du Ngorongoro',
        text: 'Descendez aux premières lueurs dans le cratère, un monde clos de prairies, de marais et de lac alcalin. Lions, buffles, éléphants, hyènes et zèbres vivent tous au fond du cratère, l’un des endroits les plus propices de Tanzanie pour observer le rhinocéros noir. Le déjeuner est un pique-nique près d’une mare à hippopotames, avant la remontée vers le rebord pour une dernière soirée dans les hautes terres.',
        overnight: 'Hautes terres du Ngorongoro',
        lodge: 'Lodge sur le rebord du cratère du Ngorongoro',
      },
      {
        title: 'Retour à Arusha',
        text: 'Après un petit-déjeuner sans hâte, vous redescendez l’escarpement jusqu’à Arusha pour le déjeuner, puis continuez vers l’aéroport international du Kilimandjaro pour votre vol. Si vous souhaitez terminer par quelques jours au bord de la mer, c’est le point de départ tout trouvé pour rejoindre Zanzibar.',
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
      'Prix par personne, sur la base de deux personnes partageant une chambre et un véhicule privé, dans des camps sous tente et des lodges de catégorie intermédiaire à supérieure. Le tarif enfant s’applique toute l’année à un enfant de 5 à 15 ans partageant la chambre de deux adultes. Un acompte de 30 % confirme votre réservation ; si les droits d’entrée des parcs augmentent avant votre départ, nous vous en informons par écrit avant toute modification du prix.',
    feesNote:
      'Comprend les droits d’entrée du Serengeti (environ 83 dollars US par jour, TVA comprise), les droits de conservation du Ngorongoro (environ 71 dollars US par jour, TVA comprise) et une descente dans le cratère (taxe de service du cratère d’environ 295 dollars US par véhicule). Les droits d’entrée des parcs de Tarangire et du lac Manyara, les redevances de concession du Serengeti et l’entrée aux gorges d’Olduvai sont également inclus.',
    seoDescription:
      'Suivez la migration des gnous en 10 jours de safari en Tanzanie : Tarangire, lac Manyara, camps choisis selon la saison au Serengeti et cratère du Ngorongoro.',
  },
}
