/** The four safari experiences of the country inquiry; `value` is what the form and API send. */
export const safariExperiences = [
  { value: 1, label: 'Wildlife viewing' },
  { value: 2, label: 'Photography' },
  { value: 3, label: 'Camping' },
  { value: 4, label: 'Luxury Lodge' },
] as const

export function experienceLabel(value: number): string | undefined {
  return safariExperiences.find((item) => item.value === value)?.label
}
