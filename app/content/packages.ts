/** The seven safari packages. `no` is the value the booking form and API send as `package_no`. */
export interface SafariPackage {
  no: number
  slug: string
  title: string
  days: number
}

export const packages: readonly SafariPackage[] = [
  { no: 1, slug: 'kenya-uganda', title: 'Gorillas and the Big Five', days: 7 },
  { no: 2, slug: 'kenya-tanzania', title: 'The Great Rift Valley', days: 8 },
  { no: 3, slug: 'rwanda-uganda', title: 'Chimpanzees and the Volcanoes', days: 7 },
  { no: 4, slug: 'tanzania', title: 'The Great Serengeti Migration', days: 10 },
  { no: 5, slug: 'east-africa', title: "East Africa's Ultimate Wildlife Combo", days: 14 },
  { no: 6, slug: 'kenya-beach', title: 'Kenya Beach Escape', days: 7 },
  { no: 7, slug: 'tanz-beach', title: 'Zanzibar Beach Escape', days: 6 },
]

export function packageByNo(no: number): SafariPackage | undefined {
  return packages.find((item) => item.no === no)
}
