// The About page in French (docs/glossary.md): the English copy's facts, written for French-speaking travellers.
import type { AboutContent } from '../pages'

export const about: AboutContent = {
  hero: {
    scene: 'safari-sunset',
    alt: 'Un véhicule de safari arrêté en pleine savane, tandis que le soleil se couche derrière un acacia solitaire',
  },
  title: 'À propos de Tembo Safaris',
  intro: [
    'Tembo Safaris est une agence de safari basée à Kampala, en Ouganda. Depuis 8 ans, nous concevons des voyages sur mesure en Ouganda, au Kenya, au Rwanda et en Tanzanie pour des voyageurs venus de l’étranger, et nous avons accompagné pendant cette période 2 000 clients dans ces 4 pays.',
    'Chaque voyage que nous organisons part d’une page blanche. Nous vous demandons comment vous aimez voyager, ce que vous espérez voir et le rythme que vous souhaitez donner à chaque journée, puis nous dessinons l’itinéraire, le tempo et les hébergements à partir de vos réponses. Certains voyageurs rêvent d’un camping simple sous un ciel immense ; d’autres apprécient le confort d’un beau lodge après une longue journée sur les pistes. Nous préparons les deux avec le même soin.',
    'Une fois en route, vous pouvez joindre notre équipe 24 heures sur 24, 7 jours sur 7. Si un vol est retardé, si le programme change ou si vous avez simplement une question, une personne qui connaît votre itinéraire vous répondra.',
  ],
  vision:
    'Être l’agence de safari d’Afrique de l’Est à laquelle les voyageurs font confiance pour leur faire découvrir la région avec honnêteté et discernement, d’une manière qui profite aux lieux visités et à celles et ceux qui y vivent.',
  mission:
    'Nous concevons chaque safari selon vos envies et votre budget, l’organisons avec un soin minutieux du détail et vous accompagnons à chaque étape, de la première question jusqu’au retour chez vous.',
  whyChooseUs: [
    {
      title: 'L’exigence professionnelle',
      text: 'Depuis 8 ans, nous apprenons à connaître les parcs, les routes et les lodges de l’Ouganda, du Kenya, du Rwanda et de la Tanzanie, au fil des saisons sèches et des saisons des pluies. Ce savoir nourrit chaque itinéraire : les distances sont réalistes, les horaires tiennent et tous les détails sont réglés avant votre arrivée.',
    },
    {
      title: 'Un voyage responsable',
      text: 'Chaque fois que cela convient à votre voyage, nous privilégions les lodges, camps et prestataires détenus par des acteurs locaux, afin qu’une plus grande part de vos dépenses reste dans les communautés que vous traversez. Nous encourageons une attitude respectueuse envers les habitants comme envers la faune, et nous concevons des itinéraires qui évitent les trajets inutiles.',
    },
    {
      title: 'Des rencontres authentiques',
      text: 'Nous voulons vous faire découvrir l’Afrique de l’Est telle qu’elle est, et non comme un décor de théâtre. En plus des grandes réserves de faune, nous pouvons prévoir des promenades dans les villages, des marchés locaux et des moments partagés avec les habitants des abords des parcs, organisés de façon à ce que votre visite soit bienvenue et équitable pour eux.',
    },
    {
      title: 'Un accompagnement attentif',
      text: 'Dès votre premier message, nous vous écoutons attentivement et vous répondons clairement. Pendant votre voyage, notre équipe est joignable jour et nuit, sept jours sur sept, et nous restons en contact avec votre chauffeur-guide et vos hôtes afin de régler rapidement le moindre problème.',
    },
    {
      title: 'La protection de la nature',
      text: 'Les droits d’entrée des parcs et les permis inclus dans votre voyage contribuent à financer la protection des habitats et des animaux que vous venez observer. Nos guides respectent les règles des parcs en matière de distances d’observation et de taille des groupes, et nous demandons à chaque voyageur de laisser les espaces sauvages tels qu’il les a trouvés.',
    },
  ],
  seoDescription:
    'Tembo Safaris, agence basée à Kampala : 8 ans de safaris sur mesure en Ouganda, au Kenya, au Rwanda et en Tanzanie, du camping aux lodges de luxe.',
}
