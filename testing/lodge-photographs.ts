import type { Page } from '@playwright/test'
import sharp from 'sharp'

// A lodge's photograph as an admin uploads it on the lodge's rate card (docs/product.md, "Rate cards",
// "Pictures"), for the browser tests: a picture made with sharp, a photograph's noise over a colour so
// that it compresses like one, sent through the page's own form.

/** A JPEG photograph of `width` × `height` pixels. */
export const lodgePhotograph = (width = 1600, height = 1200) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#a07a40',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer()

/** Fills the card's "Upload a photograph" form (its words only when given) and sends it. */
export async function uploadLodgePhotograph(page: Page, words: string | null) {
  const form = page.getByRole('form', { name: 'Upload a photograph' })
  await form.getByLabel('Photograph', { exact: true }).setInputFiles({
    name: 'lodge.jpg',
    mimeType: 'image/jpeg',
    buffer: await lodgePhotograph(1000, 750),
  })
  if (words !== null)
    await form
      .getByRole('textbox', { name: 'What the photograph shows, for travellers who cannot see it' })
      .fill(words)
  await form.getByRole('button', { name: 'Upload the photograph' }).click()
  return form
}
