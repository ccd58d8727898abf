import { z } from 'zod'
import { LOCALES } from '~/lib/locales'
import { optionalText, requiredText } from './fields'

/** An image address the public site may show: an http(s) URL, or a path of our own upload store. */
export const imageUrlField = optionalText({ max: 2000 }).refine(
  (value) =>
    value === undefined ||
    /^https?:\/\/[^\s]+$/i.test(value) ||
    (/^\/(uploads|images)\/[\w./-]+$/.test(value) && !value.includes('..')),
  'Use an image address starting with http:// or https://',
)

/** A title is also the article's address (/article/{title}), so it must come back from one intact. */
const titleField = requiredText('Title is required', 200)
  .refine((title) => !title.includes('/'), 'A title cannot hold "/": it is part of the article\'s address')
  .refine((title) => !/^\.+$/.test(title), 'A title needs more than dots')

export const ArticleSchema = z.object({
  title: titleField,
  image: imageUrlField,
  description: optionalText({ max: 500 }),
  content: requiredText('Content is required', 1_000_000),
  /** The language it is written in; an article saved without one keeps its own (a new one is English). */
  language: z.enum(LOCALES, { error: 'Choose English, German or French' }).optional(),
})

/** The largest article body the API reads (inline images included). */
export const MAX_ARTICLE_BYTES = 2 * 1024 * 1024

export const TITLE_TAKEN = 'An article with this title already exists. Choose another title.'

export type ArticleInput = z.infer<typeof ArticleSchema>
