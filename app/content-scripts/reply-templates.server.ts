import type { Transaction } from 'kysely'
import type { Database } from '@db/schema'
import type { TranslatedLocale } from '~/lib/locales'
import type { ContentScript } from './content-script'

// Reply templates in German and French (docs/product.md, "Languages"): the two every site starts with
// (migration 0010), written for travellers who read German or French, added unless the site already
// has a template in that language or one of the same name. Staff change or remove them at
// /admin/templates like any other.

const NNBSP = '\u202f'

const TEMPLATES: { name: string; language: TranslatedLocale; subject: string; body: string[] }[] = [
  {
    name: 'First reply (German)',
    language: 'de',
    subject: 'Ihre Safaripläne {reference}',
    body: [
      'Guten Tag {first_name},',
      '',
      'vielen Dank, dass Sie für Ihre Reise{dates} an uns gedacht haben. Ich habe Ihre Anfrage gelesen und helfe Ihnen gern dabei, sie zu gestalten.',
      '',
      'Bevor ich Ihnen einen ersten Reiseverlauf mit Preis zusammenstelle, erzählen Sie mir bitte noch etwas mehr: Wer reist mit (und wie alt sind mitreisende Kinder), welche Art von Unterkunft mögen Sie, und mit welchem Budget pro Person planen Sie ungefähr?',
      '',
      'Sobald ich von Ihnen höre, melde ich mich innerhalb eines Tages bei Ihnen.',
    ],
  },
  {
    name: 'Proposal sent (German)',
    language: 'de',
    subject: 'Ihr Reiseverlauf {reference}',
    body: [
      'Guten Tag {first_name},',
      '',
      'unten finden Sie unseren Vorschlag für Ihren Reiseverlauf{package}. Alles daran lässt sich noch ändern: die Reisedaten, die Lodges und das Tempo der einzelnen Tage.',
      '',
      'Wenn er Ihnen zusagt, sichert eine Anzahlung die Lodges und Permits; die Einzelheiten schicke ich Ihnen, sobald Sie es mir sagen.',
    ],
  },
  {
    name: 'First reply (French)',
    language: 'fr',
    subject: 'Vos projets de safari {reference}',
    body: [
      'Bonjour {first_name},',
      '',
      'Merci d’avoir pensé à nous pour votre voyage{dates}. J’ai lu votre demande avec attention, et c’est avec plaisir que je vous aiderai à lui donner forme.',
      '',
      `Avant de vous proposer un premier itinéraire chiffré, pourriez-vous m’en dire un peu plus${NNBSP}: qui voyage (et l’âge des enfants éventuels), le type d’hébergement que vous appréciez, et le budget que vous envisagez par personne${NNBSP}?`,
      '',
      'Je reviendrai vers vous dans la journée qui suit votre réponse.',
    ],
  },
  {
    name: 'Proposal sent (French)',
    language: 'fr',
    subject: 'Votre itinéraire {reference}',
    body: [
      'Bonjour {first_name},',
      '',
      `Vous trouverez ci-dessous notre proposition d’itinéraire{package}. Tout peut encore y être modifié${NNBSP}: les dates, les lodges, le rythme des journées.`,
      '',
      `S’il vous convient, un acompte permet de réserver les lodges et les permis${NNBSP}; je vous en enverrai les détails dès que vous me le direz.`,
    ],
  },
]

export const replyTemplatesScript: ContentScript = {
  name: '2026-11-28-reply-templates-in-german-and-french',
  async run(trx: Transaction<Database>, now: Date) {
    const existing = await trx.selectFrom('reply_templates').select(['name', 'language']).execute()
    const languages = new Set(existing.map((row) => row.language))
    const names = new Set(existing.map((row) => row.name))
    const added = TEMPLATES.filter(
      (template) => !languages.has(template.language) && !names.has(template.name),
    )
    for (const template of added)
      await trx
        .insertInto('reply_templates')
        .values({
          name: template.name,
          language: template.language,
          subject: template.subject,
          body: template.body.join('\n'),
          updated_at: now.toISOString(),
        })
        .execute()
    return added.length
  },
}
