import type { DatabaseHandle } from '@db/client'
import { decodeMail, outboxMails } from './outbox'
import { acceptAt, linkAndShown, proposalFields, typedProposal } from './proposals'
import { addSupplier } from './rate-cards'
import { waitFor } from './wait'

// A trip booked from the rate cards with three suppliers to ask (docs/product.md, "Reservations"), as
// staff and the traveller make it over HTTP: a lodge (Double, full board, $450 a person a night, paid
// 30 days before arrival), a vehicle with its driver-guide ($250 a day) and gorilla permits ($800 each),
// each with a reservations e-mail; two adults, two nights from 10 July 2027, the permits on the 11th.

type Post = (path: string, fields: Record<string, string> | URLSearchParams) => Promise<Response>

export const SUPPLIER_PARTS = ['lodge', 'vehicle', 'permit'] as const

/** The three suppliers with their details and rates; answers their names, addresses and ids. */
export async function supplierCards(post: Post, handle: DatabaseHandle, stamp = Date.now()) {
  const suppliers = {
    lodge: {
      kind: 'lodge',
      name: `Gorilla Heights Lodge ${stamp}`,
      email: `lodge.${stamp}@suppliers.example`,
    },
    vehicle: { kind: 'vehicle', name: `Pearl Overland ${stamp}`, email: `cars.${stamp}@suppliers.example` },
    permit: {
      kind: 'permit',
      name: `Bwindi gorilla permit ${stamp}`,
      email: `permits.${stamp}@suppliers.example`,
    },
  }
  const rates = {
    lodge: { label: 'Double, full board', basis: 'per_person_sharing', amount: '450', maxOccupancy: '2' },
    vehicle: { label: 'Land Cruiser with driver-guide', basis: 'per_vehicle_day', amount: '250' },
    permit: {
      label: 'Gorilla trekking permit',
      basis: 'per_person',
      amount: '800',
      residency: 'non_resident',
    },
  }
  const ids = { lodge: 0, vehicle: 0, permit: 0 }
  for (const part of SUPPLIER_PARTS) {
    ids[part] = await addSupplier(post, handle, {
      kind: suppliers[part].kind,
      name: suppliers[part].name,
      area: 'Bwindi Impenetrable National Park',
      country: 'uganda',
    })
    await post(`/admin/rates/${ids[part]}`, {
      intent: 'supplier-contact',
      email: suppliers[part].email,
      phone: '+256 700 123456',
      address: 'Ruhija, Bwindi',
      payTerms: part === 'lodge' ? 'before_arrival' : 'on_confirmation',
      payDays: part === 'lodge' ? '30' : '',
    })
    await post(`/admin/rates/${ids[part]}`, {
      intent: 'add-rate',
      currency: 'USD',
      rateKind: 'net',
      ...rates[part],
    })
  }
  return { suppliers, ids }
}

/**
 * The trip priced from those cards for a lead's proposal (`proposal`, started blank), sent with its
 * warnings and accepted by `name`: answers the traveller's link. `mails` is the server's outbox folder
 * or what an SMTP sink received.
 */
export async function bookFromCards(
  url: string,
  handle: DatabaseHandle,
  post: Post,
  booking: { proposal: number; email: string; name: string },
  ids: Record<(typeof SUPPLIER_PARTS)[number], number>,
  mails: string | (() => string[]),
) {
  const day = { overnight: 'Bwindi', meals: ['B', 'L', 'D'], lodge: '' }
  const trip = typedProposal({
    currency: 'USD',
    adults: '2',
    children: '0',
    days: [
      {
        ...day,
        days: '1',
        title: 'Into Bwindi',
        text: 'South through the hills.',
        lodgeRate: `${ids.lodge}|Double, full board`,
        vehicle: `${ids.vehicle}|Land Cruiser with driver-guide`,
      },
      {
        ...day,
        days: '1',
        title: 'Gorillas',
        text: 'A day with a gorilla family.',
        lodgeRate: `${ids.lodge}|Double, full board`,
        vehicle: `${ids.vehicle}|Land Cruiser with driver-guide`,
        other: `${ids.permit}|Gorilla trekking permit`,
      },
    ],
    lines: [{ description: '', quantity: '1', unit: '0' }],
  })
  const editor = `/admin/proposals/${booking.proposal}`
  const priced = await (await post(editor, proposalFields(trip, 'price'))).text()
  if (!priced.includes('Priced from the rate cards'))
    throw new Error('the trip was not priced from the cards')
  const send = proposalFields(
    { ...trip, lines: [{ description: 'Your safari', quantity: '1', unit: '5000' }] },
    'send',
  )
  send.append('sendWithWarnings', 'yes')
  await post(editor, send)
  const sent = () => (typeof mails === 'string' ? outboxMails(mails) : mails().map(decodeMail))
  const mail = await waitFor(
    () => sent().find((text) => text.includes(`To: ${booking.email}`) && text.includes('/proposal/')),
    (found) => found !== undefined,
  )
  const { link, shown } = await linkAndShown(mail, handle, booking.proposal)
  const accepted = await acceptAt(url, link, booking.name, shown)
  if (accepted.status !== 302) throw new Error(`the proposal was not accepted: ${accepted.status}`)
  return link
}
