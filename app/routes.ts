import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { inquiryKinds } from './inquiries'
import { LOCALES, BASE_LOCALE, TRANSLATED_PAGES } from './lib/locales'

// The whole route table: the public site, the /api/bookings JSON contract, the staff back-office under
// /admin, and the machine-readable files (docs/product.md). A route's file is named after its address:
// segments joined by dots, `$name` for a parameter, `$` for the rest of the address, `_index` for the
// folder's own page and `_layout` for the frame around its pages; /api/bookings/:collection/:id lives in
// routes/api/bookings.$collection.$id.ts. The back-office's inquiry lists and details are the exception:
// each kind names its two paths in app/inquiries/<kind>.ts (admin.listPath, admin.itemPath), and all of
// them share routes/admin/inquiry-list.tsx and routes/admin/inquiry.$id.tsx.
const underAdmin = (path: string) => path.replace(/^\/admin\//, '')

// The public pages in German (/de/...) and French (/fr/...) so far (docs/product.md, "Languages"): the
// same modules, each reading its language from the address (lib/locales.ts).
const TRANSLATED_FILES: Record<(typeof TRANSLATED_PAGES)[number], string> = {
  '/': 'routes/public/_index.tsx',
  '/about': 'routes/public/about.tsx',
  '/packages': 'routes/public/packages.tsx',
  '/blogs': 'routes/public/blogs.tsx',
  '/privacy': 'routes/public/privacy.tsx',
  '/terms': 'routes/public/terms.tsx',
  '/contact': 'routes/public/contact.tsx',
  '/book': 'routes/public/book.tsx',
  '/book_package': 'routes/public/book_package.tsx',
  '/accomodation': 'routes/public/accomodation.tsx',
  '/airport-transfer': 'routes/public/airport-transfer.tsx',
  '/success': 'routes/public/success.tsx',
}
/**
 * The pages made from content, under /de and /fr too: each answers in a language only where its content
 * has words in it (lib/content-languages.ts, contentLanguages), and is not found there otherwise.
 */
const CONTENT_ROUTES: Record<string, string> = {
  'places/:country': 'routes/public/places.$country.tsx',
  'tour/:slug': 'routes/public/tour.$slug.tsx',
  'article/:title': 'routes/public/article.$title.tsx',
}
const translatedRoutes = LOCALES.filter((locale) => locale !== BASE_LOCALE).flatMap((locale) => [
  ...TRANSLATED_PAGES.map((path) =>
    route(path === '/' ? locale : `${locale}${path}`, TRANSLATED_FILES[path], {
      id: `${TRANSLATED_FILES[path]}-${locale}`,
    }),
  ),
  ...Object.entries(CONTENT_ROUTES).map(([path, file]) =>
    route(`${locale}/${path}`, file, { id: `${file}-${locale}` }),
  ),
])

export default [
  layout('routes/public/_layout.tsx', [
    index('routes/public/_index.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('packages', 'routes/public/packages.tsx'),
    // /places/kenya, /places/rwanda, /places/uganda, /places/tanzania (and /places/tanz → /places/tanzania)
    route('places/:country', 'routes/public/places.$country.tsx'),
    route('tour/:slug', 'routes/public/tour.$slug.tsx'),
    route('blogs', 'routes/public/blogs.tsx'),
    route('article/:title', 'routes/public/article.$title.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('book', 'routes/public/book.tsx'),
    route('book_package', 'routes/public/book_package.tsx'),
    route('accomodation', 'routes/public/accomodation.tsx'),
    route('accommodation', 'routes/public/accommodation.ts'),
    route('airport-transfer', 'routes/public/airport-transfer.tsx'),
    route('success', 'routes/public/success.tsx'),
    // A traveller's proposal, by the secret link we mailed them (docs/product.md, "Proposals")
    route('proposal/:token', 'routes/public/proposal.$token.tsx'),
    route('proposal/:token/pdf', 'routes/public/proposal.$token.pdf.ts'),
    route('proposal/:token/details', 'routes/public/proposal.$token.details.tsx'),
    route('proposal/:token/receipts/:payment', 'routes/public/proposal.$token.receipts.$payment.ts'),
    // A traveller's review after the trip, by the link we mailed them (docs/product.md, "Reviews after the trip")
    route('review/:token', 'routes/public/review.$token.tsx'),
    // The traveller's trip page from the final documents, kept on their phone (docs/product.md, "Final documents")
    route('trip/sw.js', 'routes/public/trip.sw.ts'),
    route('trip/:token', 'routes/public/trip.$token.tsx'),
    route('trip/:token/pdf', 'routes/public/trip.$token.pdf.ts'),
    route('trip/:token/vouchers/:reservation', 'routes/public/trip.$token.vouchers.$reservation.ts'),
    route('trip/:token/manifest.webmanifest', 'routes/public/trip.$token.manifest.ts'),
    // A supplier's answer to a reservation request, by the link we mailed them (docs/product.md, "Reservations")
    route('reservation/:token', 'routes/public/reservation.$token.tsx'),
    ...translatedRoutes,
    route('*', 'routes/public/$.tsx'),
  ]),

  // Staff sign-in and the back-office (docs/product.md, "Staff back-office"). The layout's middleware lets only staff in.
  route('login', 'routes/login.tsx'),
  route('login/two-step', 'routes/login.two-step.tsx'),
  route('logout', 'routes/logout.ts'),
  // An invitation to the team, or a password link an admin sent (docs/product.md, "The team")
  route('set-password/:token', 'routes/set-password.$token.tsx'),
  route('admin', 'routes/admin/_layout.tsx', [
    index('routes/admin/_index.tsx'),
    route('leads', 'routes/admin/leads.tsx'),
    route('leads.csv', 'routes/admin/leads.csv.ts'),
    route('leads/board', 'routes/admin/leads.board.tsx'),
    route('leads/:id', 'routes/admin/leads.$id.tsx'),
    route('departures', 'routes/admin/departures.tsx'),
    route('departures.csv', 'routes/admin/departures.csv.ts'),
    route('reservations', 'routes/admin/reservations.tsx'),
    route('payables', 'routes/admin/payables.tsx'),
    route('payables.csv', 'routes/admin/payables.csv.ts'),
    route('proposals/new', 'routes/admin/proposals.new.ts'),
    route('proposals/:id', 'routes/admin/proposals.$id.tsx'),
    route('proposals/:id/pdf', 'routes/admin/proposals.$id.pdf.ts'),
    route('proposals/:id/briefing.pdf', 'routes/admin/proposals.$id.briefing.ts'),
    route('proposals/:id/vouchers/:reservation', 'routes/admin/proposals.$id.vouchers.$reservation.ts'),
    route('my-trips', 'routes/admin/my-trips.tsx'),
    route('my-trips/:id', 'routes/admin/my-trips.$id.tsx'),
    route('my-trips/:id/briefing.pdf', 'routes/admin/my-trips.$id.briefing.ts'),
    route('templates', 'routes/admin/templates.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('privacy.json', 'routes/admin/privacy.json.ts'),
    route('mail-files/:id', 'routes/admin/mail-files.$id.tsx'),
    ...inquiryKinds.flatMap(({ key, admin }) => [
      route(underAdmin(admin.listPath), 'routes/admin/inquiry-list.tsx', { id: `inquiry-list-${key}` }),
      route(`${underAdmin(admin.listPath)}.csv`, 'routes/admin/inquiry-list.csv.ts', {
        id: `inquiry-csv-${key}`,
      }),
      route(`${underAdmin(admin.itemPath)}/:id`, 'routes/admin/inquiry.$id.tsx', { id: `inquiry-${key}` }),
    ]),
    route('add_blog', 'routes/admin/add_blog.tsx'),
    route('articles', 'routes/admin/articles.tsx'),
    route('articles/:id', 'routes/admin/articles.$id.tsx'),
    route('packages', 'routes/admin/packages.tsx'),
    route('packages/:no', 'routes/admin/packages.$no.tsx'),
    route('packages/:no/preview', 'routes/admin/packages.$no.preview.tsx'),
    route('packages/:no/prices', 'routes/admin/packages.$no.prices.tsx'),
    route('countries', 'routes/admin/countries.tsx'),
    route('countries/:slug', 'routes/admin/countries.$slug.tsx'),
    route('currencies', 'routes/admin/currencies.tsx'),
    route('booking-terms', 'routes/admin/booking-terms.tsx'),
    route('rates', 'routes/admin/rates.tsx'),
    route('rates/:id', 'routes/admin/rates.$id.tsx'),
    route('permits', 'routes/admin/permits.tsx'),
    route('payments', 'routes/admin/payments.tsx'),
    route('trust', 'routes/admin/trust.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('password', 'routes/admin/password.tsx'),
    route('two-step', 'routes/admin/two-step.tsx'),
    route('mail', 'routes/admin/mail-problems.tsx'),
    route('mail-to-sort', 'routes/admin/mail-to-sort.tsx'),
    route('*', 'routes/admin/$.tsx'),
  ]),

  // JSON API: /api/bookings (docs/product.md, "The JSON API").
  route('api/bookings/login', 'routes/api/bookings.login.ts'),
  route('api/bookings/logout', 'routes/api/bookings.logout.ts'),
  route('api/bookings/upload', 'routes/api/bookings.upload.ts'),
  route('api/bookings/blog', 'routes/api/bookings.blog.ts'),
  route('api/bookings/blog/:title', 'routes/api/bookings.blog.$title.ts'),
  route('api/bookings/articles/:id', 'routes/api/bookings.articles.$id.ts'),
  // Each kind's collections (app/inquiries/<kind>.ts, api)
  route('api/bookings/:collection', 'routes/api/bookings.$collection.ts'),
  route('api/bookings/:collection/:id', 'routes/api/bookings.$collection.$id.ts'),
  // Card payments reported by Stripe (docs/product.md, "Payments")
  route('api/stripe/webhook', 'routes/api/stripe.webhook.ts'),
  route('api/pesapal/notification', 'routes/api/pesapal.notification.ts'),
  route('api/*', 'routes/api/$.ts'),

  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('healthz', 'routes/healthz.ts'),
  route('livez', 'routes/livez.ts'),
] satisfies RouteConfig
