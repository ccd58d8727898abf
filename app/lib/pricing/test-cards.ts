import type { CardRate } from './from-cards'

// A rate of the cards for the unit tables beside this file (pricing's tests only): an activity at $100
// a head, all year, unless `fields` say otherwise.

export const cardRate = (fields: Partial<CardRate>): CardRate => ({
  supplierId: 1,
  supplier: 'Supplier',
  kind: 'activity',
  label: 'Standard',
  basis: 'per_person',
  amount: 10_000,
  currency: 'USD',
  maxOccupancy: null,
  singleSupplement: null,
  residency: null,
  minAge: null,
  maxAge: null,
  minParty: null,
  maxParty: null,
  season: null,
  ...fields,
})
