import { describe, expect, test } from 'vitest'
import {
  addPicture,
  describePicture,
  FULL_MESSAGE,
  MOST_PICTURES,
  readSupplierPictures,
  removePicture,
  SHOWN_MESSAGE,
  supplierImages,
  writeSupplierPictures,
  type SupplierPicture,
} from './supplier-pictures'

// How a lodge's pictures are read from its column and written back (docs/product.md, "Rate cards").

const PHOTO = '/uploads/0b5f2c1e-3d4a-4b6c-8d9e-0f1a2b3c4d5e.webp'
const OTHER = '/uploads/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b.webp'

describe('reading the column', () => {
  test.each<[string, string, SupplierPicture[]]>([
    ['an empty list', '[]', []],
    [
      'bare keys of before: the lodge name, then numbered',
      JSON.stringify(['scene:tented-camp', PHOTO]),
      [
        { key: 'scene:tented-camp', alt: 'Mara River Camp' },
        { key: PHOTO, alt: 'Mara River Camp, picture 2' },
      ],
    ],
    [
      'entries with typed words and sizes',
      JSON.stringify([
        { key: PHOTO, alt: 'Tents under acacias at dusk', widths: [960, 480, 1600] },
        { key: 'scene:mara-giraffes', alt: 'Giraffes on the plain' },
      ]),
      [
        { key: PHOTO, alt: 'Tents under acacias at dusk', widths: [480, 960, 1600] },
        { key: 'scene:mara-giraffes', alt: 'Giraffes on the plain' },
      ],
    ],
    [
      'old and new together, numbered by where they are read',
      JSON.stringify([{ key: PHOTO, alt: 'The mess tent' }, 'scene:tented-camp']),
      [
        { key: PHOTO, alt: 'The mess tent' },
        { key: 'scene:tented-camp', alt: 'Mara River Camp, picture 2' },
      ],
    ],
    [
      'junk entries left out',
      JSON.stringify([
        42,
        null,
        ['scene:tented-camp'],
        'https://elsewhere.example/lodge.jpg',
        '/uploads/../../etc/passwd',
        '/uploads/0b5f2c1e-3d4a-4b6c-8d9e-0f1a2b3c4d5e-480.avif',
        { key: 'scene:tented-camp' },
        { key: 'scene:tented-camp', alt: '   ' },
        { key: 'scene:Tented Camp!', alt: 'A camp' },
        { alt: 'No key' },
        { key: OTHER, alt: ' Kept, trimmed ' },
      ]),
      [{ key: OTHER, alt: 'Kept, trimmed' }],
    ],
    [
      'sizes only for an upload, and only whole widths',
      JSON.stringify([
        { key: 'scene:tented-camp', alt: 'A camp', widths: [480] },
        { key: PHOTO, alt: 'A tent', widths: ['480', -1, 2.5, 960, 960] },
        { key: OTHER, alt: 'Another tent', widths: 'all' },
      ]),
      [
        { key: 'scene:tented-camp', alt: 'A camp' },
        { key: PHOTO, alt: 'A tent', widths: [960] },
        { key: OTHER, alt: 'Another tent' },
      ],
    ],
    [
      'a key seen before is read once',
      JSON.stringify([PHOTO, { key: PHOTO, alt: 'Again' }]),
      [{ key: PHOTO, alt: 'Mara River Camp' }],
    ],
    ['not a list', '{"key":"scene:tented-camp","alt":"A camp"}', []],
    ['not JSON', 'scene:tented-camp', []],
    ['nothing', '', []],
  ])('%s', (_, json, pictures) => {
    expect(readSupplierPictures(json, 'Mara River Camp')).toEqual(pictures)
  })

  test('words past their length are cut, and no more than the most pictures are read', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({
      key: `scene:camp-${index}`,
      alt: 'x'.repeat(300),
    }))
    const read = readSupplierPictures(JSON.stringify(many), 'Camp')
    expect(read).toHaveLength(MOST_PICTURES)
    expect(read[0]!.alt).toHaveLength(200)
  })

  test('as pages draw them: a photograph with its sizes, a scene, an upload of before', () => {
    const json = JSON.stringify([
      { key: PHOTO, alt: 'Tents under acacias', widths: [480, 960] },
      { key: 'scene:tented-camp', alt: 'A drawn camp' },
      OTHER,
    ])
    expect(supplierImages(json, 'Mara River Camp')).toEqual([
      { src: PHOTO, alt: 'Tents under acacias', widths: [480, 960] },
      { scene: 'tented-camp', alt: 'A drawn camp' },
      { src: OTHER, alt: 'Mara River Camp, picture 3' },
    ])
  })
})

describe('writing and changing', () => {
  const pictures: SupplierPicture[] = [
    { key: PHOTO, alt: 'Tents under acacias', widths: [480, 960] },
    { key: 'scene:tented-camp', alt: 'A drawn camp' },
  ]

  test('what is written reads back the same, every bare key written with its words', () => {
    expect(readSupplierPictures(writeSupplierPictures(pictures), 'Camp')).toEqual(pictures)
    const old = readSupplierPictures(JSON.stringify([OTHER]), 'Mara River Camp')
    expect(JSON.parse(writeSupplierPictures(old))).toEqual([{ key: OTHER, alt: 'Mara River Camp' }])
  })

  test('one more is added at the end, unless the lodge shows the most or shows it already', () => {
    expect(addPicture(pictures, { key: OTHER, alt: 'A tent' })).toEqual([
      ...pictures,
      { key: OTHER, alt: 'A tent' },
    ])
    expect(addPicture(pictures, { key: PHOTO, alt: 'Again' })).toEqual({ refused: SHOWN_MESSAGE })
    const full = Array.from({ length: MOST_PICTURES }, (_, index) => ({ key: `scene:c-${index}`, alt: 'A' }))
    expect(addPicture(full, { key: OTHER, alt: 'A seventh' })).toEqual({ refused: FULL_MESSAGE })
  })

  test('one is removed or given new words by its key; an unknown key changes nothing', () => {
    expect(removePicture(pictures, PHOTO)).toEqual([pictures[1]])
    expect(removePicture(pictures, OTHER)).toBeUndefined()
    expect(describePicture(pictures, PHOTO, 'The mess tent')).toEqual([
      { key: PHOTO, alt: 'The mess tent', widths: [480, 960] },
      pictures[1],
    ])
    expect(describePicture(pictures, OTHER, 'Nothing')).toBeUndefined()
  })
})
