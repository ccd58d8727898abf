import { getConfig } from '~/config.server'
import { isLocale, type Locale } from '~/lib/locales'
import { whatsappLink } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import { fillTemplate, type TemplateValues } from '~/lib/reply-template'
import { queueLeadReply } from '~/models/lead-mail.server'
import { getReplyTemplate, listReplyTemplates } from '~/models/reply-templates.server'
import { nudgeMailWorker } from './mail-sender.server'

// Writing to the traveller from a lead's page: a reply starts empty or from a template (?template=),
// goes out through the outbox from the operator's address with the writer's name, Reply-To the
// operator's inbox, the lead's reference in its subject and the writer's signature under it. Or a
// WhatsApp chat opens with a greeting that carries the reference.

/** What the composer starts with: the templates to choose from, and the subject and words to edit. */
/**
 * The reply composer of a lead whose traveller reads `language`: the templates in that language first,
 * the chosen one filled in its own language, and without one a subject in the traveller's.
 */
export async function composerOf(
  templateId: number | undefined,
  values: TemplateValues,
  language: Locale = 'en',
) {
  const [templates, chosen] = await Promise.all([
    listReplyTemplates(),
    templateId === undefined ? undefined : getReplyTemplate(templateId),
  ])
  const theirs = (template: { language: string }) => (template.language === language ? 0 : 1)
  const chosenLanguage = chosen && isLocale(chosen.language) ? chosen.language : language
  return {
    templates: [...templates]
      .sort((a, b) => theirs(a) - theirs(b))
      .map((template) => ({
        id: Number(template.id),
        name: template.name,
        language: isLocale(template.language) ? template.language : 'en',
      })),
    chosen: chosen ? Number(chosen.id) : null,
    subject: chosen
      ? fillTemplate(chosen.subject, values, chosenLanguage)
      : m.reply_subject({ reference: values.reference }, { locale: language }),
    body: chosen ? fillTemplate(chosen.body, values, chosenLanguage) : '',
  }
}

/** Whether a traveller's phone has enough digits to call or chat with (8, a local number at least). */
const diallable = (phone: string | null): phone is string => (phone ?? '').replace(/\D/g, '').length >= 8

/** A call to the traveller's phone (a tel: link), or null without a usable number. */
export function callLink(phone: string | null): string | null {
  if (!diallable(phone)) return null
  return `tel:${phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')}`
}

/** A WhatsApp chat with the traveller, the greeting typed in; null without a usable number. */
export function whatsappChat(
  phone: string | null,
  values: TemplateValues,
  language: Locale = 'en',
): string | null {
  if (!diallable(phone)) return null
  const greeting = m.staff_chat(
    {
      first_name: values.name.trim().split(/\s+/)[0] ?? '',
      staff_name: values.staffName,
      brand: getConfig().operator.brand,
      reference: values.reference,
    },
    { locale: language },
  )
  return `${whatsappLink(phone)}?text=${encodeURIComponent(greeting)}`
}

/** The reply as it goes out: the reference kept in the subject, the writer's signature under the words. */
export function replyMail(
  subject: string,
  body: string,
  reference: string,
  staffName: string,
  /** The traveller's: the signature's words are theirs */
  language: Locale = 'en',
) {
  const { operator } = getConfig()
  const calls = m.footer_calls_and_whatsapp({}, { locale: language })
  return {
    subject: subject.includes(reference) ? subject : `${subject} [${reference}]`,
    body: [body.trimEnd(), '', staffName, operator.brand, `${operator.phone} ${calls}`].join('\n'),
  }
}

export async function sendLeadReply(
  lead: { id: number; reference: string; language?: Locale },
  staff: { id: number; name: string },
  typed: { subject: string; body: string },
  /** The request's: a reply whose sender stopped waiting is not queued (they will send it again). */
  signal?: AbortSignal,
): Promise<boolean> {
  const mail = replyMail(typed.subject, typed.body, lead.reference, staff.name, lead.language)
  const id = await queueLeadReply(
    {
      leadId: lead.id,
      staffId: staff.id,
      staffName: staff.name,
      replyTo: getConfig().operator.email,
      ...mail,
    },
    { signal },
  )
  if (id === undefined) return false
  nudgeMailWorker()
  return true
}
