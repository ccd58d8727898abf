import { expect, test } from 'vitest'
import { photoSizeSrc, photoWidths, UPLOAD_NAME, UPLOAD_SRC, uploadContentType } from './upload-names'

// The names uploads are kept and served by, and the widths a photograph is kept at.

const UUID = '0b5f2c1e-3d4a-4b6c-8d9e-0f1a2b3c4d5e'

test.each([
  [`${UUID}.webp`, true],
  [`${UUID}-480.avif`, true],
  [`${UUID}-1600.webp`, true],
  [`${UUID}-64.avif`, true],
  [`${UUID}.avif`, false],
  [`${UUID}-0480.avif`, false],
  [`${UUID}-12000.webp`, false],
  [`${UUID}-480.png`, false],
  [`${UUID.toUpperCase()}.webp`, false],
  [`../${UUID}.webp`, false],
  ['..%2F..%2Fetc%2Fpasswd', false],
])('%s is a name of ours: %s', (name, ours) => {
  expect(UPLOAD_NAME.test(name)).toBe(ours)
})

test('an upload itself is addressed by its WebP, never by one of its sizes', () => {
  expect(UPLOAD_SRC.test(`/uploads/${UUID}.webp`)).toBe(true)
  expect(UPLOAD_SRC.test(`/uploads/${UUID}-480.webp`)).toBe(false)
  expect(UPLOAD_SRC.test(`https://elsewhere.example/uploads/${UUID}.webp`)).toBe(false)
})

test.each([
  [2400, [480, 960, 1600]],
  [1600, [480, 960, 1600]],
  [1000, [480, 960, 1000]],
  [960, [480, 960]],
  [480, [480]],
  [64, [64]],
  [0, []],
])('a photograph %i wide is kept at %j, never enlarged', (width, widths) => {
  expect(photoWidths(width)).toEqual(widths)
})

test('a size is named from its upload, and served by its format', () => {
  expect(photoSizeSrc(`/uploads/${UUID}.webp`, 960, 'avif')).toBe(`/uploads/${UUID}-960.avif`)
  expect(UPLOAD_NAME.test(photoSizeSrc(`${UUID}.webp`, 480, 'webp'))).toBe(true)
  expect(uploadContentType(`${UUID}-960.avif`)).toBe('image/avif')
  expect(uploadContentType(`${UUID}-960.webp`)).toBe('image/webp')
  expect(uploadContentType(`${UUID}.webp`)).toBe('image/webp')
})
