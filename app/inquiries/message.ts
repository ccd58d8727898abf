import { z } from 'zod'
import { emailField, nameField, requiredText } from '../schemas/fields'
import { defineInquiryKind } from './kind'
import { messageField, sampleTraveller, travellerEmail, travellerName } from './shared'

// A message from the contact page (/contact): a name, an address and the words. Staff mark these read.

const schema = z.object({
  name: nameField,
  email: emailField,
  message: requiredText('Message is required', 5000),
})

export const contactMessage = defineInquiryKind({
  key: 'message',
  table: 'messages',
  schema,
  toRow: (input) => ({ ...input }),
  personal: { marked: ['name', 'email'], removed: ['message'] },
  leadFacts: () => ({}),
  derived: (row) => ({ read: row.read_at != null }),
  tracksReading: true,
  form: {
    path: '/contact',
    fields: [
      { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'message', label: 'Message', type: 'textarea', wide: true },
    ],
  },
  api: { create: 'message', list: 'messages', item: 'message', idKey: 'message_id' },
  admin: {
    title: 'Messages',
    singular: 'Message',
    listPath: '/admin/messages_bookings',
    itemPath: '/admin/message',
    columns: [travellerName, travellerEmail, messageField],
    viewLabel: 'Read',
    groups: [
      { title: 'From', fields: [travellerName, travellerEmail] },
      { title: 'Message', fields: [messageField] },
    ],
  },
  mail: { title: 'Message' },
  sample: (n) => {
    const person = sampleTraveller(n)
    return {
      name: person.name,
      email: person.email,
      message: 'Is July a good month for chimpanzee trekking in Kibale?',
    }
  },
})
