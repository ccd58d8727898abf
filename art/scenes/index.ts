// The 24 illustrated scenes of the Tembo site, one module each, drawn from the primitives in ../primitives.
// Each scene is a function returning a complete 1600×900 SVG document; the build turns them into
// WebP/AVIF (scripts/scenes-plugin.ts). Every scene is seeded, so it is identical on every run.

import { akageraLake } from './akagera-lake.ts'
import { bwindiGorilla } from './bwindi-gorilla.ts'
import { compose } from './canvas.ts'
import { dianiBeach } from './diani-beach.ts'
import { kenyaAmboseli } from './kenya-amboseli.ts'
import { kibaleChimpanzee } from './kibale-chimpanzee.ts'
import { lakeBunyonyi } from './lake-bunyonyi.ts'
import { maraGiraffes } from './mara-giraffes.ts'
import { maraRiverCrossing } from './mara-river-crossing.ts'
import { mombasaFort } from './mombasa-fort.ts'
import { ngorongoroCrater } from './ngorongoro-crater.ts'
import { nyaliBeach } from './nyali-beach.ts'
import { queenElizabethLion } from './queen-elizabeth-lion.ts'
import { riftValleyFlamingos } from './rift-valley-flamingos.ts'
import { rwandaVolcanoes } from './rwanda-volcanoes.ts'
import { safariPacking } from './safari-packing.ts'
import { safariSunset } from './safari-sunset.ts'
import { serengetiBalloon } from './serengeti-balloon.ts'
import { stoneTown } from './stone-town.ts'
import { tanzaniaSerengeti } from './tanzania-serengeti.ts'
import { tentedCamp } from './tented-camp.ts'
import { tsavoElephants } from './tsavo-elephants.ts'
import { ugandaMurchison } from './uganda-murchison.ts'
import { welcomeSavanna } from './welcome-savanna.ts'
import { zanzibarDhow } from './zanzibar-dhow.ts'

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
