/** Every back-office page (docs/product.md, "Pages under /admin"), for the checks that each one is for staff only. */
export const adminPages = [
  '/admin',
  '/admin/package_bookings',
  '/admin/package/1',
  '/admin/country_bookings',
  '/admin/country_book/1',
  '/admin/accomodation_bookings',
  '/admin/accomodation/1',
  '/admin/airport',
  '/admin/airport/1',
  '/admin/messages_bookings',
  '/admin/message/1',
  '/admin/add_blog',
  '/admin/articles',
  '/admin/articles/1',
  '/admin/password',
  '/admin/mail',
]
