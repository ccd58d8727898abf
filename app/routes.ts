import { index, route, type RouteConfig } from '@react-router/dev/routes'

// The whole route table. Public pages, the staff area under /admin (later issues), the /api/bookings
// JSON contract of PRODUCT.md, and the health check.
export default [
  index('routes/public/home.tsx'),

  // JSON API: /api/bookings (PRODUCT.md, "API contract").
  route('api/bookings/login', 'routes/api/login.ts'),
  route('api/bookings/logout', 'routes/api/logout.ts'),
  route('api/bookings/upload', 'routes/api/upload.ts'),
  route('api/bookings/blog', 'routes/api/blog.ts'),
  route('api/bookings/blog/:title', 'routes/api/blog-article.ts'),
  // country_book, book_country, book_package, accomodation, airport, message, messages
  route('api/bookings/:collection', 'routes/api/inquiries.ts'),
  route('api/bookings/:collection/:id', 'routes/api/inquiry.ts'),
  route('api/*', 'routes/api/not-found.ts'),

  route('healthz', 'routes/healthz.ts'),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig
