import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// Articles from the back-office: publishing one with an uploaded image, editing and unpublishing it as
// the public blog follows, and the editor's link tool.

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signIn(context, request, baseURL!)
  })

  test('an article with an uploaded image is published, edited and unpublished, and the blog follows', async ({
    page,
  }) => {
    const title = `Sunrise over Lake Mburo ${Date.now().toString(36)}`
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2783a' } })
      .png()
      .toBuffer()
    await page.goto('/admin/add_blog')
    await expect(page.getByRole('heading', { name: 'New Article' })).toBeVisible()
    await expect(page.getByPlaceholder('Enter the article title here')).toBeVisible()
    await expect(page.getByPlaceholder('Enter article description here')).toBeVisible()

    // Nothing filled in: publishing is refused with the reasons beside the fields.
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'publish' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Content is required')).toBeVisible()

    await page.getByLabel('Title of the article').fill(title)
    await page
      .getByLabel('Image to display')
      .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: png })
    await page.getByLabel('Description').fill('Zebra and eland at first light')
    const editor = page.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.getByRole('button', { name: 'Heading 2' }).click()
    await page.keyboard.type('Morning drive')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Impala')
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type(' grazed by the water. Pack:')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Bullet list' }).click()
    await page.keyboard.type('Binoculars')
    await expect(page.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('bookings@example.com')
    // Select the address just typed and press Link: it becomes a mailto link.
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Link' }).click()
    await expect(editor.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    )

    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('dialog', { name: 'Article Preview' })
    await expect(preview).toBeVisible()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    const image = preview.locator('img')
    await expect(image).toHaveCSS('height', '400px')
    for (const network of ['facebook', 'twitter', 'instagram'])
      await expect(preview.getByRole('link', { name: network })).toBeVisible()
    await expect(preview.getByText('Zebra and eland at first light')).toHaveCSS('font-style', 'italic')
    await expect(preview.getByRole('heading', { level: 2, name: 'Morning drive' })).toBeVisible()
    await expect(preview.locator('strong', { hasText: 'Impala' })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    )
    await expectNoAxeViolations(page)

    // Close keeps everything; publish is disabled while the image uploads and the article is saved.
    await preview.getByRole('button', { name: 'Close' }).click()
    await expect(preview).toBeHidden()
    await expect(page.getByLabel('Title of the article')).toHaveValue(title)
    await page.route('**/api/bookings/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Preview' }).click()
    await preview.getByRole('button', { name: 'publish' }).click()
    await expect(preview.getByRole('button', { name: 'Publishing…' })).toBeDisabled()
    await expect(page).toHaveURL(/\/admin\/articles\?published=/)
    await expect(page.getByRole('status')).toContainText(`“${title}” is published.`)

    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.goto(`/article/${encodeURIComponent(title)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('heading', { level: 2, name: 'Morning drive' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    )
    const src = await page.locator('main img').first().getAttribute('src')
    expect(src).toMatch(/\/uploads\/[\w-]+\.webp$/)
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/webp')

    // A second article may not take the same title: the reason is shown beside the title.
    await page.goto('/admin/add_blog')
    await page.getByLabel('Title of the article').fill(title)
    await page.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('A copy.')
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'publish' }).click()
    await expect(
      page.getByText('An article with this title already exists. Choose another title.'),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('The article was not published')

    // Edit: a new title and description show on the public site at once.
    await page.goto('/admin/articles')
    await page.getByRole('link', { name: `Edit “${title}”` }).click()
    await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Content' })).toContainText(
      'Impala grazed by the water. Pack:',
    )
    const edited = `${title} (updated)`
    await page.getByLabel('Title of the article').fill(edited)
    await page.getByLabel('Description').fill('Zebra, eland and topi at first light')
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'publish' }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is saved.`)
    await page.goto(`/article/${encodeURIComponent(edited)}`)
    await expect(page.getByText('Zebra, eland and topi at first light')).toBeVisible()
    expect((await page.request.get(`/article/${encodeURIComponent(title)}`)).status()).toBe(404)

    // Unpublish: gone from the blog; publish again: back.
    await page.goto('/admin/articles')
    await page.getByRole('button', { name: `Unpublish “${edited}”` }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is unpublished.`)
    expect((await page.request.get(`/article/${encodeURIComponent(edited)}`)).status()).toBe(404)
    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: edited })).toHaveCount(0)
    await page.goto('/admin/articles')
    await page.getByRole('button', { name: `Publish “${edited}”` }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is published again.`)
    expect((await page.request.get(`/article/${encodeURIComponent(edited)}`)).status()).toBe(200)

    // Delete asks first.
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: `Delete “${edited}”` }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is deleted.`)
    await expect(page.getByRole('cell', { name: edited })).toHaveCount(0)
  })

  test('the link tool refuses other schemes and links typed addresses', async ({ page }) => {
    await page.goto('/admin/add_blog')
    const editor = page.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.keyboard.type('Read more')
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Link' }).click()
    const address = page.getByLabel('Link address')
    await address.fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Apply link' }).click()
    await expect(
      page.getByText('Links may start with http://, https://, mailto: or tel: only.'),
    ).toBeVisible()
    await address.fill('example.com/gorillas')
    await page.getByRole('button', { name: 'Apply link' }).click()
    await expect(editor.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.com/gorillas',
    )
  })
})
