// The form encoding the `stripe` package sends its requests in, read back by the tests' stand-in.

/** Stripe's form encoding (`a[b][0][c]=1`) read back into objects and arrays. */
export function readStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Record<string, unknown> | unknown[] = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const slot = node as Record<string, unknown>
      if (last) slot[part] = value
      else {
        slot[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}
        node = slot[part] as Record<string, unknown>
      }
    })
  }
  return root
}
