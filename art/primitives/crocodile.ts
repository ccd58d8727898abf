// The Nile crocodile.

/** A Nile crocodile basking, facing right: about 120 units long, belly on y = 0. */
export const CROCODILE =
  'M-64 -1C-52 -2 -38 -5 -26 -7C-14 -9 4 -9.5 16 -7.5C22 -7.5 26 -8.5 30 -9C33 -9.5 35 -8.5 36 -7L56 -4C59.5 -3.5 59.5 0 56 0' +
  'L27 0L29 3L20 3L16 0L-10 0L-12 3L-21 3L-19 0L-40 0C-50 0 -58 -0.2 -64 -1Z'
export const CROCODILE_SCUTES =
  'M-40 -4.6L-37 -7L-34 -5.4L-31 -7.8L-28 -6L-25 -8.6L-22 -6.6L-19 -9L-16 -7L-13 -9.4L-10 -7.4L-7 -9.6L-4 -7.6L-1 -9.6L2 -7.6L5 -9.4L8 -7.4'
