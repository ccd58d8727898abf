// A departure's crew (docs/product.md, "Departures"): a driver-guide and a vehicle drive one trip at a
// time, so each one on two trips whose days overlap is warned about. Pure: the trips come in.

export interface CrewedTrip {
  proposalId: number
  /** The trip's first and last day, both included */
  start: string
  end: string
  guideId: number | null
  guideName?: string | null
  vehicle: string
  /** How staff know the other trip: "TS-2611-0042 Anna Keller" */
  label: string
}

/** A vehicle as written, for comparing: case, spaces and dashes do not matter ("UAX 123K" is "uax-123k"). */
export const vehicleKey = (vehicle: string) => vehicle.toLowerCase().replace(/[\s-]+/g, '')

const overlap = (a: CrewedTrip, b: CrewedTrip) => a.start <= b.end && b.start <= a.end

/** For each trip, what clashes: its guide or its vehicle on another trip whose days overlap. */
export function crewClashes(trips: readonly CrewedTrip[]): Map<number, string[]> {
  const clashes = new Map<number, string[]>()
  for (const trip of trips) {
    const found: string[] = []
    for (const other of trips) {
      if (other.proposalId === trip.proposalId || !overlap(trip, other)) continue
      if (trip.guideId !== null && trip.guideId === other.guideId)
        found.push(
          `${trip.guideName ?? 'The driver-guide'} is on ${other.label} too (${other.start} to ${other.end})`,
        )
      if (trip.vehicle && vehicleKey(trip.vehicle) === vehicleKey(other.vehicle))
        found.push(`${trip.vehicle} is on ${other.label} too (${other.start} to ${other.end})`)
    }
    if (found.length) clashes.set(trip.proposalId, found)
  }
  return clashes
}
