// The 24 illustrated scenes of the Tembo site, drawn from the primitives in ./primitives.ts.
// Each scene is a function returning a complete 1600×900 SVG document; the build turns them into
// WebP/AVIF (scripts/scenes-plugin.ts). Every scene is seeded, so it is identical on every run.
// Subjects stay in the middle third: cards show a 4:3 centre crop (x 200–1400).

import {
  type Placement,
  type Pt,
  type Rng,
  acacia,
  balloon,
  baobab,
  beach,
  between,
  binocularsFromAbove,
  birds,
  bootsFromAbove,
  bananaPlant,
  bush,
  cameraFromAbove,
  canoe,
  canopy,
  carvedDoor,
  chimpanzee,
  cloud,
  cloudBand,
  column,
  defs,
  dhow,
  doumPalm,
  dust,
  elephant,
  f,
  fernClump,
  flamingo,
  flamingoFlyingShape,
  foam,
  forestTrunks,
  fort,
  giraffe,
  gorilla,
  grain,
  grass,
  grassEdge,
  ground,
  hatFromAbove,
  herd,
  hillPath,
  hills,
  kilimanjaro,
  kopje,
  leafSpray,
  lightRays,
  limb,
  linearGradient,
  lion,
  makeRng,
  mist,
  mistBand,
  mix,
  moon,
  mountain,
  palm,
  person,
  papyrus,
  place,
  polyline,
  radialGradient,
  rect,
  reeds,
  reflect,
  resetIds,
  ridgeLine,
  ripples,
  rocks,
  roundTree,
  safariCar,
  scatter,
  shimmer,
  sky,
  smoothPath,
  splash,
  stars,
  sun,
  sunPath,
  surfEdge,
  svgDocument,
  tent,
  terraces,
  uid,
  verticalGradient,
  vignette,
  vines,
  volcano,
  water,
  waves,
} from './primitives.ts'

export const SCENE_WIDTH = 1600
export const SCENE_HEIGHT = 900

export type SceneName =
  | 'welcome-savanna'
  | 'bwindi-gorilla'
  | 'mara-giraffes'
  | 'queen-elizabeth-lion'
  | 'kenya-amboseli'
  | 'uganda-murchison'
  | 'rwanda-volcanoes'
  | 'tanzania-serengeti'
  | 'akagera-lake'
  | 'diani-beach'
  | 'zanzibar-dhow'
  | 'nyali-beach'
  | 'stone-town'
  | 'kibale-chimpanzee'
  | 'rift-valley-flamingos'
  | 'ngorongoro-crater'
  | 'tsavo-elephants'
  | 'mombasa-fort'
  | 'safari-sunset'
  | 'tented-camp'
  | 'safari-packing'
  | 'mara-river-crossing'
  | 'serengeti-balloon'
  | 'lake-bunyonyi'

const W = SCENE_WIDTH
const H = SCENE_HEIGHT

interface Finish {
  grain?: number
  vignette?: number
  vignetteColor?: string
}

/** Wraps a drawing: fresh ids, a seeded generator, then the shared grain and vignette. */
function compose(seed: number, draw: (rng: Rng) => string, finish: Finish = {}): () => string {
  return () => {
    resetIds()
    const body = draw(makeRng(seed))
    const texture = grain(makeRng(seed * 7 + 3), finish.grain ?? 0.08)
    return svgDocument(body + texture + vignette(finish.vignette ?? 0.3, finish.vignetteColor))
  }
}

/** A gradient-filled rectangle of ground from y to the bottom. */
function plain(y: number, top: string, bottom: string, to = H): string {
  return water(y, to, [
    [0, top],
    [1, bottom],
  ])
}

// ---------------------------------------------------------------- savanna scenes

function welcomeSavanna(rng: Rng): string {
  let s = sky([
    [0, '#d9844e'],
    [0.4, '#eea35e'],
    [0.62, '#f6c67a'],
    [0.72, '#fbe0a6'],
  ])
  s += sun(790, 560, 62, { core: '#fff1cc', glow: '#ffe0a0', glowRadius: 520, glowOpacity: 0.75 })
  s +=
    cloudBand(rng, 120, 250, 520, 22, '#f8cf92', 0.55) +
    cloudBand(rng, 980, 190, 560, 26, '#f8cf92', 0.5) +
    cloudBand(rng, 600, 330, 380, 14, '#fbdcaa', 0.5)
  s += hills(rng, { y: 585, amplitude: 45, wavelength: 520, fill: '#d39a72' })
  s += hills(rng, { y: 615, amplitude: 26, wavelength: 380, fill: '#c8844e' })
  s += plain(620, '#d5924a', '#9a5a26')
  s += mistBand(560, 680, '#fbd59a', 0.55, 0.5)
  for (const [x, size] of [
    [140, 60],
    [470, 48],
    [1000, 52],
    [1460, 70],
    [1320, 40],
  ] as const)
    s += acacia(rng, { x, y: 632, size, fill: '#b06e46' })
  s += herd(
    'elephant',
    [
      { x: 520, y: 672, size: 70 },
      { x: 640, y: 676, size: 84 },
      { x: 724, y: 680, size: 46 },
      { x: 810, y: 679, size: 88 },
      { x: 935, y: 676, size: 76 },
      { x: 1018, y: 680, size: 44 },
    ],
    '#6b3f2e',
  )
  s += dust(rng, 480, 1060, 684, 6, 50, '#f1c487', 0.3)
  s += grass(rng, 0, W, 660, 760, 160, 26, '#a8662e', 0.8)
  s += acacia(rng, { x: 1230, y: 790, size: 400, fill: '#3a2216', light: '#6a3e22' })
  s += acacia(rng, { x: 320, y: 742, size: 230, fill: '#4a2c1c', light: '#74462a' })
  s += birds(rng, 560, 250, 120, 6, 11, '#6b3a26')
  s += grass(rng, 0, W, 780, 880, 120, 50, '#6e3a1c')
  s += grassEdge(rng, 870, 60, '#4a2514')
  return s
}

function maraGiraffes(rng: Rng): string {
  let s = sky([
    [0, '#5fa5d4'],
    [0.45, '#a9d2e6'],
    [0.66, '#f0e6c6'],
  ])
  s +=
    cloud(rng, 180, 170, 300, '#ffffff', 0.9, '#e3ecf0') +
    cloud(rng, 1060, 120, 380, '#ffffff', 0.95, '#e3ecf0') +
    cloud(rng, 700, 260, 180, '#ffffff', 0.7)
  // Oloololo escarpment: a long flat-topped wall on the left horizon.
  s += ground(
    [
      [-40, 470],
      [200, 462],
      [520, 458],
      [760, 470],
      [900, 540],
      [1100, 566],
      [1640, 570],
    ],
    '#9aaab0',
  )
  s += hills(rng, { y: 585, amplitude: 14, wavelength: 500, fill: '#cfc08a' })
  s += plain(592, '#cdb676', '#a88a42')
  for (const [x, size] of [
    [80, 50],
    [560, 42],
    [1000, 56],
    [1400, 46],
  ] as const)
    s += acacia(rng, { x, y: 598, size, fill: '#8a8a62' })
  s += grass(rng, 0, W, 600, 700, 100, 18, '#b79a50', 0.8)
  s += acacia(rng, { x: 300, y: 700, size: 230, fill: '#4d4228', light: '#7a6a3a' })
  s += acacia(rng, { x: 1260, y: 740, size: 340, fill: '#46381f', light: '#76643a' })
  const coat = { fill: '#e0ae62', patch: '#8c4a22', net: '#f3dcaa', detail: true }
  s += `<g fill="#6a5020" opacity=".22"><ellipse cx="590" cy="792" rx="130" ry="12"/><ellipse cx="840" cy="790" rx="80" ry="8"/><ellipse cx="1020" cy="754" rx="110" ry="10"/></g>`
  s += giraffe(rng, { x: 1060, y: 752, size: 390, flip: true, ...coat })
  s += giraffe(rng, { x: 840, y: 788, size: 250, ...coat })
  s += giraffe(rng, { x: 580, y: 792, size: 450, ...coat })
  s += grass(rng, 0, W, 760, 890, 100, 40, '#8a6a2a')
  s += grassEdge(rng, 885, 40, '#6e5220')
  return s
}

/** Points along one edge of a limb() (side 1 = upper/left of travel), to trace a rim light. */
function limbEdge(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w1: number,
  w2: number,
  bend: number,
  side: 1 | -1,
): Pt[] {
  const dx = x2 - x1
  const dy = y2 - y1
  const len = Math.hypot(dx, dy) || 1
  const nx = -dy / len
  const ny = dx / len
  const mx = (x1 + x2) / 2 + nx * bend
  const my = (y1 + y2) / 2 + ny * bend
  const wm = (w1 + w2) / 2
  const a: Pt = [x1 + (side * nx * w1) / 2, y1 + (side * ny * w1) / 2]
  const c: Pt = [mx + (side * nx * wm) / 2, my + (side * ny * wm) / 2]
  const b: Pt = [x2 + (side * nx * w2) / 2, y2 + (side * ny * w2) / 2]
  const out: Pt[] = []
  for (let i = 0; i <= 20; i++) {
    const t = i / 20
    out.push([
      (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * c[0] + t * t * b[0],
      (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * c[1] + t * t * b[1],
    ])
  }
  return out
}

function queenElizabethLion(rng: Rng): string {
  // Ishasha at midday: a high sun, a pale sky, short shadows; the lions sleep out the heat up in a fig.
  let s = sky(
    [
      [0, '#5aa4d6'],
      [0.6, '#a9d3e8'],
      [1, '#e8f0dc'],
    ],
    640,
  )
  s += sun(1010, 74, 34, { core: '#fffbea', glow: '#fff3c4', glowRadius: 280, glowOpacity: 0.6 })
  s += cloud(rng, 1180, 250, 220, '#ffffff', 0.85, '#e2ecf0') + cloud(rng, 1400, 360, 150, '#ffffff', 0.7)
  s += hills(rng, { y: 585, amplitude: 50, wavelength: 700, fill: '#a4b8be' })
  s += hills(rng, { y: 610, amplitude: 18, wavelength: 400, fill: '#a9aa78' })
  s += plain(612, '#c8b868', '#8e8236')
  s += mistBand(560, 650, '#f4f0d8', 0.5, 0.55)
  // Open grassland dotted with acacias and figs, each standing on its own small noon shadow.
  let shadows = ''
  for (const [x, size] of [
    [1350, 60],
    [1500, 44],
    [1040, 40],
  ] as const) {
    s += acacia(rng, { x, y: 622, size, fill: '#6e7046' })
    shadows += `<ellipse cx="${x}" cy="624" rx="${f(size * 0.5)}" ry="3"/>`
  }
  s += roundTree(rng, { x: 1200, y: 626, size: 56, fill: '#5e6a40', crown: 0.8 })
  shadows += `<ellipse cx="1200" cy="628" rx="24" ry="3"/>`
  s += `<g fill="#4e4a22" opacity=".35">${shadows}</g>`
  // The sycamore fig: a short, massive, pale-barked trunk; one long, nearly level branch; a broad, dense crown.
  const bark = '#857860'
  const barkShade = '#5c5444'
  const barkLight = '#bcae8a'
  const leaf = '#3c5e2a'
  const leafLight = '#628c3c'
  const branch = [430, 610, 1290, 470, 104, 26, 30] as const
  // Trunk, buttresses and the limbs inside the crown are in its shade; the long branch reaches out into the light.
  let inner = limb(390, 905, 450, 570, 170, 110, -20)
  inner += 'M430 906L366 740C344 850 300 898 250 906ZM574 906C522 896 490 860 472 750L430 906Z'
  inner += limb(440, 600, 230, 300, 84, 24, 30)
  inner += limb(460, 590, 620, 270, 76, 22, -30)
  const sprouts = limb(560, 580, 760, 300, 34, 10, 10) + limb(880, 545, 960, 330, 24, 8, -10)
  let outer = limb(...branch)
  outer += limb(1150, 500, 1330, 420, 14, 5, 10)
  let crown = bush(rng, 420, 250, 780, 250, leaf, leafLight, 36)
  crown += bush(rng, 100, 330, 280, 140, leaf, leafLight, 10)
  crown += bush(rng, 790, 250, 340, 130, leaf, leafLight, 12)
  crown += bush(rng, 1000, 310, 300, 120, leaf, leafLight, 12)
  crown += bush(rng, 1320, 410, 160, 74, leaf, leafLight, 8)
  s += `<path d="${sprouts}" fill="${barkShade}"/><path d="${outer}" fill="${bark}"/><path d="${inner}" fill="${barkShade}"/>`
  s += crown
  const rim = limbEdge(...branch, -1).filter(([x]) => x > 470)
  s += `<path d="${polyline(rim, false)}" stroke="${barkLight}" stroke-width="5" fill="none" opacity=".8" stroke-linecap="round"/>`
  // Figs grow in clusters straight from the trunk and the big branches.
  let figs = ''
  for (const [x, y] of [
    [440, 690],
    [456, 702],
    [604, 600],
    [618, 608],
    [700, 584],
    [964, 540],
    [980, 534],
  ] as const)
    figs += `<circle cx="${x}" cy="${y}" r="5"/>`
  s += `<g fill="#c9a246">${figs}</g>`
  s += lion({ x: 760, y: 530, size: 300, fill: '#c48a4e', pose: 'branch' })
  s += lion({ x: 1130, y: 488, size: 160, fill: '#b98250', pose: 'branch', maned: false, flip: true })
  s += `<ellipse cx="420" cy="900" rx="520" ry="70" fill="#3a3a14" opacity=".3"/>`
  s += grass(rng, 0, 280, 700, 880, 16, 40, '#7c7632') + grass(rng, 560, W, 700, 880, 66, 40, '#7c7632')
  s += grassEdge(rng, 880, 50, '#55501e')
  return s
}

function kenyaAmboseli(rng: Rng): string {
  let s = sky([
    [0, '#6ea8d4'],
    [0.4, '#b5d4e4'],
    [0.62, '#ece6d6'],
  ])
  s += cloud(rng, 1250, 130, 260, '#ffffff', 0.85, '#e6eef2')
  s += kilimanjaro(rng, {
    x: 820,
    baseY: 590,
    width: 1500,
    height: 400,
    fill: '#8f92b6',
    shade: '#7376a0',
    snow: '#f8f6f2',
    snowShade: '#cfd2e6',
  })
  s += cloudBand(rng, 80, 545, 700, 36, '#f4f2ee', 0.85) + cloudBand(rng, 900, 540, 620, 30, '#f4f2ee', 0.8)
  s += mistBand(500, 640, '#efe6d6', 0.85, 0.6)
  s += plain(600, '#d8c6a0', '#b89a68')
  s += hills(rng, { y: 610, amplitude: 8, wavelength: 600, fill: '#cdb98a' })
  for (const [x, size] of [
    [120, 70],
    [260, 50],
    [1420, 80],
    [1530, 56],
  ] as const)
    s += acacia(rng, { x, y: 622, size, fill: '#7a7a5a' })
  s += dust(rng, 300, 1300, 760, 8, 70, '#ecdcbc', 0.35)
  const grey = '#5f5550'
  s += elephant({ x: 300, y: 700, size: 110, fill: mix(grey, '#cdb98a', 0.35), detail: true })
  s += elephant({ x: 1260, y: 704, size: 120, fill: mix(grey, '#cdb98a', 0.32), detail: true })
  s += elephant({ x: 480, y: 742, size: 200, fill: mix(grey, '#cdb98a', 0.1), detail: true })
  s += elephant({ x: 820, y: 768, size: 250, fill: grey, detail: true })
  s += elephant({ x: 688, y: 784, size: 100, fill: mix(grey, '#000000', 0.05), detail: true })
  s += elephant({ x: 1130, y: 750, size: 185, fill: mix(grey, '#cdb98a', 0.08), detail: true })
  s += grass(rng, 0, W, 760, 890, 150, 34, '#9a7e48')
  s += grassEdge(rng, 885, 36, '#7a6036')
  return s
}

function tanzaniaSerengeti(rng: Rng): string {
  let s = sky([
    [0, '#4f97cf'],
    [0.45, '#a8d2ea'],
    [0.64, '#f2ead0'],
  ])
  s +=
    cloud(rng, 120, 260, 420, '#ffffff', 0.95, '#dde8ee') +
    cloud(rng, 760, 200, 520, '#ffffff', 0.95, '#dde8ee') +
    cloud(rng, 1340, 300, 260, '#ffffff', 0.85, '#dde8ee')
  s += hills(rng, { y: 572, amplitude: 10, wavelength: 700, fill: '#b9b99a' })
  s += plain(576, '#d9c688', '#b0924a')
  s += mistBand(540, 620, '#f3ead0', 0.6)
  s += kopje(rng, 380, 640, 400, 180, '#ab9d8a', '#776a5c', '#f0e4cc')
  s += acacia(rng, { x: 470, y: 520, size: 170, fill: '#4a4030', light: '#6e6040' })
  s += grass(rng, 0, W, 600, 700, 120, 16, '#b89a52', 0.8)
  // The migration: a long column snaking from the far right to the middle ground.
  const path: Pt[] = [
    [1660, 600],
    [1380, 612],
    [1150, 628],
    [960, 652],
    [780, 668],
    [620, 690],
    [520, 712],
    [380, 736],
    [200, 752],
    [-40, 770],
  ]
  const sizeAt = (y: number): number => 18 + (y - 595) * 0.42
  const line = column(rng, path, sizeAt, 0.62, 2, 0.04)
  const fill = (p: Placement): string => mix('#6a6058', '#2e2724', (p.y - 595) / 180)
  s += herd(
    'wildebeest',
    line.map((p) => ({ ...p, fill: fill(p) })),
    '#3a322e',
  )
  s += herd(
    'zebra',
    [
      { x: 1050, y: 640, size: 40 },
      { x: 700, y: 676, size: 52 },
      { x: 470, y: 722, size: 68, flip: true },
    ],
    '#f2ede2',
  )
  s += dust(rng, 300, 1500, 690, 10, 60, '#efdcae', 0.3)
  s += grass(rng, 0, W, 780, 890, 140, 40, '#977a38')
  s += grassEdge(rng, 888, 34, '#7a5e28')
  return s
}

function tsavoElephants(rng: Rng): string {
  let s = sky([
    [0, '#4b8fca'],
    [0.5, '#a9cfe6'],
    [0.68, '#f2dcc0'],
  ])
  s +=
    cloud(rng, 60, 230, 480, '#ffffff', 0.95, '#e2e6ee') +
    cloud(rng, 640, 150, 620, '#ffffff', 0.95, '#e2e6ee') +
    cloud(rng, 1300, 250, 360, '#ffffff', 0.9, '#e2e6ee')
  s += mountain(rng, { x: 300, baseY: 612, width: 700, height: 90, fill: '#8a8fb0', roughness: 20 })
  s += mountain(rng, { x: 1250, baseY: 612, width: 900, height: 120, fill: '#7d84a8', roughness: 26 })
  s += plain(608, '#e0a070', '#c0663a')
  s += mistBand(580, 660, '#f4d0b0', 0.55)
  for (const [x, size] of [
    [540, 40],
    [980, 34],
    [1480, 44],
  ] as const)
    s += acacia(rng, { x, y: 622, size, fill: '#9a6a4c' })
  s += grass(rng, 0, W, 640, 760, 120, 20, '#b8784a', 0.7)
  s += baobab(rng, { x: 1300, y: 640, size: 110, fill: '#9a6a52' })
  s += doumPalm(rng, { x: 220, y: 770, size: 360, fill: '#3e4a2c' })
  s += doumPalm(rng, { x: 1400, y: 750, size: 300, fill: '#46522f' })
  s += doumPalm(rng, { x: 1530, y: 700, size: 200, fill: '#5a6240' })
  const red = '#8e3a22'
  s += `<g fill="#7a3418" opacity=".25"><ellipse cx="480" cy="748" rx="150" ry="10"/><ellipse cx="850" cy="792" rx="200" ry="12"/><ellipse cx="1150" cy="766" rx="150" ry="10"/></g>`
  s += elephant({ x: 470, y: 745, size: 180, fill: mix(red, '#e0a070', 0.2), detail: true })
  s += elephant({ x: 655, y: 780, size: 100, fill: mix(red, '#e0a070', 0.08), detail: true })
  s += elephant({ x: 850, y: 792, size: 240, fill: red, detail: true })
  s += elephant({ x: 1160, y: 765, size: 190, fill: mix(red, '#e0a070', 0.12), detail: true, flip: true })
  s += dust(rng, 400, 1300, 800, 6, 60, '#f0b890', 0.3)
  s += grass(rng, 0, W, 790, 890, 120, 34, '#8a4426')
  s += grassEdge(rng, 890, 30, '#6a321c')
  return s
}

function safariSunset(rng: Rng): string {
  let s = sky('sunset', 640)
  s += sun(800, 585, 96, { core: '#fff0c0', glow: '#ffc070', glowRadius: 560, glowOpacity: 0.8 })
  s +=
    cloudBand(rng, 200, 330, 500, 18, '#e9785a', 0.6) +
    cloudBand(rng, 950, 260, 560, 20, '#d8607a', 0.5) +
    cloudBand(rng, 700, 420, 320, 10, '#f79a5a', 0.6)
  s += hills(rng, { y: 610, amplitude: 30, wavelength: 600, fill: '#7a3048' })
  s += plain(620, '#4a1c2c', '#200c14')
  for (const [x, size] of [
    [180, 70],
    [1450, 90],
    [1300, 50],
  ] as const)
    s += acacia(rng, { x, y: 628, size, fill: '#4a1a2a' })
  const silhouette = '#1c0a12'
  s += acacia(rng, { x: 860, y: 760, size: 500, fill: silhouette, spread: 1.15 })
  s += safariCar({
    x: 700,
    y: 768,
    length: 330,
    body: silhouette,
    dark: '#12060c',
    window: '#f0905a',
    canvas: silhouette,
    light: '#3a1a22',
    passengers: 2,
  })
  s += person(930, 770, 78, silhouette)
  s += birds(rng, 1150, 230, 100, 5, 12, '#5a2030')
  s += grass(rng, 0, W, 700, 880, 140, 40, '#140810')
  s += grassEdge(rng, 880, 50, '#0e050a')
  return s
}

function serengetiBalloon(rng: Rng): string {
  let s = sky([
    [0, '#6c7fb8'],
    [0.35, '#d99aa4'],
    [0.6, '#f6c68a'],
    [0.7, '#fbe2b0'],
  ])
  s += sun(560, 640, 70, { core: '#fff2cc', glow: '#ffd89a', glowRadius: 480, glowOpacity: 0.75 })
  s += cloudBand(rng, 900, 220, 500, 16, '#f4b8a8', 0.5) + cloudBand(rng, 100, 300, 420, 14, '#f8c8a8', 0.5)
  s += hills(rng, { y: 640, amplitude: 18, wavelength: 600, fill: '#b0887a' })
  s += plain(640, '#b58866', '#6a4632')
  s += mistBand(600, 720, '#fbe0bc', 0.7, 0.45)
  for (const [x, y, size] of [
    [150, 660, 90],
    [420, 670, 60],
    [1050, 664, 70],
    [1350, 676, 110],
  ] as const)
    s += acacia(rng, { x, y, size, fill: '#5a3a30' })
  s += herd(
    'wildebeest',
    scatter(rng, {
      x0: 200,
      x1: 1400,
      yFar: 690,
      yNear: 730,
      count: 60,
      sizeFar: 10,
      sizeNear: 18,
      flipShare: 0.3,
    }),
    '#4a3028',
  )
  s += balloon({ x: 1410, y: 560, width: 70, colors: ['#3a7a9a', '#f2c14e'], shading: 0.6 })
  s += balloon({
    x: 430,
    y: 310,
    width: 100,
    colors: ['#2e86ab', '#e8e2d0', '#2e86ab', '#e85d3a'],
    shading: 0.6,
  })
  s += balloon({ x: 1150, y: 330, width: 150, colors: ['#7a3e9a', '#f2c14e', '#e85d3a'], shading: 0.6 })
  s += balloon({
    x: 800,
    y: 560,
    width: 250,
    colors: ['#d9483b', '#f2c14e', '#f08a3a', '#f2c14e', '#2e86ab'],
    shading: 0.7,
  })
  s += birds(rng, 980, 520, 60, 4, 8, '#6a4040')
  s += grass(rng, 0, W, 760, 890, 140, 36, '#4a2e22')
  s += grassEdge(rng, 886, 36, '#3a2218')
  return s
}

function maraRiverCrossing(rng: Rng): string {
  let s = sky([
    [0, '#a9c2cc'],
    [0.22, '#dcd4bc'],
    [0.34, '#ecd8b2'],
  ])
  s += hills(rng, { y: 235, amplitude: 16, wavelength: 600, fill: '#bcae8e' })
  s += ground(
    [
      [-40, 250],
      [500, 246],
      [1100, 252],
      [1640, 244],
    ],
    '#c8ac76',
  )
  // The herd massing on the far bank, dust rising.
  s += herd(
    'wildebeest',
    scatter(rng, {
      x0: -20,
      x1: W + 20,
      yFar: 254,
      yNear: 292,
      count: 120,
      sizeFar: 16,
      sizeNear: 30,
      flipShare: 0.85,
    }),
    '#4e4440',
  )
  s += dust(rng, 0, W, 270, 12, 80, '#eed8ae', 0.45)
  // Far bank: a steep, eroded earth cliff with a trampled ramp down to the water.
  const bank: Pt[] = [
    [-40, 300],
    [300, 296],
    [620, 304],
    [900, 300],
    [1200, 296],
    [1640, 302],
  ]
  s += ground(bank, '#9a6c44')
  let strata = ''
  for (let i = 0; i < 6; i++) {
    const y = 326 + i * 26
    const pts: Pt[] = []
    for (let x = -40; x <= 1680; x += 200) pts.push([x, y + between(rng, -8, 8)])
    strata += smoothPath(pts)
  }
  let gullies = ''
  for (let i = 0; i < 24; i++) {
    const x = between(rng, 0, W)
    gullies += `M${f(x)} ${f(between(rng, 300, 340))}l${f(between(rng, -12, 12))} ${f(between(rng, 60, 150))}`
  }
  s += `<path d="${strata}" stroke="#6e4a2e" stroke-width="4" opacity=".18" fill="none"/><path d="${gullies}" stroke="#6a4428" stroke-width="7" opacity=".22" stroke-linecap="round" fill="none"/>`
  s += `<path d="M-40 298C400 292 1200 292 1640 298L1640 306C1200 300 400 300 -40 306Z" fill="#d4ad7a" opacity=".6"/>`
  s += `<path d="M180 300L420 300L700 470L520 470Z" fill="#c09468" opacity=".7"/>`
  s += herd(
    'wildebeest',
    column(
      rng,
      [
        [260, 318],
        [420, 370],
        [560, 430],
        [620, 462],
      ],
      (y) => 40 + (y - 300) * 0.25,
      0.9,
      2,
      1,
    ),
    '#3e3430',
  )
  // The river, muddy and churned.
  s += water(468, H, [
    [0, '#9a8a62'],
    [0.4, '#7c7452'],
    [1, '#55553a'],
  ])
  s +=
    `<rect y="468" width="${W}" height="10" fill="#4a3a26" opacity=".35"/>` +
    foam(rng, 478, 6, '#efe6cc', 0.6)
  s += waves(rng, 0, W, 500, 880, 11, '#e6dcc0', 0.35, 50)
  // Leapers launching off the bank.
  s += splash(rng, 880, 520, 120, '#f6f0e2', 0.85) + splash(rng, 1120, 506, 100, '#f6f0e2', 0.85)
  s += herd(
    'wildebeest-leap',
    [
      { x: 980, y: 470, size: 190, flip: true },
      { x: 1220, y: 440, size: 160, flip: true },
      { x: 760, y: 484, size: 150, flip: true },
    ],
    '#3a302c',
  )
  // Swimmers: heads and horns above the water, each with its wake.
  const swimmers: Placement[] = []
  for (let i = 0; i < 22; i++) {
    const t = i / 21
    const x = 1300 - t * 1000 + between(rng, -50, 50)
    const y = 540 + t * 260 + between(rng, -20, 20)
    swimmers.push({ x, y, size: 70 + (y - 520) * 0.42, flip: true })
  }
  let wakes = ''
  for (const p of swimmers) {
    const w = p.size * 0.6
    wakes += `M${f(p.x - w * 0.2)} ${f(p.y)}L${f(p.x + w * 1.3)} ${f(p.y - w * 0.12)}L${f(p.x + w * 1.3)} ${f(p.y + w * 0.1)}Z`
  }
  s += `<path d="${wakes}" fill="#f2ead4" opacity=".45"/>`
  for (const p of swimmers.filter((_, i) => i % 3 === 0))
    s += splash(rng, p.x - p.size * 0.25, p.y, p.size * 0.3, '#f2ead4', 0.6)
  s += herd('wildebeest-swim', swimmers, '#2e2622')
  s += splash(rng, 620, 560, 90, '#f6f0e2', 0.8)
  // Near bank, bottom left, where the first are scrambling out.
  s += ground(
    [
      [-40, 770],
      [160, 752],
      [360, 800],
      [470, 900],
    ],
    '#6a4a30',
  )
  s += herd('wildebeest', [{ x: 150, y: 790, size: 150, flip: true }], '#2e2622')
  s += grass(rng, 0, 380, 800, 895, 40, 40, '#4a3a22')
  return s
}

// ---------------------------------------------------------------- forest and primates

function bwindiGorilla(rng: Rng): string {
  let s = sky([
    [0, '#d3dcc8'],
    [0.6, '#e2e8d8'],
    [1, '#cdd7c0'],
  ])
  // Far: pale crowns and trunks, nearly lost in the mist.
  s += canopy(rng, 50, 70, 80, '#c2ceb6', 900)
  s += forestTrunks(rng, 18, 900, 900, 11, '#b4c2a8')
  for (let i = 0; i < 9; i++)
    s += bush(
      rng,
      between(rng, 0, W),
      between(rng, 160, 480),
      between(rng, 160, 280),
      between(rng, 90, 150),
      '#b2c1a5',
    )
  s += mistBand(120, 900, '#e4eadb', 0.65, 0.5)
  // Middle: darker trunks with foliage clumps and hanging lianas.
  s += forestTrunks(rng, 11, 900, 900, 22, '#96aa8a')
  for (let i = 0; i < 10; i++)
    s += bush(
      rng,
      between(rng, -50, W + 50),
      between(rng, 80, 420),
      between(rng, 200, 340),
      between(rng, 100, 170),
      '#8da283',
      '#a2b597',
    )
  s += vines(rng, 9, 0, W, 60, 360, '#879c7d')
  s += mistBand(320, 860, '#dde5d2', 0.7, 0.55)
  s += lightRays(1180, -80, [-38, -30, -22, -14], 1050, 55, '#fffbe0', 0.3)
  // Near: mossy trunks and heavy foliage framing the edges.
  s += forestTrunks(rng, 3, 880, 900, 50, '#566f4b', 0, 380)
  s += forestTrunks(rng, 3, 880, 900, 46, '#566f4b', 1220, W)
  s +=
    bush(rng, 120, 80, 520, 260, '#3e5a36', '#58764a', 22) +
    bush(rng, 1480, 60, 560, 260, '#3e5a36', '#58764a', 22)
  s += vines(rng, 5, 1150, W, 60, 460, '#47623f') + vines(rng, 4, 0, 440, 60, 400, '#47623f')
  s += ground(
    [
      [-40, 760],
      [300, 742],
      [700, 772],
      [1100, 752],
      [1640, 770],
    ],
    '#4a6a3e',
  )
  s += fernClump(rng, 540, 800, 250, '#5d8a48', 7)
  s += fernClump(rng, 1060, 810, 260, '#5d8a48', 7)
  s += gorilla({ x: 760, y: 812, size: 430, fill: '#1f1d1c', silver: '#a4a8a6' })
  s += fernClump(rng, 620, 890, 210, '#3e6a34', 6)
  s += fernClump(rng, 950, 900, 220, '#3e6a34', 6)
  s += fernClump(rng, 220, 910, 330, '#2c4f28', 8)
  s += fernClump(rng, 1390, 910, 330, '#2c4f28', 8)
  s += leafSpray(rng, -20, 180, 240, 100, 160, 5, '#2f4f2a')
  s += leafSpray(rng, W + 20, 150, 260, -100, -165, 5, '#2f4f2a')
  return s
}

function kibaleChimpanzee(rng: Rng): string {
  let s = sky([
    [0, '#e8efc2'],
    [0.5, '#bcd294'],
    [1, '#86a466'],
  ])
  s += sun(1240, 80, 60, { core: '#fffbe6', glow: '#fff6c8', glowRadius: 500, glowOpacity: 0.9 })
  s += canopy(rng, 300, 120, 90, '#a8c480', 900)
  s += forestTrunks(rng, 12, 900, 900, 16, '#9cba76')
  for (let i = 0; i < 8; i++)
    s += bush(
      rng,
      between(rng, 0, W),
      between(rng, 320, 560),
      between(rng, 180, 300),
      between(rng, 90, 150),
      '#96b46e',
    )
  s += mistBand(300, 820, '#e6efc6', 0.55)
  s += canopy(rng, 70, 110, 80, '#7d9e58', 340)
  s += mistBand(220, 470, '#e2ecc0', 0.85, 0.5)
  s += lightRays(1240, 60, [-64, -54, -45, -37, -29], 1300, 50, '#fffbe0', 0.32)
  s += forestTrunks(rng, 3, 900, 900, 50, '#5e7a42', 0, 360)
  s += forestTrunks(rng, 2, 900, 900, 46, '#5e7a42', 1300, W)
  const bark = '#4a3a28'
  let wood = limb(-40, 640, 1640, 560, 60, 34, 30)
  wood += limb(300, 200, 1400, 140, 26, 14, -10)
  wood += limb(1000, 590, 1300, 760, 24, 8, 10)
  s += `<path d="${wood}" fill="${bark}"/>`
  s += `<path d="M-40 612Q800 566 1640 544" stroke="#d8c47a" stroke-width="4" opacity=".4" fill="none"/>`
  s += vines(rng, 6, 200, 1400, 180, 300, '#4e6e34')
  s += chimpanzee({ x: 790, y: 592, size: 370, fill: '#2a211b', face: '#9a7a5e' })
  s +=
    bush(rng, 330, 180, 240, 110, '#5a7e3a', '#7a9e4a', 12) +
    bush(rng, 1260, 130, 220, 100, '#5a7e3a', '#7a9e4a', 12)
  s += leafSpray(rng, -30, 820, 300, 20, 110, 6, '#2e4a22')
  s += leafSpray(rng, W + 30, 860, 320, -20, -110, 6, '#2e4a22')
  s += leafSpray(rng, 900, -40, 200, 150, 220, 5, '#3a5a2a')
  return s
}

// ---------------------------------------------------------------- hills, mountains and lakes

function rwandaVolcanoes(rng: Rng): string {
  let s = sky([
    [0, '#9db5d2'],
    [0.45, '#e2d6d2'],
    [0.7, '#f6e4c8'],
  ])
  s += sun(1320, 300, 40, { core: '#fff6dc', glow: '#fde6b8', glowRadius: 300, glowOpacity: 0.6 })
  const far = '#8e98b8'
  s += volcano(rng, {
    x: 1430,
    baseY: 560,
    width: 560,
    height: 300,
    fill: mix(far, '#e2d6d2', 0.25),
    summit: 0.04,
  })
  s += volcano(rng, {
    x: 1130,
    baseY: 560,
    width: 380,
    height: 170,
    fill: mix(far, '#e2d6d2', 0.3),
    summit: 0.1,
  })
  s += mountain(rng, {
    x: 880,
    baseY: 560,
    width: 460,
    height: 240,
    fill: mix(far, '#e2d6d2', 0.15),
    shade: mix(far, '#000000', 0.05),
    roughness: 50,
  })
  s += volcano(rng, { x: 560, baseY: 560, width: 620, height: 270, fill: far, summit: 0.12, crater: true })
  s += volcano(rng, {
    x: 170,
    baseY: 560,
    width: 820,
    height: 360,
    fill: mix(far, '#6a7498', 0.3),
    summit: 0.1,
  })
  s += mistBand(420, 640, '#f4ece4', 0.9, 0.6)
  const hill1 = hillPath(rng, 600, 60, 520, H)
  s +=
    `<path d="${hill1}" fill="#8fb06a"/>` + terraces(rng, hill1, 540, 900, 26, ['#a3c27a', '#7fa05a'], 0.45)
  s += mistBand(600, 720, '#f4ece4', 0.6, 0.4)
  const hill2 = hillPath(rng, 700, 70, 600, H)
  s +=
    `<path d="${hill2}" fill="#6a9a48"/>` +
    terraces(rng, hill2, 630, 900, 30, ['#85b25a', '#5a8a3c', '#9ab86a'], 0.5)
  for (const [x, y] of [
    [430, 692],
    [470, 700],
    [1180, 688],
  ] as const)
    s += `<path d="M${x - 12} ${y}L${x - 12} ${y - 14}L${x} ${y - 24}L${x + 12} ${y - 14}L${x + 12} ${y}Z" fill="#d8c8a8"/><path d="M${x - 15} ${y - 13}L${x} ${y - 26}L${x + 15} ${y - 13}Z" fill="#8a4a32"/>`
  const hill3 = hillPath(rng, 820, 60, 700, H + 10)
  s += `<path d="${hill3}" fill="#4a7a32"/>` + terraces(rng, hill3, 760, 910, 34, ['#5e8e3e', '#3f6a2a'], 0.5)
  for (const [x, y, size] of [
    [120, 870, 260],
    [1490, 880, 280],
    [250, 900, 180],
  ] as const)
    s += bananaPlant(rng, x, y, size, '#3e7a2e', '#5a7a3a')
  s += roundTree(rng, { x: 1330, y: 800, size: 150, fill: '#34562a', light: '#5a8a3c' })
  s += roundTree(rng, { x: 330, y: 790, size: 120, fill: '#34562a', light: '#5a8a3c' })
  return s
}

function akageraLake(rng: Rng): string {
  let s = sky([
    [0, '#7fb6da'],
    [0.6, '#d6e8e6'],
  ])
  s +=
    cloud(rng, 200, 190, 280, '#ffffff', 0.9, '#e2ecf0') +
    cloud(rng, 1150, 150, 340, '#ffffff', 0.9, '#e2ecf0')
  let land = hills(rng, { y: 470, amplitude: 70, wavelength: 700, fill: '#9ab0ac' })
  land += hills(rng, { y: 520, amplitude: 50, wavelength: 520, fill: '#7e9c70' })
  land += hills(rng, { y: 555, amplitude: 24, wavelength: 420, fill: '#6a8a52' })
  s += land
  s += water(560, H, [
    [0, '#8cbcc8'],
    [0.5, '#5a96a6'],
    [1, '#3a6e7e'],
  ])
  s += reflect(land, 560, 0.25, 560)
  s += shimmer(rng, 0, W, 566, 890, 110, '#e6f6f8', 0.45, 60)
  s += herd(
    'hippo',
    [
      { x: 470, y: 676, size: 180, flip: true },
      { x: 660, y: 628, size: 120 },
      { x: 840, y: 740, size: 250 },
      { x: 1060, y: 650, size: 150, flip: true },
      { x: 1200, y: 700, size: 190 },
    ],
    '#5d4b52',
  )
  for (const [x, y, w] of [
    [460, 676, 90],
    [670, 628, 62],
    [860, 740, 125],
    [1050, 650, 76],
    [1210, 700, 95],
  ] as const)
    s += ripples(x, y + 2, w, '#dff0f2', 0.5, 2)
  s += papyrus(rng, -20, 380, 760, 30, 300, '#3f6a2a', '#6f9a3a')
  s += papyrus(rng, 1240, 1640, 760, 30, 320, '#3f6a2a', '#6f9a3a')
  s += ground(
    [
      [-40, 760],
      [200, 748],
      [420, 790],
      [520, 900],
    ],
    '#3f5a2a',
  )
  s += ground(
    [
      [1100, 900],
      [1200, 790],
      [1400, 750],
      [1640, 760],
    ],
    '#3f5a2a',
  )
  s += reeds(rng, -20, 420, 800, 60, 120, '#2e4a20')
  s += reeds(rng, 1180, 1640, 800, 60, 130, '#2e4a20')
  s += birds(rng, 900, 260, 90, 4, 12, '#3a4a4a')
  return s
}

function lakeBunyonyi(rng: Rng): string {
  let s = sky([
    [0, '#9fc2dc'],
    [0.55, '#e6ece2'],
  ])
  const farHill = hillPath(rng, 400, 70, 600, H)
  let land =
    `<path d="${farHill}" fill="#9db2b0"/>` +
    terraces(rng, farHill, 320, 560, 16, ['#b0c4b8', '#8ea6a4'], 0.5)
  const midL = smoothPath([
    [-60, 420],
    [150, 380],
    [380, 430],
    [560, 530],
    [640, 560],
  ])
  const left = `${midL}L640 560L-60 560Z`
  land +=
    `<path d="${left}" fill="#7e9c62"/>` + terraces(rng, left, 370, 560, 18, ['#98b472', '#6e8e52'], 0.55)
  const midR = smoothPath([
    [900, 560],
    [1050, 500],
    [1250, 410],
    [1450, 390],
    [1660, 430],
  ])
  const right = `${midR}L1660 560L900 560Z`
  land +=
    `<path d="${right}" fill="#76985a"/>` + terraces(rng, right, 380, 560, 18, ['#92b06c', '#66884a'], 0.55)
  s += land
  s += water(558, H, [
    [0, '#a6c4cc'],
    [0.5, '#6e9aa6'],
    [1, '#426e7a'],
  ])
  s += reflect(land, 558, 0.3, 558)
  // Islands: low, round and wooded.
  let islands = ''
  for (const [x, y, w] of [
    [520, 600, 200],
    [1120, 590, 150],
    [300, 640, 120],
  ] as const) {
    islands += `<path d="M${x - w / 2} ${y}Q${x} ${y - w * 0.35} ${x + w / 2} ${y}Z" fill="#4e7a3a"/>`
    for (let i = 0; i < 4; i++)
      islands += roundTree(rng, {
        x: x - w * 0.3 + i * w * 0.2,
        y: y - w * 0.08 - Math.sin((i / 3) * Math.PI) * w * 0.12,
        size: w * 0.32,
        fill: '#3a6230',
        light: '#5a8a44',
      })
  }
  s += islands
  s += reflect(islands, 600, 0.25, 600)
  s += mistBand(540, 640, '#f2f4ec', 0.7, 0.45)
  s += shimmer(rng, 0, W, 600, 890, 90, '#eef6f6', 0.45, 60)
  s += `<path d="M640 740Q720 730 800 736Q900 744 1020 736" stroke="#e8f2f2" stroke-width="3" fill="none" opacity=".5"/>`
  s += canoe(800, 730, 320, '#4a2e1c', '#20160f')
  s += ripples(800, 734, 180, '#e8f2f2', 0.45, 2)
  s += ground(
    [
      [-40, 790],
      [160, 780],
      [360, 830],
      [460, 900],
    ],
    '#3e6a2e',
  )
  s += reeds(rng, -20, 360, 810, 50, 110, '#2e5022')
  s += leafSpray(rng, 1560, 900, 220, -80, 0, 6, '#2e5022')
  return s
}

function riftValleyFlamingos(rng: Rng): string {
  let s = sky([
    [0, '#8fbcda'],
    [0.5, '#dfe6e0'],
    [0.62, '#f2e6d8'],
  ])
  // The escarpment: a great fault wall falling from the left to the lake.
  const top = ridgeLine(rng, [-40, 250], [780, 300], 18, 5)
  const face: Pt[] = [...top, [900, 470], [1000, 520], [1640, 520], [1640, 900], [-40, 900]]
  s += `<path d="${polyline(face)}" fill="#a2928a"/>`
  const face2: Pt[] = [
    [-40, 330],
    ...ridgeLine(rng, [-40, 330], [700, 380], 14, 4),
    [860, 500],
    [1640, 530],
    [1640, 900],
    [-40, 900],
  ]
  s += `<path d="${polyline(face2)}" fill="#8e7c70"/>`
  s += `<path d="M120 270L96 520M300 280L268 520M480 290L440 520M650 300L610 520" stroke="#6e5e56" stroke-width="6" opacity=".14"/>`
  s += mountain(rng, { x: 1400, baseY: 522, width: 700, height: 70, fill: '#b4b4c0', roughness: 10 })
  s += mistBand(420, 560, '#f2e8dc', 0.75, 0.6)
  s += ground(
    [
      [-40, 520],
      [400, 515],
      [900, 522],
      [1640, 520],
    ],
    '#7a8a52',
  )
  // The soda lake.
  s += water(535, H, [
    [0, '#c8dcd8'],
    [0.5, '#a8c8c6'],
    [1, '#8ab0b0'],
  ])
  s += foam(rng, 540, 8, '#f4efe6', 0.8)
  // A pink band of thousands, then a near flock.
  let band = ''
  let necks = ''
  for (let i = 0; i < 650; i++) {
    const y = between(rng, 556, 610)
    const x = between(rng, -10, W + 10)
    const r = 1.4 + (y - 556) * 0.045
    band += `M${f(x)} ${f(y)}a${f(r * 1.3)} ${f(r * 0.75)} 0 1 0 ${f(r * 2.6)} 0a${f(r * 1.3)} ${f(r * 0.75)} 0 1 0 ${f(-r * 2.6)} 0Z`
    if (i % 2) necks += `M${f(x + r * 2.4)} ${f(y)}v${f(-r * 2.6)}`
  }
  s += `<path d="${band}" fill="#f08aa0" opacity=".85"/><path d="${necks}" stroke="#f08aa0" stroke-width="1.2" opacity=".8"/>`
  s += foam(rng, 612, 6, '#fbd8de', 0.6)
  s += herd(
    'flamingo',
    scatter(rng, {
      x0: -20,
      x1: W + 20,
      yFar: 630,
      yNear: 700,
      count: 110,
      sizeFar: 34,
      sizeNear: 60,
      flipShare: 0.5,
      farBias: 1.4,
    }),
    '#f4a2b0',
  )
  s += shimmer(rng, 0, W, 700, 890, 60, '#eef6f6', 0.45, 60)
  s += flamingo({ x: 700, y: 842, size: 200, fill: '#f5a0b0' })
  s += flamingo({ x: 860, y: 856, size: 230, fill: '#f5a0b0', flip: true })
  s += flamingo({ x: 1010, y: 836, size: 190, fill: '#f5a0b0' })
  for (const [x, y] of [
    [700, 844],
    [860, 858],
    [1010, 838],
  ] as const)
    s += ripples(x, y, 40, '#eef6f6', 0.6, 2)
  let flyers = ''
  for (const [x, y, sc] of [
    [980, 200, 1.1],
    [1080, 170, 0.9],
    [1160, 230, 1],
    [1250, 190, 0.8],
    [1330, 250, 0.7],
  ] as const)
    flyers += place(x, y, sc, flamingoFlyingShape(), false, ' fill="#f29aaa"')
  s += flyers
  // Yellow fever trees on the shore edges.
  s += acacia(rng, { x: 120, y: 800, size: 320, fill: '#7a8a34', light: '#c8c45a' })
  s += acacia(rng, { x: 1490, y: 810, size: 340, fill: '#7a8a34', light: '#c8c45a' })
  return s
}

function ngorongoroCrater(rng: Rng): string {
  let s = sky([
    [0, '#78acd6'],
    [0.36, '#d6e6ea'],
  ])
  s += cloud(rng, 1150, 120, 260, '#ffffff', 0.85, '#e2ecf0')
  // Far rim and its steep, forested inner wall, with cloud pouring over the top.
  const rimPts: Pt[] = [
    [-40, 250],
    [260, 222],
    [560, 240],
    [900, 214],
    [1250, 236],
    [1640, 220],
  ]
  s += ground(rimPts, '#6e8a92')
  let gullies = ''
  for (let i = 0; i < 40; i++) {
    const x = between(rng, 0, W)
    gullies += `M${f(x)} ${f(240)}q${f(between(rng, -10, 10))} 60 ${f(between(rng, -20, 20))} ${f(between(rng, 80, 150))}`
  }
  s += `<path d="${gullies}" stroke="#587482" stroke-width="6" opacity=".3" fill="none"/>`
  for (let i = 0; i < 14; i++)
    s += bush(
      rng,
      between(rng, 0, W),
      between(rng, 270, 360),
      between(rng, 80, 160),
      between(rng, 30, 50),
      '#5e7e70',
      undefined,
      8,
    )
  s += cloudBand(rng, 60, 236, 760, 34, '#ffffff', 0.85) + cloudBand(rng, 880, 226, 640, 30, '#ffffff', 0.8)
  s += mistBand(300, 440, '#e4ecea', 0.5, 0.6)
  // Side walls curving round: the bowl.
  s += `<path d="M-40 300C180 320 340 380 470 450L-40 480Z" fill="#6d8870"/><path d="M1640 290C1420 320 1260 380 1130 450L1640 480Z" fill="#688468"/>`
  s += `<path d="M-40 330C150 350 300 400 420 460M1640 320C1450 350 1300 400 1180 460" stroke="#5a7460" stroke-width="10" opacity=".4" fill="none"/>`
  // The floor: grassland, green swamp patches, the soda lake with its pink rim of flamingos.
  s += `<path d="M-40 440C300 418 1300 418 1640 440L1640 900L-40 900Z" fill="#c4bc80"/>`
  s += `<path d="M80 560C280 516 500 536 610 596C500 640 240 642 80 560Z" fill="#a4aa60" opacity=".8"/>`
  s += `<path d="M1040 620C1240 580 1450 600 1510 660C1360 704 1140 692 1040 620Z" fill="#a4aa60" opacity=".8"/>`
  const lake: Pt[] = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    const r = between(rng, 0.85, 1.1)
    lake.push([860 + Math.cos(a) * 250 * r, 516 + Math.sin(a) * 44 * r])
  }
  s += `<path d="${smoothPath(lake, true)}" fill="#f2e6e0" transform="translate(0 3) scale(1.04 1.1) translate(-33 -50)"/>`
  s += `<path d="${smoothPath(lake, true)}" fill="#eeb0bc"/>`
  s += `<path d="${smoothPath(lake, true)}" fill="#a6c8d6" transform="translate(43 26) scale(.95 .95)"/>`
  s += shimmer(rng, 660, 1060, 494, 540, 20, '#eef6fa', 0.6, 30)
  s += `<path d="M150 700C400 650 600 640 760 600S1000 560 1200 520" stroke="#e6dcae" stroke-width="3" fill="none" opacity=".7"/>`
  s +=
    roundTree(rng, { x: 400, y: 468, size: 34, fill: '#4e6e3c' }) +
    roundTree(rng, { x: 430, y: 472, size: 28, fill: '#4e6e3c' }) +
    roundTree(rng, { x: 1210, y: 500, size: 30, fill: '#4e6e3c' })
  s += herd(
    'wildebeest',
    scatter(rng, {
      x0: 180,
      x1: 700,
      yFar: 600,
      yNear: 680,
      count: 70,
      sizeFar: 9,
      sizeNear: 14,
      flipShare: 0.5,
    }),
    '#453c36',
  )
  s += herd(
    'zebra',
    scatter(rng, {
      x0: 960,
      x1: 1300,
      yFar: 560,
      yNear: 610,
      count: 16,
      sizeFar: 10,
      sizeNear: 13,
      flipShare: 0.5,
    }),
    '#f2eee4',
  )
  s += herd(
    'buffalo',
    scatter(rng, {
      x0: 880,
      x1: 1260,
      yFar: 690,
      yNear: 740,
      count: 26,
      sizeFar: 10,
      sizeNear: 14,
      flipShare: 0.5,
    }),
    '#2e2826',
  )
  s += herd(
    'elephant',
    [
      { x: 640, y: 728, size: 18 },
      { x: 668, y: 731, size: 14 },
      { x: 700, y: 730, size: 19 },
    ],
    '#5a524e',
  )
  // The near rim: we stand among its trees, looking down.
  s += ground(
    [
      [-40, 740],
      [300, 790],
      [700, 830],
      [1000, 826],
      [1300, 780],
      [1640, 720],
    ],
    '#46663a',
  )
  for (let i = 0; i < 16; i++) {
    const x = between(rng, -40, W + 40)
    const edge = 740 + 90 * Math.sin((Math.max(0, Math.min(W, x)) / W) * Math.PI)
    s += bush(
      rng,
      x,
      edge + between(rng, 40, 90),
      between(rng, 120, 220),
      between(rng, 60, 100),
      '#2e4a28',
      '#44663a',
      10,
    )
  }
  s += acacia(rng, { x: 150, y: 800, size: 320, fill: '#263e22', light: '#3e5e34' })
  s += acacia(rng, { x: 1460, y: 770, size: 300, fill: '#263e22', light: '#3e5e34' })
  return s
}

function cliff(rng: Rng, outline: readonly Pt[], fill: string, facets = 40): string {
  const id = `cliff${Math.round(at0(outline)[0])}`
  const d = polyline(outline)
  const xs = outline.map(([x]) => x)
  const ys = outline.map(([, y]) => y)
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  let dark = ''
  let light = ''
  for (let i = 0; i < facets; i++) {
    const cx = between(rng, x0, x1)
    const cy = between(rng, y0, y1)
    const w = between(rng, 30, 120)
    const h = between(rng, 40, 160)
    const tri = polyline([
      [cx, cy - h / 2],
      [cx + w * between(rng, 0.2, 0.6), cy + h / 2],
      [cx - w * between(rng, 0.2, 0.6), cy + h * between(rng, 0.1, 0.5)],
    ])
    if (rng() < 0.5) dark += tri
    else light += tri
  }
  return `<path d="${d}" fill="${fill}"/><clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})"><path d="${dark}" fill="#000" opacity=".16"/><path d="${light}" fill="#fff" opacity=".07"/></g>`
}

function at0(points: readonly Pt[]): Pt {
  const p = points[0]
  if (!p) throw new Error('empty outline')
  return p
}

/** A Nile crocodile basking, facing right: about 120 units long, belly on y = 0. */
const CROCODILE =
  'M-64 -1C-52 -2 -38 -5 -26 -7C-14 -9 4 -9.5 16 -7.5C22 -7.5 26 -8.5 30 -9C33 -9.5 35 -8.5 36 -7L56 -4C59.5 -3.5 59.5 0 56 0' +
  'L27 0L29 3L20 3L16 0L-10 0L-12 3L-21 3L-19 0L-40 0C-50 0 -58 -0.2 -64 -1Z'
const CROCODILE_SCUTES =
  'M-40 -4.6L-37 -7L-34 -5.4L-31 -7.8L-28 -6L-25 -8.6L-22 -6.6L-19 -9L-16 -7L-13 -9.4L-10 -7.4L-7 -9.6L-4 -7.6L-1 -9.6L2 -7.6L5 -9.4L8 -7.4'

/** A Murchison launch in profile, facing right: a long, low hull under a flat canopy, with passengers. */
function launchBoat(x: number, y: number, length: number, flip = false): string {
  let people = ''
  for (const px of [-74, -52, -30, -8, 14, 36])
    people += `M${px - 4.2} -35a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0 -8.4 0ZM${px - 6} -20L${px - 5.5} -28C${px - 5} -31 ${px + 5} -31 ${px + 5.5} -28L${px + 6} -20Z`
  const inner =
    `<path d="M-92 -58L74 -58L80 -52L-96 -52Z" fill="#2f5a48"/>` +
    `<path d="M-88 -52L-88 -20M-41 -52L-41 -20M6 -52L6 -20M52 -52L52 -20M70 -52L70 -20" stroke="#2b2a28" stroke-width="2.4"/>` +
    `<path d="${people}" fill="#2b2a28"/>` +
    `<path d="M-100 -20L92 -20L108 -30L112 -29L98 0L-92 0C-97 -5 -100 -12 -100 -20Z" fill="#eef0ea"/>` +
    `<path d="M-99 -13L96 -13L93 -8L-96 -8Z" fill="#2f6480"/>` +
    `<path d="M-92 0L98 0L97 2L-90 2Z" fill="#000" fill-opacity=".25"/>`
  return place(x, y, length / 200, inner, flip)
}

function ugandaMurchison(rng: Rng): string {
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

// ---------------------------------------------------------------- coast

function dianiBeach(rng: Rng): string {
  let s = sky([
    [0, '#2f94d6'],
    [0.4, '#8fd0ee'],
    [0.5, '#def2f2'],
  ])
  s +=
    cloud(rng, 220, 200, 240, '#ffffff', 0.95, '#e2f0f4') +
    cloud(rng, 1080, 150, 300, '#ffffff', 0.95, '#e2f0f4')
  s += water(430, 700, [
    [0, '#1a7fa8'],
    [0.35, '#22a8b8'],
    [0.7, '#48d0c6'],
    [1, '#9ae8d8'],
  ])
  s += foam(rng, 470, 4, '#ffffff', 0.55)
  s += waves(rng, 0, W, 450, 620, 10, '#ffffff', 0.45, 40)
  s += dhow({ x: 1180, y: 446, length: 60, hull: '#2a4a5a', sail: '#f4f0e4', sailShade: '#c8d8dc' })
  const shore: Pt[] = [
    [-40, 650],
    [300, 630],
    [700, 660],
    [1100, 640],
    [1640, 620],
  ]
  s += surfEdge(
    rng,
    shore.map(([x, y]): Pt => [x, y - 16]),
    10,
    '#ffffff',
    0.8,
  )
  s += beach(shore, '#f6ecd6', '#e0d0b0', 16)
  s += `<g fill="#c8b490" opacity=".35"><ellipse cx="420" cy="800" rx="180" ry="24"/><ellipse cx="1180" cy="790" rx="200" ry="26"/></g>`
  s += palm(rng, { x: 150, y: 900, height: 640, lean: 220, fill: '#7a5a3a', frond: '#2e7a46' })
  s += palm(rng, { x: 330, y: 880, height: 460, lean: 140, fill: '#8a6a48', frond: '#3a8a4e' })
  s += palm(rng, { x: 1480, y: 900, height: 620, lean: -240, fill: '#7a5a3a', frond: '#2e7a46' })
  s += palm(rng, { x: 1320, y: 870, height: 430, lean: -120, fill: '#8a6a48', frond: '#3a8a4e' })
  return s
}

function zanzibarDhow(rng: Rng): string {
  let s = sky('sunset', 560)
  s += sun(760, 520, 70, { core: '#fff0c0', glow: '#ffc878', glowRadius: 520, glowOpacity: 0.85 })
  s += cloudBand(rng, 150, 300, 500, 18, '#e0706a', 0.55) + cloudBand(rng, 980, 240, 520, 20, '#c85a7a', 0.5)
  s += `<path d="M-40 560L120 548L320 552L400 560Z" fill="#5a2a4a"/><path d="M1240 560L1380 546L1560 550L1640 560Z" fill="#5a2a4a"/>`
  s += water(558, H, [
    [0, '#f0a070'],
    [0.3, '#b8586a'],
    [1, '#3a1e40'],
  ])
  s += sunPath(rng, 760, 566, 890, 260, '#ffd890', 0.75)
  const boat = dhow({
    x: 820,
    y: 720,
    length: 560,
    hull: '#2a1420',
    sail: '#f8c890',
    sailShade: '#b86050',
    crew: true,
  })
  s += reflect(boat, 720, 0.3)
  s += boat
  s += ripples(820, 722, 300, '#ffd0a0', 0.35, 2)
  s += birds(rng, 420, 220, 90, 5, 12, '#4a1e3a')
  return s
}

function nyaliBeach(rng: Rng): string {
  let s = sky([
    [0, '#86bfe4'],
    [0.35, '#d8e2e6'],
    [0.5, '#fbe4cc'],
  ])
  s += sun(330, 380, 44, { core: '#fff6e0', glow: '#ffe2b8', glowRadius: 360, glowOpacity: 0.7 })
  s += cloudBand(rng, 700, 200, 520, 16, '#ffffff', 0.6) + cloudBand(rng, 1100, 290, 400, 12, '#fff0e0', 0.6)
  s += water(440, 520, [
    [0, '#3a86ae'],
    [1, '#3a9ab6'],
  ])
  s += sunPath(rng, 330, 446, 515, 120, '#fff0d0', 0.5)
  // The reef: a broken white line of surf offshore, calm lagoon inside.
  s += foam(rng, 520, 9, '#ffffff', 0.85, -20, W + 20, 4)
  s += water(526, 720, [
    [0, '#3fb8c0'],
    [0.6, '#6ad4c8'],
    [1, '#b6ecdc'],
  ])
  s += waves(rng, 0, W, 560, 690, 8, '#ffffff', 0.35, 34)
  const shore: Pt[] = [
    [-40, 700],
    [400, 686],
    [800, 700],
    [1200, 690],
    [1640, 676],
  ]
  s += surfEdge(
    rng,
    shore.map(([x, y]): Pt => [x, y - 12]),
    8,
    '#ffffff',
    0.75,
  )
  s += beach(shore, '#f2e2c2', '#dccaa6', 14)
  s += canoe(640, 650, 150, '#5a3a26', '#2a1a12', true)
  s += palm(rng, { x: 1300, y: 880, height: 560, lean: -160, fill: '#7a5a3c', frond: '#3a7a48' })
  s += palm(rng, { x: 1460, y: 900, height: 660, lean: -120, fill: '#6e5034', frond: '#2e6e40' })
  s += palm(rng, { x: 1180, y: 840, height: 380, lean: -60, fill: '#8a6a4a', frond: '#4a8a52' })
  s += palm(rng, { x: 90, y: 890, height: 520, lean: 150, fill: '#6e5034', frond: '#2e6e40' })
  s += grass(rng, 1100, W, 830, 900, 40, 30, '#6a8a4a')
  return s
}

function mombasaFort(rng: Rng): string {
  let s = sky([
    [0, '#5ea6d8'],
    [0.45, '#bfe0ee'],
    [0.6, '#eef2ea'],
  ])
  s +=
    cloud(rng, 100, 180, 300, '#ffffff', 0.9, '#e2eef4') +
    cloud(rng, 1180, 130, 320, '#ffffff', 0.9, '#e2eef4')
  s += water(540, H, [
    [0, '#2a84a8'],
    [0.5, '#3aa4b6'],
    [1, '#2a7890'],
  ])
  s += `<path d="M-40 540L160 530L360 536L420 540Z" fill="#7a9aa0" opacity=".6"/>`
  s += shimmer(rng, 0, W, 548, 890, 70, '#e6f6fa', 0.4)
  s += dhow({ x: 230, y: 640, length: 200, hull: '#3a2a22', sail: '#f4ecdc', sailShade: '#c8b89a' })
  // The headland: trees behind the walls, the walls on their coral rock above the water.
  s += palm(rng, { x: 1460, y: 560, height: 340, lean: 30, fill: '#6a5a44', frond: '#3e6e42' })
  s += palm(rng, { x: 1380, y: 560, height: 280, lean: -40, fill: '#6a5a44', frond: '#3e6e42' })
  s += palm(rng, { x: 500, y: 560, height: 260, lean: -30, fill: '#6a5a44', frond: '#3e6e42' })
  s += roundTree(rng, { x: 1290, y: 560, size: 170, fill: '#3e6a3a', light: '#5a8a4a' })
  s += `<path d="M380 700L420 620L1640 600L1640 720Z" fill="#6e6052"/>`
  s += fort(rng, {
    x: 960,
    y: 650,
    width: 1040,
    wall: '#dda46a',
    shade: '#a86c42',
    dark: '#4a2e1e',
    rock: '#5e5248',
  })
  s += `<path d="M966 340L966 280" stroke="#3a2a20" stroke-width="3"/><path d="M966 282L1006 292L966 302Z" fill="#c0392b"/>`
  s += rocks(rng, 380, 1640, 700, 44, '#4e4640')
  s += foam(rng, 724, 10, '#ffffff', 0.75, 360, W + 20)
  s += waves(rng, 0, W, 740, 890, 6, '#ffffff', 0.35, 46)
  return s
}

// ---------------------------------------------------------------- Stone Town

function stoneTown(rng: Rng): string {
  // One-point perspective down a narrow lane to a facade with a carved door.
  const fl = 900
  const cx = 800
  const cy = 560
  const eye = 1.6
  const px = (x: number, z: number): number => cx + (fl * x) / z
  const py = (y: number, z: number): number => cy - (fl * (y - eye)) / z
  const quad = (x: number, z0: number, z1: number, y0: number, y1: number): string =>
    polyline([
      [px(x, z0), py(y0, z0)],
      [px(x, z1), py(y0, z1)],
      [px(x, z1), py(y1, z1)],
      [px(x, z0), py(y1, z0)],
    ])
  const back = 7
  const half = 3.2
  let s = sky([
    [0, '#7ab6e0'],
    [0.2, '#cfe4ec'],
  ])
  // Back facade, seen square on.
  const fx0 = px(-half, back)
  const fx1 = px(half, back)
  const fy0 = py(0, back)
  const fy1 = py(5.7, back)
  const wall = '#efe2c8'
  s += `<path d="M${f(fx0)} ${f(fy0)}L${f(fx0)} ${f(fy1)}L${f(fx1)} ${f(fy1)}L${f(fx1)} ${f(fy0)}Z" fill="${wall}"/>`
  // Parapet with stepped merlons.
  let merlons = ''
  for (let x = fx0; x < fx1 - 10; x += 44)
    merlons += `M${f(x)} ${f(fy1)}L${f(x)} ${f(fy1 - 16)}L${f(x + 8)} ${f(fy1 - 16)}L${f(x + 8)} ${f(fy1 - 26)}L${f(x + 22)} ${f(fy1 - 26)}L${f(x + 22)} ${f(fy1 - 16)}L${f(x + 30)} ${f(fy1 - 16)}L${f(x + 30)} ${f(fy1)}Z`
  s += `<path d="${merlons}" fill="${wall}"/>`
  // Weathering streaks and patches of bare coral stone.
  let stains = ''
  for (let i = 0; i < 26; i++) {
    const x = between(rng, fx0, fx1)
    const y = between(rng, fy1, fy0 - 40)
    stains += `M${f(x)} ${f(y)}l${f(between(rng, -3, 3))} ${f(between(rng, 30, 120))}l${f(between(rng, 4, 10))} 0l0 ${f(-between(rng, 30, 100))}Z`
  }
  s += `<path d="${stains}" fill="#b89a78" opacity=".18"/>`
  s += `<path d="M${f(fx0 + 40)} ${f(fy0 - 60)}q40 -30 90 -10q20 30 -20 50q-50 10 -70 -40Z" fill="#c8a880" opacity=".35"/>`
  // Upper floor: shuttered windows behind a wooden balcony.
  const balconyY = py(3.1, back)
  for (const wx of [-2.3, -0.6, 1.1]) {
    const x0 = px(wx, back)
    const x1 = px(wx + 1.2, back)
    const top = py(5, back)
    s += `<path d="M${f(x0)} ${f(balconyY)}L${f(x0)} ${f(top + 30)}Q${f((x0 + x1) / 2)} ${f(top - 10)} ${f(x1)} ${f(top + 30)}L${f(x1)} ${f(balconyY)}Z" fill="#2e5a5a"/>`
    s += `<path d="M${f((x0 + x1) / 2)} ${f(top + 10)}L${f((x0 + x1) / 2)} ${f(balconyY)}" stroke="#1e3a3a" stroke-width="4"/>`
    let slats = ''
    for (let y = top + 40; y < balconyY - 6; y += 12) slats += `M${f(x0 + 6)} ${f(y)}L${f(x1 - 6)} ${f(y)}`
    s += `<path d="${slats}" stroke="#4a7a78" stroke-width="3"/>`
  }
  // The balcony: roof, brackets, railing with turned balusters.
  const bx0 = px(-2.8, back) - 20
  const bx1 = px(2.6, back) + 20
  s += `<path d="M${f(bx0 - 20)} ${f(py(5.35, back))}L${f(bx1 + 20)} ${f(py(5.35, back))}L${f(bx1)} ${f(py(5.08, back))}L${f(bx0)} ${f(py(5.08, back))}Z" fill="#6b4428"/>`
  let balusters = ''
  for (let x = bx0 + 10; x < bx1 - 4; x += 16)
    balusters += `M${f(x)} ${f(balconyY - 52)}L${f(x)} ${f(balconyY)}`
  s += `<path d="${balusters}" stroke="#5a3a22" stroke-width="6"/>`
  s += `<path d="M${f(bx0)} ${f(balconyY - 58)}L${f(bx1)} ${f(balconyY - 58)}L${f(bx1)} ${f(balconyY - 48)}L${f(bx0)} ${f(balconyY - 48)}ZM${f(bx0 - 10)} ${f(balconyY)}L${f(bx1 + 10)} ${f(balconyY)}L${f(bx1 + 10)} ${f(balconyY + 14)}L${f(bx0 - 10)} ${f(balconyY + 14)}Z" fill="#6b4428"/>`
  for (const x of [bx0 + 30, bx1 - 30])
    s += `<path d="M${f(x - 6)} ${f(balconyY + 14)}L${f(x + 6)} ${f(balconyY + 14)}L${f(x + 4)} ${f(balconyY + 50)}Q${f(x)} ${f(balconyY + 60)} ${f(x - 4)} ${f(balconyY + 50)}Z" fill="#5a3a22"/>`
  s += `<path d="M${f(bx0)} ${f(balconyY + 16)}L${f(bx1)} ${f(balconyY + 16)}L${f(bx1)} ${f(balconyY + 40)}L${f(bx0)} ${f(balconyY + 40)}Z" fill="#000" opacity=".08"/>`
  // Ground floor: the carved door, stone benches (baraza) either side, a small barred window.
  const doorW = px(0.68, back) - px(-0.68, back)
  s += `<path d="M${f(fx0)} ${f(fy0 - 60)}L${f(fx1)} ${f(fy0 - 60)}L${f(fx1)} ${f(fy0)}L${f(fx0)} ${f(fy0)}Z" fill="#d8c4a0"/>`
  s += `<path d="M${f(fx0)} ${f(fy0 - 64)}L${f(fx1)} ${f(fy0 - 64)}L${f(fx1)} ${f(fy0 - 56)}L${f(fx0)} ${f(fy0 - 56)}Z" fill="#c8b08a"/>`
  s += carvedDoor({ x: cx, y: fy0, width: doorW, wood: '#6e4426', dark: '#2a160c', brass: '#e0b050' })
  for (const wx of [-2.6, 1.7]) {
    const x0 = px(wx, back)
    const x1 = px(wx + 0.9, back)
    const y0 = py(2.1, back)
    const y1 = py(1.1, back)
    let bars = ''
    for (let x = x0 + 10; x < x1; x += 14) bars += `M${f(x)} ${f(y0)}L${f(x)} ${f(y1)}`
    s += `<path d="M${f(x0)} ${f(y0)}L${f(x1)} ${f(y0)}L${f(x1)} ${f(y1)}L${f(x0)} ${f(y1)}Z" fill="#2a2420"/><path d="${bars}" stroke="#8a6a48" stroke-width="3"/>`
    s += `<path d="M${f(x0 - 8)} ${f(y0 - 10)}L${f(x1 + 8)} ${f(y0 - 10)}L${f(x1 + 8)} ${f(y0)}L${f(x0 - 8)} ${f(y0)}Z" fill="#6b4428"/>`
  }
  // Side walls in perspective: left in shade, right catching the light.
  const left = quad(-half, 1, back, 0, 12)
  const right = quad(half, 1, back, 0, 12)
  s += `<path d="${left}" fill="#b89a78"/><path d="${right}" fill="#e6caa0"/>`
  s += `<path d="${quad(-half, 1, back, 0, 0.5)}" fill="#000" opacity=".12"/><path d="${quad(half, 1, back, 0, 0.5)}" fill="#000" opacity=".1"/>`
  // Openings and balconies on the side walls.
  s += `<path d="${quad(-half, 4.2, 5.4, 0, 2.4)}" fill="#3a2416"/><path d="${quad(-half, 4.3, 5.3, 0, 2.3)}" fill="#6e4426"/>`
  s += `<path d="${quad(-half, 2.4, 3.2, 3.4, 4.8)}" fill="#2e5a5a"/><path d="${quad(-half, 5.6, 6.2, 3.4, 4.6)}" fill="#2e5a5a"/>`
  s += `<path d="${quad(half, 3.4, 4.6, 3.2, 4.8)}" fill="#3a6a66"/><path d="${quad(half, 5.4, 6.2, 3.2, 4.6)}" fill="#3a6a66"/>`
  s += `<path d="${quad(half, 4.4, 6.6, 0, 2.2)}" fill="#4a3222"/><path d="${quad(half, 4.5, 6.5, 0, 2.1)}" fill="#8a5a32"/>`
  // A projecting balcony on the right wall.
  const bz0 = 2.2
  const bz1 = 3.8
  const bl = 2.6
  const ox = half - 0.7
  s += `<path d="${polyline([
    [px(half, bz0), py(bl, bz0)],
    [px(ox, bz0), py(bl, bz0)],
    [px(ox, bz1), py(bl, bz1)],
    [px(half, bz1), py(bl, bz1)],
  ])}" fill="#4a2e1a"/>`
  s += `<path d="${polyline([
    [px(ox, bz0), py(bl, bz0)],
    [px(ox, bz1), py(bl, bz1)],
    [px(ox, bz1), py(bl + 1, bz1)],
    [px(ox, bz0), py(bl + 1, bz0)],
  ])}" fill="#6b4428"/>`
  let rail = ''
  for (let z = bz0 + 0.1; z < bz1; z += 0.14)
    rail += `M${f(px(ox, z))} ${f(py(bl, z))}L${f(px(ox, z))} ${f(py(bl + 0.9, z))}`
  s += `<path d="${rail}" stroke="#e6caa0" stroke-width="2" opacity=".45"/>`
  // The lane: worn paving and a strip of shadow.
  s += `<path d="${polyline([
    [px(-half, 1), py(0, 1)],
    [px(-half, back), py(0, back)],
    [px(half, back), py(0, back)],
    [px(half, 1), py(0, 1)],
  ])}" fill="#b8a282"/>`
  let joints = ''
  for (let z = 1.2; z < back; z *= 1.18)
    joints += `M${f(px(-half, z))} ${f(py(0, z))}L${f(px(half, z))} ${f(py(0, z))}`
  for (let x = -half; x <= half; x += 0.8)
    joints += `M${f(px(x, 1))} ${f(py(0, 1))}L${f(px(x, back))} ${f(py(0, back))}`
  s += `<path d="${joints}" stroke="#8a7458" stroke-width="2" opacity=".35"/>`
  s += `<path d="${polyline([
    [px(-half, 1), py(0, 1)],
    [px(-half, back), py(0, back)],
    [px(-0.4, back), py(0, back)],
    [px(-1.2, 1), py(0, 1)],
  ])}" fill="#5a3a2a" opacity=".18"/>`
  // Baraza benches along the back facade.
  s += `<path d="M${f(fx0)} ${f(fy0 - 34)}L${f(px(-1.1, back))} ${f(fy0 - 34)}L${f(px(-1.1, back))} ${f(fy0)}L${f(fx0)} ${f(fy0)}ZM${f(px(1.1, back))} ${f(fy0 - 34)}L${f(fx1)} ${f(fy0 - 34)}L${f(fx1)} ${f(fy0)}L${f(px(1.1, back))} ${f(fy0)}Z" fill="#cdb694"/>`
  s += `<path d="M${f(fx0)} ${f(fy0 - 34)}L${f(px(-1.1, back))} ${f(fy0 - 34)}M${f(px(1.1, back))} ${f(fy0 - 34)}L${f(fx1)} ${f(fy0 - 34)}" stroke="#f4e8d0" stroke-width="3"/>`
  // Bougainvillea spilling from the top of the left wall.
  let blossom = ''
  let leaves = ''
  for (let i = 0; i < 300; i++) {
    const x = between(rng, -20, 380) * Math.sqrt(rng())
    const y = between(rng, -20, 60) + Math.pow(rng(), 2) * (320 - x * 0.6)
    const r = between(rng, 3, 8)
    const dot = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`
    if (rng() < 0.35) leaves += dot
    else blossom += dot
  }
  s += `<g fill="#3e6a3a">${leaves}</g><g fill="#c8306a">${blossom}</g>`
  const lx = px(-half, 4.6)
  const ly = py(3.2, 4.6)
  s += `<path d="M${f(lx)} ${f(ly)}L${f(lx + 60)} ${f(ly + 6)}" stroke="#2a1a10" stroke-width="5"/><path d="M${f(lx + 48)} ${f(ly + 6)}L${f(lx + 72)} ${f(ly + 6)}L${f(lx + 68)} ${f(ly + 40)}L${f(lx + 52)} ${f(ly + 40)}Z" fill="#2a1a10"/><path d="M${f(lx + 54)} ${f(ly + 12)}L${f(lx + 66)} ${f(ly + 12)}L${f(lx + 64)} ${f(ly + 34)}L${f(lx + 56)} ${f(ly + 34)}Z" fill="#f6d890"/>`
  return s
}

// ---------------------------------------------------------------- camp and gear

function tentedCamp(rng: Rng): string {
  let s = sky('night', 700)
  // The Milky Way: a soft diagonal glow with a dense scatter of faint stars.
  s += `<g transform="rotate(-24 800 260)">${mist(800, 260, 1900, 230, '#b8c0e8', 0.22)}${mist(760, 250, 1200, 90, '#e8e8ff', 0.16)}</g>`
  s += stars(rng, 260, 620)
  s += moon(1290, 140, 28, '#f6efd8', 0.4)
  s += hills(rng, { y: 560, amplitude: 50, wavelength: 700, fill: '#1a2146' })
  s += hills(rng, { y: 620, amplitude: 24, wavelength: 500, fill: '#141a36' })
  s += plain(620, '#151a34', '#0c0f20')
  s += acacia(rng, { x: 180, y: 700, size: 330, fill: '#090c1c' })
  s += acacia(rng, { x: 1470, y: 690, size: 300, fill: '#090c1c' })
  s += roundTree(rng, { x: 1080, y: 640, size: 200, fill: '#0e1228' })
  // Warm pools of light on the ground round the tents.
  const glow = (x: number, y: number, r: number, a: number): string => {
    const id = `glow${Math.round(x)}`
    return (
      defs(
        radialGradient(
          id,
          [
            [0, '#ffb35a', a],
            [0.5, '#ff8a3a', a * 0.35],
            [1, '#ff8a3a', 0],
          ],
          x,
          y,
          r,
        ),
      ) + `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="url(#${id})"/>`
    )
  }
  s += glow(800, 760, 420, 0.55) + glow(380, 690, 200, 0.45) + glow(1230, 700, 220, 0.45)
  s += tent({ x: 380, y: 690, width: 230, canvas: '#5a5a66', shade: '#2e2e3e', glow: '#ffb347', lantern: 50 })
  s += tent({
    x: 1230,
    y: 700,
    width: 250,
    canvas: '#5a5a66',
    shade: '#2e2e3e',
    glow: '#ffb347',
    lantern: 50,
  })
  s += tent({ x: 800, y: 770, width: 440, canvas: '#6e6a70', shade: '#34323e', glow: '#ffb347', lantern: 80 })
  // Lanterns on posts along the path.
  for (const [x, y] of [
    [560, 800],
    [1050, 810],
    [640, 870],
  ] as const) {
    s +=
      `<path d="M${x} ${y}L${x} ${y - 60}" stroke="#0c0c18" stroke-width="4"/>` +
      sun(x, y - 66, 6, { core: '#ffe6a0', glow: '#ffb34a', glowRadius: 60, glowOpacity: 0.7 })
  }
  s += grass(rng, 0, W, 800, 890, 90, 30, '#0a0c18')
  s += grassEdge(rng, 888, 30, '#07080f')
  return s
}

function safariPacking(rng: Rng): string {
  // Canvas: a warm cloth with a faint weave and soft folds.
  let s = rect(0, 0, W, H, '#d9c7a2')
  let weave = ''
  for (let y = 0; y < H; y += 6) weave += `M0 ${y}H${W}`
  let warp = ''
  for (let x = 0; x < W; x += 6) warp += `M${x} 0V${H}`
  s += `<path d="${weave}" stroke="#b8a47e" stroke-width="1" opacity=".35"/><path d="${warp}" stroke="#efe2c4" stroke-width="1" opacity=".25"/>`
  const fold = 'fold'
  s += defs(
    linearGradient(
      fold,
      [
        [0, '#000', 0],
        [0.45, '#000', 0.08],
        [0.5, '#fff', 0.12],
        [0.55, '#000', 0],
      ],
      0,
      0,
      1,
      0.2,
    ),
  )
  s += `<rect width="${W}" height="${H}" fill="url(#${fold})"/>`
  const c = {
    khaki: '#c4ad7e',
    olive: '#6e6e3e',
    leather: '#8a5630',
    dark: '#2e2c2a',
    metal: '#a6a49c',
    shadow: '#3a2a18',
  }
  // A folded map with a dotted route.
  s +=
    `<g transform="rotate(-8 360 300)"><rect x="200" y="170" width="330" height="250" fill="#3a2a18" opacity=".2" transform="translate(10 12)"/>` +
    `<rect x="200" y="170" width="330" height="250" fill="#efe4c8"/><path d="M310 170V420M420 170V420M200 295H530" stroke="#c8b890" stroke-width="2"/>` +
    `<path d="M230 380C270 330 300 350 340 300S420 230 480 210" stroke="#c0392b" stroke-width="3" stroke-dasharray="8 7" fill="none"/>` +
    `<path d="M210 240C260 250 280 200 330 220S420 280 520 250" stroke="#7aa0b8" stroke-width="6" fill="none" opacity=".7"/>` +
    `<path d="M440 330c20 -30 60 -20 70 10c-20 20 -50 30 -70 -10Z" fill="#a8bc7a" opacity=".8"/><circle cx="480" cy="210" r="7" fill="#c0392b"/></g>`
  s += hatFromAbove(640, 380, 200, c)
  s += bootsFromAbove(1080, 420, 420, 12, c)
  s += binocularsFromAbove(430, 690, 190, -28, c)
  s += cameraFromAbove(800, 700, 230, 8, c)
  // Notebook, pencil, compass, sunglasses, water bottle.
  s += `<g transform="rotate(10 1350 220)"><rect x="1270" y="110" width="170" height="220" rx="6" fill="#3a2a18" opacity=".22" transform="translate(8 10)"/><rect x="1270" y="110" width="170" height="220" rx="6" fill="#5a3e28"/><rect x="1282" y="110" width="12" height="220" fill="#4a3220"/><rect x="1420" y="110" width="8" height="220" fill="#c0392b"/></g>`
  s += `<path d="M1290 420L1450 360" stroke="#3a2a18" stroke-width="9" stroke-linecap="round" opacity=".2" transform="translate(6 8)"/><path d="M1290 420L1432 366" stroke="#e8b84a" stroke-width="9" stroke-linecap="round"/><path d="M1432 366L1450 360" stroke="#3a3026" stroke-width="5" stroke-linecap="round"/>`
  s += `<circle cx="1246" cy="700" r="62" fill="#3a2a18" opacity=".22"/><circle cx="1240" cy="690" r="62" fill="#b8863a"/><circle cx="1240" cy="690" r="50" fill="#f4ecd8"/><path d="M1240 650L1250 690L1240 730L1230 690Z" fill="#c0392b"/><path d="M1240 690L1250 690L1240 730L1230 690Z" fill="#2e2c2a"/><circle cx="1240" cy="690" r="5" fill="#2e2c2a"/>`
  s += `<g transform="rotate(-12 1000 820)"><path d="M920 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0ZM1010 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0Z" fill="#3a2a18" opacity=".22" transform="translate(6 8)"/><path d="M920 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0ZM1010 800c0 -30 70 -30 70 0c0 26 -70 26 -70 0Z" fill="#1e2a30"/><path d="M990 796q10 -10 20 0" stroke="#8a6a3a" stroke-width="5" fill="none"/><path d="M934 788q20 -10 40 0" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/><path d="M1024 788q20 -10 40 0" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/></g>`
  s += `<g transform="rotate(20 240 470)"><rect x="200" y="440" width="80" height="200" rx="30" fill="#3a2a18" opacity=".22" transform="translate(8 10)"/><rect x="200" y="440" width="80" height="200" rx="30" fill="#3e7a72"/><rect x="218" y="420" width="44" height="30" rx="8" fill="#2e2c2a"/><rect x="212" y="470" width="12" height="150" rx="6" fill="#fff" fill-opacity=".2"/></g>`
  // A sprig of acacia leaves and a few thorns, as a natural touch.
  s += leafSpray(rng, 1440, 880, 90, -80, -10, 5, '#7a8a4a')
  s += leafSpray(rng, 150, 80, 80, 100, 170, 4, '#7a8a4a')
  return s
}

export const scenes: Record<SceneName, () => string> = {
  'welcome-savanna': compose(101, welcomeSavanna, { vignetteColor: '#3a1a08' }),
  'bwindi-gorilla': compose(102, bwindiGorilla, { vignette: 0.4, vignetteColor: '#0e1a0c' }),
  'mara-giraffes': compose(103, maraGiraffes),
  'queen-elizabeth-lion': compose(104, queenElizabethLion, { vignette: 0.25 }),
  'kenya-amboseli': compose(105, kenyaAmboseli),
  'uganda-murchison': compose(106, ugandaMurchison),
  'rwanda-volcanoes': compose(107, rwandaVolcanoes),
  'tanzania-serengeti': compose(108, tanzaniaSerengeti),
  'akagera-lake': compose(109, akageraLake),
  'diani-beach': compose(110, dianiBeach, { vignette: 0.2 }),
  'zanzibar-dhow': compose(111, zanzibarDhow, { vignette: 0.35, vignetteColor: '#200818' }),
  'nyali-beach': compose(112, nyaliBeach, { vignette: 0.2 }),
  'stone-town': compose(113, stoneTown),
  'kibale-chimpanzee': compose(114, kibaleChimpanzee, { vignette: 0.4, vignetteColor: '#0e1a0a' }),
  'rift-valley-flamingos': compose(115, riftValleyFlamingos, { vignette: 0.22 }),
  'ngorongoro-crater': compose(116, ngorongoroCrater),
  'tsavo-elephants': compose(117, tsavoElephants, { vignetteColor: '#2a0c04' }),
  'mombasa-fort': compose(118, mombasaFort, { vignette: 0.22 }),
  'safari-sunset': compose(119, safariSunset, { vignette: 0.35, vignetteColor: '#1a0408' }),
  'tented-camp': compose(120, tentedCamp, { grain: 0.06, vignette: 0.45, vignetteColor: '#000000' }),
  'safari-packing': compose(121, safariPacking, { vignette: 0.3, vignetteColor: '#2a1a08' }),
  'mara-river-crossing': compose(122, maraRiverCrossing),
  'serengeti-balloon': compose(123, serengetiBalloon, { vignetteColor: '#3a1a10' }),
  'lake-bunyonyi': compose(124, lakeBunyonyi, { vignette: 0.22 }),
}
