import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

// The whole route table: the public site (spec section 2, PRODUCT.md "Routes"), the /api/bookings JSON
// contract, the staff back-office under /admin, and the machine-readable files.
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('packages', 'routes/public/packages.tsx'),
    // /places/kenya, /places/rwanda, /places/uganda, /places/tanzania (and /places/tanz → /places/tanzania)
    route('places/:country', 'routes/public/country.tsx'),
    route('tour/:slug', 'routes/public/tour.tsx'),
    route('blogs', 'routes/public/blogs.tsx'),
    route('article/:title', 'routes/public/article.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('book', 'routes/public/book.tsx'),
    route('book_package', 'routes/public/book-package.tsx'),
    route('accomodation', 'routes/public/accomodation.tsx'),
    route('accommodation', 'routes/public/accommodation-redirect.ts'),
    route('airport-transfer', 'routes/public/airport-transfer.tsx'),
    route('success', 'routes/public/success.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  // Staff sign-in and the back-office (PRODUCT.md, "Routes"). The layout's middleware lets only staff in.
  route('login', 'routes/admin/login.tsx'),
  route('logout', 'routes/admin/logout.ts'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('package_bookings', 'routes/admin/package-bookings.tsx'),
    route('package/:id', 'routes/admin/package.tsx'),
    route('country_bookings', 'routes/admin/country-bookings.tsx'),
    route('country_book/:id', 'routes/admin/country-book.tsx'),
    route('accomodation_bookings', 'routes/admin/accomodation-bookings.tsx'),
    route('accomodation/:id', 'routes/admin/accomodation.tsx'),
    route('airport', 'routes/admin/airport-transfers.tsx'),
    route('airport/:id', 'routes/admin/airport.tsx'),
    route('messages_bookings', 'routes/admin/messages-bookings.tsx'),
    route('message/:id', 'routes/admin/message.tsx'),
    route('add_blog', 'routes/admin/add-blog.tsx'),
    route('articles', 'routes/admin/articles.tsx'),
    route('articles/:id', 'routes/admin/article-edit.tsx'),
    route('password', 'routes/admin/password.tsx'),
    route('mail', 'routes/admin/mail.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),

  // JSON API: /api/bookings (PRODUCT.md, "API contract").
  route('api/bookings/login', 'routes/api/login.ts'),
  route('api/bookings/logout', 'routes/api/logout.ts'),
  route('api/bookings/upload', 'routes/api/upload.ts'),
  route('api/bookings/blog', 'routes/api/blog.ts'),
  route('api/bookings/blog/:title', 'routes/api/blog-article.ts'),
  route('api/bookings/articles/:id', 'routes/api/article.ts'),
  // country_book, book_country, book_package, accomodation, airport, message, messages
  route('api/bookings/:collection', 'routes/api/inquiries.ts'),
  route('api/bookings/:collection/:id', 'routes/api/inquiry.ts'),
  route('api/*', 'routes/api/not-found.ts'),

  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('healthz', 'routes/healthz.ts'),
  route('livez', 'routes/livez.ts'),
] satisfies RouteConfig
