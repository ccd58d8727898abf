import { data, type RouterContextProvider } from 'react-router'
import { inquiryKindAt, type InquiryKind, type InquiryKindDefinition } from '~/inquiries'
import type { InquiryScreen } from '~/lib/back-office'

// What the back-office screens share about a kind of inquiry: what a page shows of it (the inquiry
// list, the inquiry's page, a lead's inquiries), and which kind a route's pattern names (app/routes.ts
// gives every kind's paths the same route modules).

/** What a page shows of a kind: its screen, without the rules and functions that stay on the server. */
export function screenOf(definition: InquiryKindDefinition): InquiryScreen {
  return {
    ...definition.admin,
    kind: definition.key as InquiryKind,
    tracksReading: definition.tracksReading === true,
  }
}

/** What an inquiry page's loader or action is given: the request, its route's pattern, the id in the address. */
export interface InquiryPageArgs {
  request: Request
  context: Readonly<RouterContextProvider>
  pattern: string
  params: { id?: string }
}

/** The kind whose list or detail page this is, by the route's pattern; else the page is not found. */
export function kindOfPage(pattern: string, part: 'list' | 'item'): InquiryKindDefinition {
  const definition = inquiryKindAt(pattern, part)
  if (!definition) throw data(null, { status: 404 })
  return definition
}
