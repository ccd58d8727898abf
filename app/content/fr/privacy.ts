// The privacy policy in French (docs/glossary.md): the English policy's every commitment, written for French-speaking travellers.
import type { PrivacyContent } from '../pages'

export const privacy: PrivacyContent = {
  intro:
    'Cette politique de confidentialité explique quelles données personnelles Tembo Safaris recueille par l’intermédiaire de ce site et lorsque vous préparez un voyage avec nous, pourquoi nous les recueillons, avec qui nous les partageons et de quels choix vous disposez. Nous ne recueillons que ce dont nous avons besoin pour répondre à vos questions et organiser votre safari.',
  updated: '24 novembre 2026',
  sections: [
    {
      title: 'Les données que nous recueillons',
      paragraphs: [
        'Nous recueillons trois types d’informations : ce que vous saisissez dans un formulaire de ce site, quelques éléments de contexte sur la façon dont votre demande nous est parvenue, et les journaux techniques de base que conserve tout serveur web.',
        'Pour chaque demande, nous enregistrons la page du site depuis laquelle elle a été envoyée et, si votre visite provient d’un lien comportant des paramètres de campagne (utm), ces paramètres. Nous savons ainsi quelles pages, et lesquelles de nos annonces, les internautes trouvent utiles.',
        'Notre serveur conserve des journaux de base des requêtes, comprenant par exemple l’heure, la page demandée, votre adresse IP et le type de votre navigateur. Ils nous aident à assurer le bon fonctionnement et la sécurité du site.',
        'Nous n’utilisons aucun traceur publicitaire et nous ne constituons pas de profils de visiteurs à des fins publicitaires.',
        'Lorsque vous nous envoyez une demande ou un message, nous recevons les informations que vous choisissez de saisir. Selon le formulaire, il peut s’agir :',
      ],
      points: [
        'de vos nom, adresse e-mail et numéro de téléphone ;',
        'de votre pays de résidence ;',
        'des dates de voyage souhaitées et du nombre de voyageurs ;',
        'de vos préférences de voyage, par exemple le type d’hébergement, les activités ou le rythme que vous envisagez ;',
        'de tout message que vous nous écrivez.',
      ],
    },
    {
      title: 'L’utilisation de vos données',
      paragraphs: ['Nous utilisons les informations décrites ci-dessus pour :'],
      points: [
        'répondre à vos questions et préparer un voyage qui vous corresponde ;',
        'vous confirmer que nous avons bien reçu votre demande ;',
        'organiser et gérer votre safari une fois que vous avez décidé de réserver ;',
        'comprendre comment le site est utilisé et améliorer nos services.',
      ],
    },
    {
      title: 'Quand nous partageons vos données',
      paragraphs: [
        'Nous ne vendons jamais vos données personnelles et nous ne les transmettons à aucun tiers pour ses propres opérations de marketing.',
        'Si vous réservez un voyage, nous communiquons aux lodges, camps, compagnies aériennes, parcs nationaux et chauffeurs concernés les informations nécessaires à sa réalisation, par exemple le nom des voyageurs pour les permis des parcs ou les régimes alimentaires particuliers pour un lodge. Chacun ne reçoit que ce dont il a besoin pour sa part de votre voyage.',
        'Nous faisons également appel à un petit nombre de prestataires qui hébergent ce site et envoient des e-mails pour notre compte. Ils ne traitent vos données que pour nous fournir ces services.',
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        'Vous pouvez à tout moment nous demander une copie des données personnelles que nous détenons à votre sujet (nous vous l’envoyons sous la forme d’un fichier unique), leur rectification si elles sont inexactes, ou leur suppression. Vous pouvez également vous opposer à leur utilisation pour une finalité particulière. Si une réservation est en cours avec vous, nous pourrons être amenés à conserver certaines informations jusqu’à ce que le voyage et les formalités qui s’y rapportent soient terminés ; nous vous en informerons le cas échéant.',
        'Pour exercer ces droits, écrivez-nous à l’adresse e-mail indiquée sur notre page de contact. Nous traitons les données personnelles conformément à la législation applicable en matière de protection des données, notamment la loi ougandaise de 2019 sur la protection des données et de la vie privée (Data Protection and Privacy Act, 2019) et, pour les voyageurs qui se trouvent dans l’Union européenne ou au Royaume-Uni, le règlement général sur la protection des données (RGPD) de l’UE et son équivalent britannique, le UK GDPR.',
      ],
    },
    {
      title: 'Durée de conservation',
      paragraphs: [
        'Nous conservons vos demandes, nos échanges avec vous et les fichiers que vous nous envoyez pendant la préparation et le déroulement de votre voyage, puis pendant {retention} après la clôture de nos échanges : après le voyage, ou dès qu’il est établi que vous ne voyagerez pas avec nous. Cette durée nous permet de répondre à vos questions sur un voyage passé, de vous aider à préparer le suivant et de respecter nos obligations comptables.',
        'Ensuite, vos nom, adresse e-mail et numéro de téléphone sont remplacés par un simple marqueur, et ce que vous nous avez écrit, nos e-mails à votre attention et vos fichiers sont supprimés. Nous ne gardons que les éléments factuels de la demande (sa date d’arrivée, le voyage et les dates concernés, et si elle a abouti à une réservation), qui ne peuvent plus être rattachés à votre personne, afin que nos statistiques restent exactes.',
        'Si vous nous demandez de supprimer vos données plus tôt, nous procédons immédiatement de la même manière, sauf si une réservation en cours les rend nécessaires. Les copies conservées dans nos sauvegardes de secours, destinées à la reprise après sinistre, subsistent jusqu’au remplacement de ces sauvegardes ; si nous devions un jour en restaurer une, vos données en seraient de nouveau supprimées.',
      ],
    },
    {
      title: 'La protection de vos données',
      paragraphs: [
        'Nous faisons appel à des prestataires reconnus pour héberger ce site et envoyer nos e-mails, et l’accès aux demandes et aux dossiers de réservation est limité aux membres de l’équipe qui en ont besoin pour préparer et assurer votre voyage. Nous ne conservons les données personnelles que le temps nécessaire pour vous répondre, réaliser votre safari et respecter nos obligations légales et comptables.',
        'Aucun système n’est totalement exempt de risques, mais nous prenons des précautions raisonnables pour protéger ce que vous nous confiez et nous réexaminons nos dispositifs à mesure que notre activité se développe.',
      ],
    },
    {
      title: 'Modifications de cette politique',
      paragraphs: [
        'Nous pouvons mettre à jour cette politique si notre façon de travailler ou le site évolue. Le cas échéant, nous publierons la nouvelle version sur cette page et modifierons la date indiquée en haut. Si une modification concerne l’utilisation d’informations que vous nous avez déjà fournies, nous vous en informerons.',
      ],
    },
  ],
  seoDescription:
    'Comment Tembo Safaris recueille, utilise et protège vos informations quand vous préparez votre safari. Aucun traceur publicitaire, aucune revente de données.',
}
