import { getConfig } from '~/config.server'
import { whatsappLink } from '~/lib/operator'
import { fillTemplate, type TemplateValues } from '~/lib/reply-template'
import { queueLeadReply } from '~/models/lead-mail.server'
import { getReplyTemplate, listReplyTemplates } from '~/models/reply-templates.server'
import { nudgeMailWorker } from './mail-sender.server'

// Writing to the traveller from a lead's page: a reply starts empty or from a template (?template=),
// goes out through the outbox from the operator's address with the writer's name, Reply-To the
// operator's inbox, the lead's reference in its subject and the writer's signature under it. Or a
// WhatsApp chat opens with a greeting that carries the reference.

/** What the composer starts with: the templates to choose from, and the subject and words to edit. */
export async function composerOf(templateId: number | undefined, values: TemplateValues) {
  const [templates, chosen] = await Promise.all([
    listReplyTemplates(),
    templateId === undefined ? undefined : getReplyTemplate(templateId),
  ])
  return {
    templates: templates.map((template) => ({ id: Number(template.id), name: template.name })),
    chosen: chosen ? Number(chosen.id) : null,
    subject: fillTemplate(chosen?.subject ?? 'Your safari plans {reference}', values),
    body: chosen ? fillTemplate(chosen.body, values) : '',
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
export function whatsappChat(phone: string | null, values: TemplateValues): string | null {
  if (!diallable(phone)) return null
  const greeting = fillTemplate(
    `Hello {first_name}, this is {staff_name} from ${getConfig().operator.brand}, about your safari inquiry {reference}.`,
    values,
  )
  return `${whatsappLink(phone)}?text=${encodeURIComponent(greeting)}`
}

/** The reply as it goes out: the reference kept in the subject, the writer's signature under the words. */
export function replyMail(subject: string, body: string, reference: string, staffName: string) {
  const { operator } = getConfig()
  return {
    subject: subject.includes(reference) ? subject : `${subject} [${reference}]`,
    body: [body.trimEnd(), '', staffName, operator.brand, `${operator.phone} (calls and WhatsApp)`].join(
      '\n',
    ),
  }
}

export async function sendLeadReply(
  lead: { id: number; reference: string },
  staff: { id: number; name: string },
  typed: { subject: string; body: string },
  /** The request's: a reply whose sender stopped waiting is not queued (they will send it again). */
  signal?: AbortSignal,
): Promise<boolean> {
  const mail = replyMail(typed.subject, typed.body, lead.reference, staff.name)
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
