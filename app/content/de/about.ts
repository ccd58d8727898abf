// The About page in German (docs/glossary.md): the English copy's facts, written for German-speaking travellers.
import type { AboutContent } from '../pages'

export const about: AboutContent = {
  hero: {
    scene: 'safari-sunset',
    alt: 'Ein Safarifahrzeug in der offenen Savanne, während die Sonne hinter einer einzelnen Akazie untergeht',
  },
  title: 'Über Tembo Safaris',
  intro: [
    'Tembo Safaris ist ein Safari-Veranstalter mit Sitz in Kampala, Uganda. Seit 8 Jahren planen wir maßgeschneiderte Reisen durch Uganda, Kenia, Ruanda und Tansania für Gäste, die aus dem Ausland anreisen, und haben in dieser Zeit 2.000 Kundinnen und Kunden in diesen 4 Ländern betreut.',
    'Jede Reise, die wir zusammenstellen, beginnt mit einem leeren Blatt. Wir fragen Sie, wie Sie am liebsten reisen, was Sie erleben möchten und wie sich Ihre Tage anfühlen sollen. Danach richten wir Route, Tempo und Unterkünfte ganz nach Ihren Antworten aus. Manche Gäste wünschen sich einfaches Camping unter weitem Himmel, andere schätzen nach einem langen Tag im Busch den Komfort einer erstklassigen Lodge. Beides planen wir mit derselben Sorgfalt.',
    'Sobald Sie unterwegs sind, ist unser Team 24 Stunden am Tag, 7 Tage die Woche für Sie erreichbar. Verspätet sich ein Flug, ändert sich etwas an Ihren Plänen oder haben Sie einfach eine Frage, antwortet Ihnen jemand, der Ihren Reiseverlauf kennt.',
  ],
  vision:
    'Wir möchten der Safari-Veranstalter in Ostafrika sein, dem Reisende vertrauen: einer, der ihnen die Region ehrlich und mit Bedacht zeigt, und zwar so, dass die besuchten Orte und die Menschen dort davon profitieren.',
  mission:
    'Wir gestalten jede Safari nach Ihren Interessen und Ihrem Budget, setzen sie mit viel Liebe zum Detail um und sind in jeder Phase für Sie da: von der ersten Frage bis zur Heimreise.',
  whyChooseUs: [
    {
      title: 'Kompetenz und Erfahrung',
      text: 'Seit 8 Jahren lernen wir die Nationalparks, Straßen und Lodges Ugandas, Kenias, Ruandas und Tansanias kennen, dazu ihre Regen- und Trockenzeiten. Dieses Wissen fließt in jeden Reiseverlauf ein: Die Entfernungen sind realistisch, die Zeitplanung geht auf, und alle Einzelheiten sind geklärt, bevor Sie ankommen.',
    },
    {
      title: 'Verantwortungsvoll reisen',
      text: 'Wo immer es zur Reise passt, wählen wir Lodges, Camps und Partner in einheimischem Besitz. So bleibt mehr von dem, was Sie ausgeben, in den Gemeinden, durch die Sie reisen. Wir werben für einen respektvollen Umgang mit Menschen und Wildtieren und planen Routen, die unnötige Fahrten vermeiden.',
    },
    {
      title: 'Echte Begegnungen',
      text: 'Wir möchten, dass Sie Ostafrika so erleben, wie es ist, und nicht als Kulisse. Neben den großen Tierschutzgebieten können wir Dorfspaziergänge, Besuche auf lokalen Märkten und Zeit mit den Menschen einplanen, die rund um die Parks leben, stets so, dass Sie dort willkommen sind und Ihre Gastgeber fair daran beteiligt werden.',
    },
    {
      title: 'Persönliche Betreuung',
      text: 'Von Ihrer ersten Nachricht an hören wir genau zu und antworten klar. Während Ihrer Reise ist unser Team rund um die Uhr für Sie da, und wir halten engen Kontakt zu Ihrem Fahrer-Guide und Ihren Gastgebern, damit sich Probleme schnell lösen lassen.',
    },
    {
      title: 'Naturschutz',
      text: 'Die Parkgebühren und Permits, die in Ihrer Reise enthalten sind, tragen zum Schutz der Lebensräume und Tiere bei, für die Sie anreisen. Unsere Guides halten sich an die Parkregeln zu Beobachtungsabständen und Gruppengrößen, und wir bitten jeden Gast, die Wildnis so zu verlassen, wie er sie vorgefunden hat.',
    },
  ],
  seoDescription:
    'Tembo Safaris aus Kampala: seit 8 Jahren maßgeschneiderte Safaris in Uganda, Kenia, Ruanda und Tansania, vom Camping bis zur Luxuslodge.',
}
