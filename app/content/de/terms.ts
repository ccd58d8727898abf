// The Terms and Conditions in German (docs/glossary.md): the English terms' every rule, with the booking terms' figures, for German-speaking travellers.
import type { TermsFor } from '../pages'
import type { BookingTerms } from '~/lib/booking-terms'

/** The ways to pay the operator takes, as the terms say them. */
function howToPay(money: BookingTerms, online: { card: boolean; mobileMoney: boolean }): string {
  const ways = [
    ...(online.card ? ['per Karte'] : []),
    ...(online.mobileMoney ? ['per Mobile Money (M-Pesa, MTN MoMo oder Airtel Money)'] : []),
  ]
  const offline = [
    ...(money.bankDetails.trim() ? ['per Banküberweisung'] : []),
    ...(money.paypalUrl.trim() ? ['über PayPal'] : []),
  ]
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} oder ${items.at(-1)}` : (items[0] ?? '')
  if (ways.length)
    return `Sie können genau den fälligen Betrag ${list(ways)} bezahlen, direkt auf der Seite Ihrer Buchung, die Sie über den Link in unseren E-Mails erreichen${offline.length ? `; alternativ ${list(offline)}, mit den Angaben aus Ihrer Buchungsbestätigung` : ''}.`
  if (offline.length)
    return `Sie können ${list(offline)} bezahlen – die Angaben dazu erhalten Sie mit Ihrer Buchungsbestätigung.`
  return 'Wie Sie bezahlen können, teilen wir Ihnen mit Ihrer Buchungsbestätigung mit.'
}

/** The cancellation clause in words, one sentence per notice (as cancellationClauses in ~/lib/booking-terms). */
function cancellationClauses(days: number): string[] {
  return [
    `Bei einer Stornierung mehr als ${days} Tage vor Reisebeginn erstatten wir Ihnen Ihre Anzahlung in voller Höhe.`,
    `Bei einer Stornierung ${days} Tage oder weniger vor Reisebeginn erfolgt keine Erstattung.`,
  ]
}

export const termsFor: TermsFor = (money, online = { card: false, mobileMoney: false }) => ({
  intro:
    'Diese Allgemeinen Geschäftsbedingungen legen fest, wie die Buchung einer Safari bei Tembo Safaris abläuft: was Sie wann bezahlen, was geschieht, wenn sich Pläne ändern, und was wir voneinander erwarten dürfen. Bitte lesen Sie sie, bevor Sie Ihre Reise bestätigen, und sprechen Sie uns an, wenn etwas unklar ist.',
  updated: '22. November 2026',
  sections: [
    {
      title: 'Buchung und Anzahlung',
      paragraphs: [
        `Ihre Buchung ist bestätigt, sobald wir eine Anzahlung in Höhe von ${money.depositPercent} % des Gesamtpreises der Reise erhalten haben. Den Zahlungseingang bestätigen wir Ihnen schriftlich.`,
        'Die Anzahlung wird nicht erstattet, außer wie unten unter „Stornierung“ beschrieben.',
      ],
    },
    {
      title: 'Zahlung',
      paragraphs: [
        money.balanceDaysBefore === 0
          ? 'Die Restzahlung des Reisepreises ist in voller Höhe vor Beginn Ihrer Reise fällig.'
          : `Die Restzahlung des Reisepreises ist in voller Höhe ${money.balanceDaysBefore} Tage vor Beginn Ihrer Reise fällig. Buchen Sie erst nach diesem Zeitpunkt, ist die Restzahlung zusammen mit der Anzahlung fällig.`,
        howToPay(money, online),
      ],
    },
    {
      title: 'Stornierung',
      paragraphs: [
        'Wenn Sie Ihre Reise stornieren müssen, teilen Sie uns dies bitte schriftlich mit. Was dann gilt, hängt davon ab, wann uns Ihre Nachricht erreicht:',
      ],
      points: cancellationClauses(money.cancellationDays),
    },
    {
      title: 'Reiseversicherung',
      paragraphs: [
        'Eine Reiseversicherung ist für alle Reisenden, die mit Tembo Safaris unterwegs sind, verpflichtend. Die Versicherung sollte medizinische Behandlungen und Notfallevakuierungen abdecken. Wir empfehlen, dass sie außerdem Stornierungskosten einschließt, damit Sie abgesichert sind, falls Sie kurz vor Ihrer Abreise stornieren müssen.',
      ],
    },
    {
      title: 'Preisänderungen',
      paragraphs: [
        'Ihr Reisepreis beruht auf den Parkgebühren, Hotelpreisen und Transportkosten zum Zeitpunkt unseres Angebots. Steigen diese Kosten vor Ihrer Reise, kann sich auch Ihr Reisepreis erhöhen.',
        'Über jede Änderung Ihres Reisepreises informieren wir Sie stets vorab schriftlich.',
      ],
    },
    {
      title: 'Änderungen des Reiseverlaufs',
      paragraphs: [
        'Möchten Sie Ihren Reiseverlauf nach der Buchung ändern, wenden Sie sich an uns – wir tun unser Bestes, um Ihren Wunsch umzusetzen. Eine etwaige Preisdifferenz vereinbaren wir mit Ihnen, bevor wir die Änderung vornehmen.',
        'Gelegentlich müssen wir eine Route, eine Aktivität oder eine Unterkunft wegen des Wetters, der Straßenverhältnisse, der Vorschriften eines Nationalparks oder der Verfügbarkeit einer Lodge anpassen. In diesem Fall bieten wir Ihnen eine Alternative von vergleichbarem Standard an und erläutern Ihnen den Grund.',
      ],
    },
    {
      title: 'Haftung',
      paragraphs: [
        'Wir planen Ihre Reise mit Sorgfalt und wählen die Lodges, Camps, Fluggesellschaften sowie die Fahrerinnen und Fahrer, mit denen wir zusammenarbeiten, gewissenhaft aus. Viele dieser Leistungen werden von unabhängigen Unternehmen erbracht. Für deren Handlungen oder Unterlassungen können wir nicht verantwortlich gemacht werden, ebenso wenig für Ereignisse, die außerhalb unseres Einflusses liegen, etwa Unwetter, Flugverspätungen, Krankheit, Streiks oder behördliche Maßnahmen.',
        'Wildtiere sind nun einmal wild: Wir können nicht garantieren, dass Sie ein bestimmtes Tier zu sehen bekommen. Wir bitten alle Reisenden, den Anweisungen der Guides und des Parkpersonals zu folgen – sie dienen Ihrer Sicherheit und dem Wohl der Tiere.',
      ],
    },
    {
      title: 'Beschwerden',
      paragraphs: [
        'Sollte während Ihrer Reise etwas nicht stimmen, sagen Sie es bitte gleich Ihrem Guide oder wenden Sie sich sofort an unser Team: Wir sind rund um die Uhr, sieben Tage die Woche, für Sie erreichbar, und die meisten Probleme lassen sich direkt vor Ort beheben.',
        'Sind Sie auch nach Ihrer Rückkehr noch unzufrieden, schreiben Sie uns bitte an die E-Mail-Adresse auf unserer Kontaktseite und schildern Sie, was vorgefallen ist. Wir prüfen Ihr Anliegen sorgfältig und antworten Ihnen schriftlich.',
      ],
    },
  ],
  seoDescription: `Buchungsbedingungen von Tembo Safaris: ${money.depositPercent} % Anzahlung, Zahlung, Stornierung, Pflicht zur Reiseversicherung, Preisänderungen und Umgang mit Beschwerden.`,
})
