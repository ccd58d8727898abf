import { LanguageOptions } from '~/components/admin/language-options'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { saveArticle, uploadImage, type ApiResult } from '~/lib/article-api'
import { ArticleSchema } from '~/schemas/article'
import { FieldErrors } from '~/components/ui/field-errors'
import { FormAlert } from '~/components/ui/form-alert'
import { describedBy, FormField } from '~/components/ui/form-field'
import { ArticlePreview } from './article-preview'
import { RichTextEditor } from './rich-text-editor'
import { inputClass } from '../ui/input-class'

// New Article and Edit article (docs/product.md, "Pages under /admin"): title, image, description and the rich-text body;
// Preview opens the full-screen "Article Preview" with Close and publish. Publishing uploads the chosen
// image first, then saves the article with the image's returned URL (through lib/article-api.ts). Every
// failure is shown, and nothing typed is lost.

export interface ArticleDraft {
  id?: number
  title: string
  image: string | null
  description: string
  content: string
  /** The language it is written in: the blog of that language lists it */
  language: string
}

type Errors = Partial<Record<'title' | 'image' | 'description' | 'content', string[]>>

const TextFields = ArticleSchema.omit({ image: true })
const MAX_IMAGE_BYTES = 10 * 1024 * 1024

function validateFields(values: { title: string; description: string; content: string }): Errors {
  const result = TextFields.safeParse(values)
  if (result.success) return {}
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Errors
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return errors
}

function validateImage(file: File | null): string[] | undefined {
  if (!file) return undefined
  if (!file.type.startsWith('image/')) return ['Choose an image file (JPEG, PNG, WebP, GIF or AVIF).']
  if (file.size > MAX_IMAGE_BYTES) return ['The image is larger than 10 MB. Choose a smaller one.']
  return undefined
}

/** What went wrong, in words a writer can act on, from an API answer that was not a success. */
function failureOf(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  action: string,
): { message: string; errors: Record<string, string[]> } {
  if (result.status === 401)
    return {
      message: `Your sign-in has ended, so the article was not ${action}. Sign in again in another tab, then press publish again: nothing here is lost.`,
      errors: {},
    }
  if (result.refusal.errors) {
    const fields = Object.entries(result.refusal.errors).filter((entry): entry is [string, string[]] =>
      Boolean(entry[1]?.length),
    )
    return {
      message: `The article was not ${action}: see the messages beside the fields.`,
      errors: Object.fromEntries(fields),
    }
  }
  return {
    message: `The article was not ${action}: ${result.refusal.error ?? `the server answered ${result.status}`}. Please try again.`,
    errors: {},
  }
}

export function ArticleEditor({ draft, heading }: { draft: ArticleDraft; heading: string }) {
  const navigate = useNavigate()
  const dialog = useRef<HTMLDialogElement>(null)
  const [title, setTitle] = useState(draft.title)
  const [description, setDescription] = useState(draft.description)
  const [language, setLanguage] = useState(draft.language)
  const [content, setContent] = useState(draft.content)
  const [image, setImage] = useState<string | null>(draft.image)
  // The chosen image file, with an object URL to show it before it is uploaded.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null)
  const file = chosen?.file ?? null
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [previewOpen, setPreviewOpen] = useState(false)
  const action = draft.id !== undefined ? 'saved' : 'published'

  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.url)
  }, [chosen])
  const setFile = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null)

  const shownImage = chosen?.url ?? image
  const check = (key: keyof Errors) => {
    const found = key === 'image' ? validateImage(file) : validateFields({ title, description, content })[key]
    setErrors((current) => ({ ...current, [key]: found }))
  }

  const fail = (message: string, found: Errors = {}) => {
    setFailure(message)
    setErrors((current) => ({ ...current, ...found }))
    if (Object.keys(found).length) dialog.current?.close()
  }

  async function publish() {
    const found: Errors = { ...validateFields({ title, description, content }), image: validateImage(file) }
    if (Object.values(found).some(Boolean)) {
      return fail(`The article was not ${action}: see the messages beside the fields.`, found)
    }
    setSubmitting(true)
    setFailure(null)
    try {
      let imageUrl = image
      if (file) {
        const upload = await uploadImage(file)
        if (!upload.ok) {
          const { message, errors: refused } = failureOf(upload, action)
          if (!refused.file) return fail(message)
          return fail(`The image could not be uploaded, so the article was not ${action}.`, {
            image: refused.file,
          })
        }
        imageUrl = upload.value.secure_url
        setImage(imageUrl)
        setFile(null)
      }
      const saved = await saveArticle(draft.id, {
        title,
        image: imageUrl ?? '',
        description,
        content,
        language,
      })
      if (!saved.ok) {
        const { message, errors: refused } = failureOf(saved, action)
        return fail(message, refused)
      }
      dialog.current?.close()
      navigate(`/admin/articles?${new URLSearchParams({ [action]: title.trim() })}`)
    } catch {
      fail(
        `The article was not ${action}: the server could not be reached. Check the connection and press publish again.`,
      )
    } finally {
      setSubmitting(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // Enter in a field opens the preview; publishing happens from the preview only.
    if (!previewOpen) return openPreview()
    void publish()
  }

  const openPreview = () => {
    setFailure(null)
    dialog.current?.showModal()
    setPreviewOpen(true)
  }

  return (
    <form id="article-form" onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <h1 className="font-serif text-3xl">{heading}</h1>
      {failure && !previewOpen ? <FormAlert>{failure}</FormAlert> : null}
      <FormField id="title" label="Title of the article" errors={errors.title}>
        <input
          id="title"
          name="title"
          type="text"
          value={title}
          maxLength={200}
          placeholder="Enter the article title here"
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => check('title')}
          {...describedBy('title', { errors: errors.title })}
          className={inputClass}
        />
      </FormField>
      <div>
        <FormField
          id="image"
          label="Image to display"
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. It is resized and stored as WebP."
          errors={errors.image}
        >
          <input
            id="image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null
              setFile(picked)
              setErrors((current) => ({ ...current, image: validateImage(picked) }))
            }}
            {...describedBy('image', { errors: errors.image, hint: true })}
            className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-forest-800 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </FormField>
        {shownImage ? (
          <div className="mt-3 flex items-center gap-4">
            <img src={shownImage} alt="The chosen image" className="h-24 w-36 rounded object-cover" />
            {!file && image ? (
              <button type="button" className="text-sm underline" onClick={() => setImage(null)}>
                Remove the image
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <FormField id="language" label="Written in">
        <select
          id="language"
          name="language"
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          className={inputClass}
        >
          <LanguageOptions />
        </select>
      </FormField>
      <FormField id="description" label="Description" errors={errors.description}>
        <input
          id="description"
          name="description"
          type="text"
          value={description}
          maxLength={500}
          placeholder="Enter article description here"
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => check('description')}
          {...describedBy('description', { errors: errors.description })}
          className={inputClass}
        />
      </FormField>
      <div>
        <p id="content-label" className="font-medium">
          Content
        </p>
        <div className="mt-1">
          <RichTextEditor
            initialHtml={draft.content}
            onChange={setContent}
            onBlur={() => check('content')}
            labelId="content-label"
            describedBy={errors.content ? 'content-error' : undefined}
            invalid={!!errors.content}
          />
        </div>
        <FieldErrors id="content-error" errors={errors.content} />
      </div>
      <button
        type="button"
        onClick={openPreview}
        className="rounded-full bg-savanna-700 px-8 py-3 font-semibold text-white hover:bg-savanna-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-savanna-600"
      >
        Preview
      </button>
      <ArticlePreview
        dialog={dialog}
        article={{ title, image: shownImage, description, content }}
        failure={failure}
        submitting={submitting}
        onClose={() => setPreviewOpen(false)}
      />
    </form>
  )
}
