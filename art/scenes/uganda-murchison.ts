import { cloud, mist } from '../primitives/atmosphere.ts'
import { launchBoat } from '../primitives/boats.ts'
import { CROCODILE, CROCODILE_SCUTES } from '../primitives/crocodile.ts'
import { grass, papyrus } from '../primitives/grasses.ts'
import { herd } from '../primitives/herds.ts'
import { ground, hills } from '../primitives/land.ts'
import { type Rng, between, uid } from '../primitives/numbers.ts'
import { type Pt, polyline, ridgeLine, smoothPath } from '../primitives/paths.ts'
import { cliff } from '../primitives/rocks.ts'
import { sky } from '../primitives/sky.ts'
import { defs, place, reflect, verticalGradient } from '../primitives/svg.ts'
import { bush, roundTree } from '../primitives/trees.ts'
import { ripples, shimmer, splash, water, waves } from '../primitives/water.ts'
import { SCENE_HEIGHT as H } from './canvas.ts'

export function ugandaMurchison(rng: Rng): string {
  let s = sky([
    [0, '#7fb8dc'],
    [0.45, '#d9eae6'],
  ])
  s +=
    cloud(rng, 160, 150, 220, '#ffffff', 0.85, '#e2ecf0') +
    cloud(rng, 1180, 120, 260, '#ffffff', 0.9, '#e2ecf0')
  // The plateau above the Rift escarpment, hazy in the distance.
  s += hills(rng, { y: 250, amplitude: 22, wavelength: 640, fill: '#a6bcae' })
  // Below the falls the Nile runs out of the gorge and widens into a calm, broad channel.
  s += water(480, H, [
    [0, '#e6efe8'],
    [0.12, '#a9c0b0'],
    [0.5, '#6f8c7c'],
    [1, '#3e5a50'],
  ])
  // Rafts of foam drifting down from the falls.
  s += shimmer(rng, 380, 1240, 520, 880, 40, '#f4f8f0', 0.5, 60)
  // The valley sides converge on the falls: the whole river squeezes through a cleft about 7 m wide
  // between two shoulders of rock at the top of the escarpment.
  const lip = 300
  const foot = 496
  const leftTop = ridgeLine(rng, [-40, 236], [700, 270], 18, 4)
  const leftCleft: Pt[] = [
    [740, 262],
    [764, 266],
    [787, lip],
    [785, 340],
    [778, 400],
    [768, 460],
    [758, foot],
  ]
  const left: Pt[] = [...leftTop, ...leftCleft, [700, 518], [600, 544], [440, 584], [240, 632], [-40, 690]]
  const rightTop = ridgeLine(rng, [1640, 226], [900, 266], 18, 4)
  const rightCleft: Pt[] = [
    [862, 258],
    [838, 262],
    [815, lip],
    [819, 340],
    [828, 400],
    [838, 460],
    [848, foot],
  ]
  const right: Pt[] = [
    ...rightTop,
    ...rightCleft,
    [910, 518],
    [1020, 548],
    [1180, 592],
    [1400, 642],
    [1640, 690],
  ]
  // The banks darken the water along the shore; the slopes above are thick with bush.
  const lit = uid('sl')
  const shade = uid('sl')
  s += defs(
    verticalGradient(
      lit,
      [
        [0, '#5a8640'],
        [1, '#34582a'],
      ],
      240,
      690,
    ) +
      verticalGradient(
        shade,
        [
          [0, '#44683a'],
          [1, '#2a4424'],
        ],
        230,
        690,
      ),
  )
  s += `<path d="${polyline(left) + polyline(right)}" transform="translate(0 16)" fill="#2c4a2c" opacity=".28"/>`
  s += `<path d="${polyline(left)}" fill="url(#${lit})"/><path d="${polyline(right)}" fill="url(#${shade})"/>`
  for (let i = 0; i < 5; i++) {
    const x = between(rng, 60, 520)
    s += bush(rng, x, between(rng, 300, 610 - x * 0.12), 90, 46, '#3a6230', '#527e3c', 5)
  }
  for (let i = 0; i < 5; i++) {
    const x = between(rng, 1080, 1560)
    s += bush(rng, x, between(rng, 300, 470 + (x - 1000) * 0.16), 90, 46, '#2e4e28', '#416a34', 5)
  }
  // Dark, wet rock walls either side of the cleft, down to the foot of the falls.
  s += cliff(
    rng,
    [
      ...leftTop.filter(([x]) => x > 640),
      ...leftCleft,
      [700, 520],
      [600, 546],
      [500, 570],
      [540, 520],
      [548, 470],
      [584, 420],
      [590, 370],
      [626, 330],
      [630, 290],
    ],
    '#3e342e',
    24,
  )
  s += cliff(
    rng,
    [
      ...rightCleft.slice(2),
      [910, 520],
      [1020, 550],
      [1110, 574],
      [1070, 520],
      [1060, 470],
      [1020, 420],
      [1012, 370],
      [976, 330],
      [970, 286],
      ...rightTop.filter(([x]) => x < 960).reverse(),
      ...rightCleft.slice(0, 2),
    ],
    '#2a2420',
    24,
  )
  // The inner faces of the cleft, in deep shadow.
  s += `<path d="M787 ${lip}L785 340L778 400L768 460L758 ${foot}L730 490L752 400L768 320ZM815 ${lip}L819 340L828 400L838 460L848 ${foot}L878 488L854 400L836 320Z" fill="#14100d" opacity=".8"/>`
  // Bush crowding the clifftops and clinging to the rock.
  for (const [x, y] of leftTop.filter((_, i) => i % 2 === 0))
    s += bush(rng, x, y - 4, between(rng, 90, 140), between(rng, 44, 70), '#3f6a2e', '#5e8e40', 6)
  for (const [x, y] of rightTop.filter((_, i) => i % 2 === 0))
    s += bush(rng, x, y - 4, between(rng, 90, 140), between(rng, 44, 70), '#33592a', '#4e7a38', 6)
  for (const [x, y, w] of [
    [620, 330, 64],
    [590, 410, 60],
    [700, 400, 44],
    [548, 490, 64],
    [640, 470, 40],
    [744, 300, 34],
    [880, 310, 44],
    [980, 340, 64],
    [1020, 430, 60],
    [900, 420, 40],
    [1064, 510, 60],
    [960, 490, 40],
  ] as const)
    s += bush(rng, x, y, w, w * 0.6, '#3f6a2e', '#5e8e40', 5)
  // The falls: the whole river bursts through the cleft and plunges about 43 m in one narrow white
  // column, shredding into spray at its edges.
  const veilL: Pt[] = []
  const veilR: Pt[] = []
  for (let i = 0; i <= 8; i++) {
    const t = i / 8
    const y = lip + 4 + t * (foot - lip - 4)
    veilL.push([787 - t * 24 - between(rng, 0, 10) * t, y])
    veilR.push([815 + t * 28 + between(rng, 0, 10) * t, y])
  }
  s += `<path d="${polyline([...veilL, ...veilR.reverse()])}" fill="#ffffff" opacity=".35"/>`
  s += `<path d="M787 ${lip}C785 360 781 420 776 ${foot}L828 ${foot}C823 420 818 360 815 ${lip}Z" fill="#f7fbfc"/>`
  s += `<path d="M803 ${lip + 2}C805 360 808 420 812 ${foot}L828 ${foot}C823 420 818 360 815 ${lip}Z" fill="#c2d8e2" opacity=".55"/>`
  s += `<path d="M794 314C792 360 790 420 786 488M801 310C801 360 801 420 801 490M808 314C810 360 812 420 816 488" stroke="#a6c6d6" stroke-width="2.6" fill="none" opacity=".6"/>`
  s += splash(rng, 801, lip + 16, 24, '#ffffff', 0.8)
  // Spray boiling up from the foot of the falls and drifting over the rim.
  s += mist(801, foot + 6, 400, 140, '#ffffff', 0.95)
  s += mist(812, 420, 180, 240, '#ffffff', 0.55)
  s += mist(850, 310, 300, 190, '#ffffff', 0.38)
  s += waves(rng, 660, 960, 512, 560, 4, '#ffffff', 0.5, 26)
  // Hippos in the shallows, a launch nosing upstream, crocodiles on a sandbank.
  s += herd(
    'hippo',
    [
      { x: 470, y: 676, size: 64 },
      { x: 540, y: 660, size: 52, flip: true },
      { x: 600, y: 690, size: 78 },
    ],
    '#5a4a4e',
  )
  for (const [x, y, w] of [
    [466, 677, 32],
    [545, 661, 26],
    [596, 691, 40],
  ] as const)
    s += ripples(x, y + 2, w, '#e6f0ea', 0.5, 2)
  const boat = launchBoat(1010, 612, 200, true)
  s += reflect(boat, 612, 0.22) + boat
  s += ripples(1010, 614, 110, '#e6f0ea', 0.45, 2)
  s += `<path d="${smoothPath(
    [
      [1070, 734],
      [1170, 710],
      [1330, 702],
      [1460, 714],
      [1400, 736],
      [1200, 744],
    ],
    true,
  )}" fill="#cdb98e"/>`
  const croc = `<path d="${CROCODILE}"/><path d="${CROCODILE_SCUTES}" stroke="#000" stroke-opacity=".3" stroke-width="1.4" fill="none"/>`
  s += place(1210, 726, 1.25, croc, false, ' fill="#55563a"')
  s += place(1370, 720, 0.95, croc, true, ' fill="#4a4b32"')
  // Green banks in front.
  s += ground(
    [
      [-40, 720],
      [160, 736],
      [300, 786],
      [380, 850],
      [420, 910],
    ],
    '#3e6a2e',
  )
  s += ground(
    [
      [1180, 910],
      [1280, 840],
      [1440, 800],
      [1640, 790],
    ],
    '#3a6430',
  )
  s += roundTree(rng, { x: 120, y: 790, size: 260, fill: '#2e5226', light: '#4e7a38' })
  s += papyrus(rng, 1300, 1580, 880, 8, 150, '#2e5226', '#5a8a3a')
  s += grass(rng, 0, 400, 800, 890, 32, 40, '#2e5226')
  return s
}
