// The Terms and Conditions in French (docs/glossary.md): the English terms' every rule, with the booking terms' figures, for French-speaking travellers.
import type { TermsFor } from '../pages'
import type { BookingTerms } from '~/lib/booking-terms'

/** The ways to pay the operator takes, as the terms say them. */
function howToPay(money: BookingTerms, online: { card: boolean; mobileMoney: boolean }): string {
  const ways = [
    ...(online.card ? ['par carte'] : []),
    ...(online.mobileMoney ? ['par mobile money (M-Pesa, MTN MoMo ou Airtel Money)'] : []),
  ]
  const offline = [
    ...(money.bankDetails.trim() ? ['par virement bancaire'] : []),
    ...(money.paypalUrl.trim() ? ['via PayPal'] : []),
  ]
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}` : (items[0] ?? '')
  if (ways.length)
    return `Vous pouvez régler exactement le montant dû ${list(ways)}, directement depuis la page de votre réservation, accessible par le lien présent dans nos e-mails${offline.length ? ` ; ou bien ${list(offline)}, à l’aide des informations indiquées dans votre confirmation de réservation` : ''}.`
  if (offline.length)
    return `Vous pouvez régler ${list(offline)} : les informations nécessaires vous sont communiquées avec votre confirmation de réservation.`
  return 'Nous vous indiquerons comment régler avec votre confirmation de réservation.'
}

/** The cancellation clause in words, one sentence per notice (as cancellationClauses in ~/lib/booking-terms). */
function cancellationClauses(days: number): string[] {
  return [
    `En cas d’annulation plus de ${days} jours avant le début de votre voyage, nous vous remboursons l’intégralité de votre acompte.`,
    `En cas d’annulation ${days} jours ou moins avant le début de votre voyage, aucun remboursement n’est effectué.`,
  ]
}

export const termsFor: TermsFor = (money, online = { card: false, mobileMoney: false }) => ({
  intro:
    'Les présentes conditions générales de vente expliquent comment se déroule la réservation d’un safari avec Tembo Safaris : ce que vous payez et à quel moment, ce qui se passe si vos projets changent, et ce que chacun de nous peut attendre de l’autre. Nous vous invitons à les lire avant de confirmer votre voyage et à nous poser vos questions si un point vous semble peu clair.',
  updated: '22 novembre 2026',
  sections: [
    {
      title: 'Réservation et acompte',
      paragraphs: [
        `Votre réservation est confirmée dès réception d’un acompte de ${money.depositPercent} % du prix total du voyage. Nous vous en accuserons réception par écrit.`,
        'L’acompte n’est pas remboursable, sauf dans les cas prévus à la rubrique « Annulation » ci-dessous.',
      ],
    },
    {
      title: 'Paiement',
      paragraphs: [
        money.balanceDaysBefore === 0
          ? 'Le solde du prix du voyage est à régler en totalité avant le début de votre voyage.'
          : `Le solde du prix du voyage est à régler en totalité ${money.balanceDaysBefore} jours avant le début de votre voyage. Si vous réservez après cette échéance, le solde est à régler en même temps que l’acompte.`,
        howToPay(money, online),
      ],
    },
    {
      title: 'Annulation',
      paragraphs: [
        'Si vous devez annuler votre voyage, merci de nous en informer par écrit. Les conditions applicables dépendent du moment où nous en sommes informés :',
      ],
      points: cancellationClauses(money.cancellationDays),
    },
    {
      title: 'Assurance voyage',
      paragraphs: [
        'L’assurance voyage est obligatoire pour tous les voyageurs qui partent avec Tembo Safaris. Votre contrat devrait couvrir les frais médicaux et l’évacuation d’urgence ; nous vous recommandons qu’il couvre également l’annulation, afin de bénéficier d’une protection si vous devez annuler peu avant votre départ.',
      ],
    },
    {
      title: 'Modification des prix',
      paragraphs: [
        'Le prix de votre voyage est établi sur la base des droits d’entrée des parcs, des tarifs hôteliers et des coûts de transport en vigueur au moment où nous vous le communiquons. Si l’un de ces coûts augmente avant votre voyage, le prix peut lui aussi augmenter.',
        'Nous vous informerons toujours par écrit avant toute modification du prix de votre voyage.',
      ],
    },
    {
      title: 'Modifications de votre itinéraire',
      paragraphs: [
        'Si vous souhaitez modifier votre itinéraire après la réservation, contactez-nous : nous ferons de notre mieux pour répondre à votre demande. Toute différence de coût sera convenue avec vous avant que la modification ne soit effectuée.',
        'Il peut arriver que nous devions adapter un parcours, une activité ou un hébergement en raison de la météo, de l’état des routes, de la réglementation des parcs ou de la disponibilité d’un lodge. Le cas échéant, nous vous proposerons une solution de remplacement de niveau comparable et vous en expliquerons la raison.',
      ],
    },
    {
      title: 'Responsabilité',
      paragraphs: [
        'Nous préparons votre voyage avec soin et choisissons avec attention les lodges, les camps, les compagnies aériennes et les chauffeurs avec lesquels nous travaillons. Nombre de ces prestations sont assurées par des entreprises indépendantes, et nous ne pouvons être tenus responsables de leurs actes ou omissions, ni d’événements indépendants de notre volonté tels que des intempéries, des retards de vol, une maladie, des grèves ou des mesures prises par les autorités.',
        'La faune est sauvage : nous ne pouvons pas garantir que vous verrez tel ou tel animal. Nous demandons à chaque voyageur de suivre les consignes des guides et du personnel des parcs, données pour votre sécurité et pour le bien-être des animaux.',
      ],
    },
    {
      title: 'Réclamations',
      paragraphs: [
        'Si quelque chose ne va pas pendant votre voyage, signalez-le sans attendre à votre guide ou contactez notre équipe : elle est joignable 24 heures sur 24, 7 jours sur 7, et la plupart des problèmes peuvent être résolus sur place.',
        'Si, après votre retour, vous avez toujours un motif d’insatisfaction, écrivez-nous à l’adresse e-mail indiquée sur notre page de contact en décrivant ce qui s’est passé. Nous examinerons votre réclamation avec attention et vous répondrons par écrit.',
      ],
    },
  ],
  seoDescription: `Conditions de réservation de Tembo Safaris : acompte de ${money.depositPercent} %, paiement, annulation, assurance voyage obligatoire, modification des prix et réclamations.`,
})
