import { inquiryContract } from './inquiries'

/** Every back-office page (docs/product.md, "Pages under /admin"), for the checks that each one is for staff only. */
export const adminPages = [
  '/admin',
  '/admin/leads',
  '/admin/leads/board',
  '/admin/leads/1',
  '/admin/departures',
  '/admin/reservations',
  '/admin/my-trips',
  '/admin/payables',
  ...inquiryContract.flatMap((contract) => [contract.adminList, `${contract.adminItem}/1`]),
  '/admin/add_blog',
  '/admin/articles',
  '/admin/articles/1',
  '/admin/account',
  '/admin/password',
  '/admin/two-step',
  '/admin/mail',
  '/admin/mail-to-sort',
  '/admin/templates',
  '/admin/staff',
  '/admin/audit',
  '/admin/privacy',
  '/admin/packages',
  '/admin/packages/1',
  '/admin/packages/new',
  '/admin/packages/1/preview',
  '/admin/packages/1/prices',
  '/admin/countries',
  '/admin/countries/kenya',
  '/admin/currencies',
  '/admin/booking-terms',
  '/admin/trust',
  '/admin/rates',
  '/admin/rates/1',
  '/admin/permits',
  '/admin/payments',
]

/** The pages only admins may open (docs/product.md, "The team"); an agent is answered 403. */
export const adminOnlyPages = [
  '/admin/templates',
  '/admin/staff',
  '/admin/audit',
  '/admin/privacy',
  '/admin/currencies',
  '/admin/booking-terms',
  '/admin/trust',
  '/admin/payments',
]

/** The files only admins may download: the exports. */
export const adminOnlyFiles = [
  '/admin/leads.csv',
  '/admin/payables.csv',
  '/admin/departures.csv',
  ...inquiryContract.map((contract) => `${contract.adminList}.csv`),
]

/** Back-office addresses that answer a file, not a page: staff only all the same. */
export const adminFiles = [
  '/admin/mail-files/1',
  '/admin/payables.csv',
  '/admin/proposals/1/briefing.pdf',
  '/admin/proposals/1/vouchers/1',
  '/admin/my-trips/1/briefing.pdf',
  '/admin/leads.csv',
  '/admin/departures.csv',
  ...inquiryContract.map((contract) => `${contract.adminList}.csv`),
]
