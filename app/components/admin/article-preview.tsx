import type { ReactNode, RefObject } from 'react'
import { useOperator } from '~/lib/operator'
import { FormAlert } from '~/components/ui/form-alert'

// The full-screen "Article Preview" of the article editor: the article as the site will show it, with
// Close and publish (a submit button of the editor's form) in its footer.

export function ArticlePreview({
  dialog,
  article,
  failure,
  submitting,
  onClose,
}: {
  dialog: RefObject<HTMLDialogElement | null>
  article: { title: string; image: string | null; description: string; content: string }
  failure: ReactNode
  submitting: boolean
  onClose: () => void
}) {
  const { operator } = useOperator()
  const social = [
    ['facebook', operator.social.facebook],
    ['twitter', operator.social.twitter],
    ['instagram', operator.social.instagram],
  ] as const
  return (
    <dialog
      ref={dialog}
      aria-labelledby="preview-heading"
      onClose={onClose}
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
            <h1 className="font-serif text-4xl">{article.title || 'Untitled article'}</h1>
            {article.image ? (
              <img src={article.image} alt="" className="mt-6 h-[400px] w-full rounded-xl object-cover" />
            ) : null}
            <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
              {social.map(([name, href]) => (
                <a key={name} href={href} target="_blank" rel="noopener noreferrer" className="underline">
                  {name}
                </a>
              ))}
            </p>
            {article.description ? <p className="mt-4 text-lg italic">{article.description}</p> : null}
            {/* The editor's own HTML, limited to its schema; the server sanitises it again on saving. */}
            <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: article.content }} />
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
  )
}
