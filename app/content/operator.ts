// The operator's public details. Demo values are clearly fake: the operator sets real ones through the
// environment (app/config.server.ts reads OPERATOR_* settings and passes them to the pages).

export interface Operator {
  brand: string
  /** E.164-style, used for tel: and WhatsApp links. */
  phone: string
  email: string
  address: string[]
  country: string
  yearsInOperation: number
  clients: number
  countries: number
  social: { facebook: string; twitter: string; instagram: string }
}

export const demoOperator: Operator = {
  brand: 'Tembo Safaris',
  phone: '+256700000000',
  email: 'safaris@example.com',
  address: ['Plot 0, Example Road', 'P.O. Box 00000', 'Kampala'],
  country: 'Uganda',
  yearsInOperation: 8,
  clients: 2000,
  countries: 4,
  social: {
    facebook: 'https://www.facebook.com/example',
    twitter: 'https://twitter.com/example',
    instagram: 'https://www.instagram.com/example',
  },
}
