import type { Room } from './party'

// Rooming as staff set it per proposal (docs/product.md, "Rate cards"): each room by its type (single,
// twin, double, triple, or children in a room of their own), with any child's age sharing it and any
// extra bed, typed as staff say it ("double + 7, single, children 12 9"). Every adult and child of the
// party has a room, once; without it a party is roomed adults in twos, the children with the first.

export const ROOM_TYPES = { single: 1, twin: 2, double: 2, triple: 3, children: 0 } as const
export type RoomType = keyof typeof ROOM_TYPES

export const ROOMING_HINT = 'e.g. double + 7, single, children 12 9; empty: adults in twos'
const WORDS_MESSAGE =
  'Write each room as single, twin, double, triple or children, with any child’s age and extra bed, e.g. double + 7, single'

const sorted = (ages: readonly number[]) => [...ages].sort((a, b) => b - a)
const agesText = (ages: readonly number[]) => (ages.length ? sorted(ages).join(', ') : 'none')

/**
 * The rooms typed for this party, or the message beside the field: the adults the rooms take must be
 * the party's, and the children's ages those given.
 */
export function readRooming(
  text: string,
  adults: number,
  childAges: readonly number[],
): { rooms: Room[] } | { error: string } {
  const rooms: Room[] = []
  for (const typed of text.toLowerCase().split(/[,;\n]+/)) {
    const words = typed.replace(/\+/g, ' ').split(/\s+/).filter(Boolean)
    if (!words.length) continue
    const [type = '', ...rest] = words
    const known = type === 'child' ? 'children' : type
    if (!(known in ROOM_TYPES)) return { error: WORDS_MESSAGE }
    const room: Room = { type: known as RoomType, adults: ROOM_TYPES[known as RoomType], childAges: [] }
    for (let at = 0; at < rest.length; at++) {
      const word = rest[at]!
      if (/^\d{1,2}$/.test(word) && Number(word) <= 17) room.childAges.push(Number(word))
      else if (word === 'extra' && /^beds?$/.test(rest[at + 1] ?? '')) {
        room.extraBeds = (room.extraBeds ?? 0) + 1
        at++
      } else if (word !== 'with' && word !== 'and') return { error: WORDS_MESSAGE }
    }
    if (room.type === 'children' && !room.childAges.length)
      return { error: 'Give the ages of the children in a room of their own, e.g. children 12 9' }
    rooms.push(room)
  }
  const roomed = rooms.reduce((sum, room) => sum + room.adults, 0)
  if (roomed !== adults)
    return { error: `These rooms take ${roomed} ${roomed === 1 ? 'adult' : 'adults'}; ${adults} travel` }
  const ages = rooms.flatMap((room) => room.childAges)
  if (agesText(ages) !== agesText(childAges))
    return {
      error: `These rooms hold children aged ${agesText(ages)}; the children's ages are ${agesText(childAges)}`,
    }
  return { rooms }
}
