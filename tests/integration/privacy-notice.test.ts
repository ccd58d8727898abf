import { expect, test } from 'vitest'
import { describeOnBothDatabases } from '../../testing/backends'

// The public privacy page (docs/product.md, "A traveller's rights"): how long data is kept, as this
// deployment keeps it, and how a traveller asks for theirs.

describeOnBothDatabases("a traveller's data", (backend) => {
  test('the privacy page says how long data is kept, as this deployment keeps it, and how to ask', async () => {
    const page = (await (await fetch(`${backend().url}/privacy`)).text()).replace(/<!-- -->/g, '')
    expect(page).toContain('How long we keep it')
    expect(page).toContain('for 3 years after the conversation closes')
    expect(page).toContain('a copy of the personal information we hold about you')
    expect(page).not.toContain('{retention}')
  })
})
