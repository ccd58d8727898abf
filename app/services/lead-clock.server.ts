import { getConfig } from '~/config.server'
import { formatDate, formatMoment } from '~/lib/back-office'
import { durationText, operatorTime } from '~/lib/lead-clock'
import { logger } from '~/logger.server'
import {
  digestOf,
  listAwaitingDigest,
  raiseReplyAlerts,
  recordDigest,
  type AlertMail,
  type Digest,
  type DigestLead,
  type Recipient,
} from '~/models/lead-clock.server'
import type { QueuedMail } from '~/models/mail-outbox.server'
import { nudgeMailWorker } from './mail-sender.server'

// The reply clock, run by every instance every LEAD_CLOCK_INTERVAL_MS (app/jobs/lead-clock.server.ts): an alert for each lead whose wait
// passes REPLY_TARGET_HOURS (to its owner, or every admin), and from DIGEST_HOUR each morning in
// OPERATOR_TIMEZONE a digest for each member of staff. The models make each happen once, whichever
// instance gets there first. `now` is a parameter so that tests can move the clock.

/** A digest is about no one inquiry: its outbox row names none. */
const NO_INQUIRY = { inquiry_kind: 'digest', inquiry_id: 0 }

const alertMail: AlertMail = (lead, to) => {
  const { publicUrl, replyTargetHours, operator } = getConfig()
  const waited = durationText(Date.now() - Date.parse(lead.waiting_since))
  return to.map((member) => ({
    purpose: 'reply-alert',
    // A lead without an inquiry (opened by mail) is named by itself, as the owner's notices are.
    inquiry_kind: lead.inquiry?.kind ?? 'lead',
    inquiry_id: lead.inquiry?.id ?? lead.id,
    lead_id: lead.id,
    to_address: member.email,
    reply_to: null,
    subject: `Overdue: ${lead.name} has waited ${waited} for a reply [${lead.reference}]`,
    body: [
      `Dear ${member.name},`,
      '',
      `${lead.name} (${lead.reference}) has waited ${waited} for a reply from ${operator.brand}, past our target of ${replyTargetHours} hours.`,
      '',
      `Answer them here: ${publicUrl}/admin/leads/${lead.id}`,
    ].join('\n'),
  }))
}

function digestLines(title: string, leads: DigestLead[], line: (lead: DigestLead) => string): string[] {
  return leads.length ? [`${title} (${leads.length})`, ...leads.map((lead) => `- ${line(lead)}`), ''] : []
}

export function digestMail(member: Recipient, digest: Digest, day: string, now: Date): QueuedMail[] {
  const { publicUrl } = getConfig()
  const link = (lead: DigestLead) => `${publicUrl}/admin/leads/${lead.id}`
  const waited = (lead: DigestLead) => durationText(now.getTime() - Date.parse(lead.waiting_since!))
  const body = [
    ...digestLines(
      'Overdue: waiting past the reply target',
      digest.overdue,
      (lead) => `${lead.name} (${lead.reference}), waiting ${waited(lead)}: ${link(lead)}`,
    ),
    ...digestLines(
      'Waiting for a reply',
      digest.waiting,
      (lead) => `${lead.name} (${lead.reference}), since ${formatMoment(lead.waiting_since!)}: ${link(lead)}`,
    ),
    ...digestLines(
      'Next actions due',
      digest.actions,
      (lead) =>
        `${lead.next_action_text} for ${lead.name} (${lead.reference}), due ${formatDate(lead.next_action_at!)}: ${link(lead)}`,
    ),
  ]
  if (!body.length) return []
  return [
    {
      purpose: 'digest',
      ...NO_INQUIRY,
      to_address: member.email,
      reply_to: null,
      subject: `Your leads on ${formatDate(day)}: ${digest.overdue.length} overdue, ${digest.waiting.length} waiting, ${digest.actions.length} actions due`,
      body: [`Good morning ${member.name},`, '', ...body, `All leads: ${publicUrl}/admin/leads`].join('\n'),
    },
  ]
}

/**
 * Leads whose alert failed in this instance, left out of its looks for an hour (and logged each time):
 * the clock takes the longest wait first, and a lead that fails every time must not stop the rest.
 */
const failing = new Map<number, number>()
const FAILING_FOR_MS = 3_600_000

/** One look of the clock at `now`: alerts, then (from the digest hour) the day's digests. */
export async function runLeadClock(now = new Date()): Promise<{ alerts: number; digests: number }> {
  const { replyTargetHours, operatorTimezone, digestHour } = getConfig()
  const deadline = new Date(now.getTime() - replyTargetHours * 3_600_000)
  const { raised: alerts, failed } = await raiseReplyAlerts(deadline, alertMail, now, [...failing.keys()])
  for (const id of failed) failing.set(id, now.getTime())
  for (const [id, at] of failing) if (now.getTime() - at > FAILING_FOR_MS) failing.delete(id)
  let digests = 0
  const { day, hour } = operatorTime(now, operatorTimezone)
  if (hour >= digestHour) {
    for (const member of await listAwaitingDigest(day)) {
      // One member's digest that fails is logged and tried again at the next look; the others go out.
      try {
        const mail = digestMail(member, await digestOf(member.id, deadline, day), day, now)
        if ((await recordDigest(member.id, day, mail, now)) && mail.length) digests++
      } catch (error) {
        logger.error({ err: error, staff: member.id }, 'reply clock: a digest could not be sent, going on')
      }
    }
  }
  if (alerts || digests) nudgeMailWorker()
  return { alerts, digests }
}
