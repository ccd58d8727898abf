import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useSite } from '~/lib/operator'
import { ArticleSchema } from '~/schemas/article'
import { FieldErrors } from '~/components/ui/field-errors'
import { FormAlert } from '~/components/ui/form-alert'
import { RichTextEditor } from './rich-text-editor'
import { inputClass } from '../ui/input-class'

// New Article and Edit article (docs/product.md, "Pages under /admin"): title, image, description and the rich-text body;
// Preview opens the full-screen "Article Preview" with Close and publish. Publishing uploads the chosen
// image first, then saves the article with the image's returned URL. Every failure is shown, and
// nothing typed is lost.

export interface ArticleDraft {
  id?: number
  title: string
  image: string | null
  description: string
  content: string
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
async function failureOf(
  response: Response,
  action: string,
): Promise<{ message: string; errors: Record<string, string[]> }> {
  const body = (await response.json().catch(() => null)) as {
    errors?: Record<string, string[]>
    error?: string
  } | null
  if (response.status === 401)
    return {
      message: `Your sign-in has ended, so the article was not ${action}. Sign in again in another tab, then press publish again: nothing here is lost.`,
      errors: {},
    }
  if (body?.errors)
    return {
      message: `The article was not ${action}: see the messages beside the fields.`,
      errors: body.errors,
    }
  return {
    message: `The article was not ${action}: ${body?.error ?? `the server answered ${response.status}`}. Please try again.`,
    errors: {},
  }
}

export function ArticleEditor({ draft, heading }: { draft: ArticleDraft; heading: string }) {
  const navigate = useNavigate()
  const { operator } = useSite()
  const dialog = useRef<HTMLDialogElement>(null)
  const [title, setTitle] = useState(draft.title)
  const [description, setDescription] = useState(draft.description)
  const [content, setContent] = useState(draft.content)
  const [image, setImage] = useState<string | null>(draft.image)
  // The chosen image file, with an object URL to show it before it is uploaded.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null)
  const file = chosen?.file ?? null
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [previewOpen, setPreviewOpen] = useState(false)
  const editing = draft.id !== undefined
  const action = editing ? 'saved' : 'published'

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
        const upload = new FormData()
        upload.set('file', file)
        const answer = await fetch('/api/bookings/upload', { method: 'POST', body: upload })
        if (!answer.ok) {
          const { message, errors: found } = await failureOf(answer, action)
          if (!found.file) return fail(message)
          return fail(`The image could not be uploaded, so the article was not ${action}.`, {
            image: found.file,
          })
        }
        imageUrl = ((await answer.json()) as { secure_url: string }).secure_url
        setImage(imageUrl)
        setFile(null)
      }
      const fields = { title, image: imageUrl ?? '', description, content }
      const answer = await fetch(editing ? `/api/bookings/articles/${draft.id}` : '/api/bookings/blog', {
        method: editing ? 'PUT' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fields),
      })
      if (!answer.ok) {
        const { message, errors: found } = await failureOf(answer, action)
        return fail(message, found)
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
      <Field id="title" label="Title of the article" errors={errors.title}>
        <input
          id="title"
          name="title"
          type="text"
          value={title}
          maxLength={200}
          placeholder="Enter the article title here"
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => check('title')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'title-error' : undefined}
          className={inputClass}
        />
      </Field>
      <Field id="image" label="Image to display" errors={errors.image}>
        <input
          id="image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            setFile(chosen)
            setErrors((current) => ({ ...current, image: validateImage(chosen) }))
          }}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? 'image-error' : 'image-hint'}
          className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-forest-800 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <p id="image-hint" className="mt-1 text-sm text-forest-700">
          JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. It is resized and stored as WebP.
        </p>
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
      </Field>
      <Field id="description" label="Description" errors={errors.description}>
        <input
          id="description"
          name="description"
          type="text"
          value={description}
          maxLength={500}
          placeholder="Enter article description here"
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => check('description')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'description-error' : undefined}
          className={inputClass}
        />
      </Field>
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

      <dialog
        ref={dialog}
        aria-labelledby="preview-heading"
        onClose={() => setPreviewOpen(false)}
        className="m-0 h-full max-h-none w-full max-w-none bg-savanna-50 p-0 backdrop:bg-black/60"
      >
        <div className="flex h-full flex-col">
          <header className="border-b border-forest-700/20 bg-white px-6 py-4">
            <h2 id="preview-heading" className="font-serif text-2xl">
              Article Preview
            </h2>
          </header>
          <div className="flex-1 overflow-y-auto px-6 py-8">
            <article className="mx-auto max-w-3xl">
              <h1 className="font-serif text-4xl">{title || 'Untitled article'}</h1>
              {shownImage ? (
                <img src={shownImage} alt="" className="mt-6 h-[400px] w-full rounded-xl object-cover" />
              ) : null}
              <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
                <a
                  href={operator.social.facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline"
                >
                  facebook
                </a>
                <a
                  href={operator.social.twitter}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline"
                >
                  twitter
                </a>
                <a
                  href={operator.social.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline"
                >
                  instagram
                </a>
              </p>
              {description ? <p className="mt-4 text-lg italic">{description}</p> : null}
              {/* The editor's own HTML, limited to its schema; the server sanitises it again on saving. */}
              <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: content }} />
            </article>
          </div>
          <footer className="border-t border-forest-700/20 bg-white px-6 py-4">
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <div className="mt-2 flex justify-end gap-3">
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="rounded-full border-2 border-forest-800 px-6 py-2 font-semibold"
              >
                Close
              </button>
              <button
                type="submit"
                disabled={submitting}
                className="rounded-full bg-savanna-700 px-6 py-2 font-semibold text-white hover:bg-savanna-800 disabled:cursor-wait disabled:opacity-60"
              >
                {submitting ? 'Publishing…' : 'publish'}
              </button>
            </div>
          </footer>
        </div>
      </dialog>
    </form>
  )
}

function Field({
  id,
  label,
  errors,
  children,
}: {
  id: string
  label: string
  errors?: string[]
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  )
}
