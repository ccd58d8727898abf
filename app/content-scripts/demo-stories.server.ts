import type { Transaction } from 'kysely'
import { demoStories } from '@db/demo-stories'
import type { Database } from '@db/schema'
import { sanitizeArticleHtml } from '~/lib/sanitize.server'
import type { ContentScript } from './content-script'

// A new site's blog starts with the demo stories, so that "Our Stories" is never empty on the first day.
// A site that already has articles keeps them as they are; one whose staff deleted every story does not
// get them back (the script is recorded as run either way).

export const demoStoriesScript: ContentScript = {
  name: '2026-11-26-demo-stories',
  async run(trx: Transaction<Database>, now: Date) {
    const any = await trx.selectFrom('articles').select('id').limit(1).executeTakeFirst()
    if (any) return 0
    for (const [index, story] of demoStories.entries()) {
      // Spread over the past weeks so the blog reads as a history, newest first.
      const at = new Date(
        now.getTime() - (demoStories.length - index) * 9 * 24 * 60 * 60 * 1000,
      ).toISOString()
      await trx
        .insertInto('articles')
        .values({
          title: story.title,
          image_url: story.image,
          description: story.description,
          content: sanitizeArticleHtml(story.content),
          published: 1,
          created_at: at,
          updated_at: at,
          published_at: at,
        })
        .execute()
    }
    return demoStories.length
  },
}
