// A staff form's submission that could not be saved because the database was away, handed back so that
// nothing typed is lost (app/services/not-saved.server.ts): the page shows it, and sends it again.

export interface NotSaved {
  notSaved: true
  /** The COMMIT was sent and its answer lost: it may be saved, and only the page can tell */
  uncertain: boolean
  /** Where the form was sent: the same address takes it again. */
  action: string
  /** Every field as it was sent, but secrets; `shown` for the words someone typed. */
  fields: { name: string; value: string; shown: boolean }[]
}

export function isNotSaved(value: unknown): value is NotSaved {
  return typeof value === 'object' && value !== null && (value as { notSaved?: unknown }).notSaved === true
}

/** What the back-office's forms call their free-text fields; any other is named as it is sent. */
const LABELS: Record<string, string> = {
  subject: 'Subject',
  words: 'Message',
  body: 'Text',
  note: 'Note',
  text: 'Next action',
  name: 'Name',
  title: 'Title',
  summary: 'Summary',
  description: 'Description',
}

export const fieldLabel = (name: string) =>
  LABELS[name] ?? name.replace(/[_-]+/g, ' ').replace(/^./, (first) => first.toUpperCase())
