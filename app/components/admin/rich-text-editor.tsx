import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useId, useState } from 'react'
import {
  isAllowedImageSource,
  isAllowedLink,
  linkFor,
  LINK_PROTOCOLS,
  looksLikeEmail,
} from '~/lib/article-editor-rules'

// The article body editor (docs/product.md, "Pages under /admin"): headers 1-3, bold, italic, underline, link,
// ordered and bullet lists, clear formatting. Links and images are held to app/lib/article-editor-rules.ts.

/** Images keep a source only when it is http, https or data. */
const SafeImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const src = element.getAttribute('src')
          return src && isAllowedImageSource(src) ? src : null
        },
      },
    }
  },
}).configure({ allowBase64: true })

export function RichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
}: {
  initialHtml: string
  /** The HTML of the body, or '' when it is empty. */
  onChange: (html: string) => void
  onBlur?: () => void
  labelId: string
  describedBy?: string
  invalid?: boolean
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [...LINK_PROTOCOLS],
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
      SafeImage,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'article-body min-h-64 rounded-b-lg border border-forest-700/40 bg-white px-4 py-3 focus:outline-none focus:ring-2 focus:ring-savanna-600/40',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
    onBlur: () => onBlur?.(),
  })
  return (
    <div>
      {editor ? (
        <Toolbar editor={editor} />
      ) : (
        <div className="h-11 rounded-t-lg border border-b-0 bg-savanna-100/60" />
      )}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div
          className="min-h-64 rounded-b-lg border border-forest-700/40 bg-white px-4 py-3"
          aria-hidden="true"
        >
          Loading the editor…
        </div>
      )}
    </div>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      h1: editor.isActive('heading', { level: 1 }),
      h2: editor.isActive('heading', { level: 2 }),
      h3: editor.isActive('heading', { level: 3 }),
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      underline: editor.isActive('underline'),
      link: editor.isActive('link'),
      ordered: editor.isActive('orderedList'),
      bullet: editor.isActive('bulletList'),
    }),
  })
  const [linkOpen, setLinkOpen] = useState(false)
  const chain = () => editor.chain().focus()
  const buttons = [
    {
      label: 'Heading 1',
      text: 'H1',
      active: state.h1,
      run: () => chain().toggleHeading({ level: 1 }).run(),
    },
    {
      label: 'Heading 2',
      text: 'H2',
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Heading 3',
      text: 'H3',
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Bold',
      text: 'B',
      active: state.bold,
      run: () => chain().toggleBold().run(),
      className: 'font-bold',
    },
    {
      label: 'Italic',
      text: 'I',
      active: state.italic,
      run: () => chain().toggleItalic().run(),
      className: 'italic',
    },
    {
      label: 'Underline',
      text: 'U',
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
      className: 'underline',
    },
    {
      label: 'Link',
      text: 'Link',
      active: state.link,
      run: () => {
        const { from, to } = editor.state.selection
        const selected = editor.state.doc.textBetween(from, to, ' ')
        // An e-mail address selected becomes a mailto link at once (docs/product.md, "Security").
        if (!state.link && looksLikeEmail(selected)) {
          chain()
            .setLink({ href: `mailto:${selected.trim()}` })
            .run()
          return
        }
        setLinkOpen((open) => !open)
      },
    },
    {
      label: 'Ordered list',
      text: '1.',
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Bullet list', text: '•', active: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: 'Clear formatting', text: 'Clear', run: () => chain().unsetAllMarks().clearNodes().run() },
  ]
  return (
    <div className="rounded-t-lg border border-b-0 border-forest-700/40 bg-savanna-100/60">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 p-1">
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            title={button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            // A mouse click leaves the focus (and the selection) in the text, so typing goes on there.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={`min-w-10 rounded px-2 py-1.5 text-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-savanna-600 aria-pressed:bg-forest-800 aria-pressed:text-white ${button.className ?? ''}`}
          >
            {/* The short sign for the eye, the full name for a screen reader. */}
            <span aria-hidden="true">{button.text}</span>
            <span className="sr-only">{button.label}</span>
          </button>
        ))}
      </div>
      {linkOpen ? <LinkField editor={editor} onClose={() => setLinkOpen(false)} /> : null}
    </div>
  )
}

/** Where the selected text should link to; an empty address removes the link. */
function LinkField({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId()
  const current = (editor.getAttributes('link').href as string | undefined) ?? ''
  const [value, setValue] = useState(current)
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    if (!value.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      onClose()
      return
    }
    const result = linkFor(value)
    if ('error' in result) return setError(result.error)
    editor.chain().focus().extendMarkRange('link').setLink({ href: result.href }).run()
    onClose()
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-forest-700/20 p-2">
      <div className="grow">
        <label htmlFor={id} className="block text-sm font-medium">
          Link address
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={value}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            }
            if (event.key === 'Escape') onClose()
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="https://… , mailto:… or tel:…"
          className="mt-1 block w-full rounded border border-forest-700/40 bg-white px-2 py-1"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={apply}
        className="rounded bg-forest-800 px-3 py-1.5 text-sm font-semibold text-white"
      >
        Apply link
      </button>
      {current ? (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            onClose()
          }}
          className="rounded border px-3 py-1.5 text-sm"
        >
          Remove link
        </button>
      ) : null}
      <button type="button" onClick={onClose} className="rounded px-3 py-1.5 text-sm underline">
        Cancel
      </button>
    </div>
  )
}
