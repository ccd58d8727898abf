import { addDays } from '../booking-terms'

// Seasons as date bands (docs/product.md, "Rate cards"): a lodge's or a park's rates hold from one day
// to another, both included. A stay is priced night by night at the season of each night, so a stay
// across a change of season is two lines; a night no band covers is a gap, said, never priced at zero
// in silence.

export interface Season {
  id: number
  name: string
  /** YYYY-MM-DD, the first day it holds */
  from: string
  /** YYYY-MM-DD, the last day it holds */
  to: string
}

/** The season a day falls in: the first band holding it. */
export const seasonOn = (day: string, seasons: readonly Season[]) =>
  seasons.find((season) => season.from <= day && day <= season.to)

export interface StayPart {
  /** null: no season holds these nights */
  season: Season | null
  /** The first night of this part */
  from: string
  nights: number
}

/** A stay of `nights` nights from `checkIn`, as consecutive runs of nights in one season (or none). */
export function splitStay(checkIn: string, nights: number, seasons: readonly Season[]): StayPart[] {
  const parts: StayPart[] = []
  for (let night = 0; night < nights; night++) {
    const day = addDays(checkIn, night)
    const season = seasonOn(day, seasons) ?? null
    const last = parts.at(-1)
    if (last && last.season?.id === season?.id) last.nights++
    else parts.push({ season, from: day, nights: 1 })
  }
  return parts
}
