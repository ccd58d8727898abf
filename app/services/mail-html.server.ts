// The HTML part beside every mail's plain text: the same words, laid out simply in the operator's
// colours, readable by screen readers and in mail programs that show no images or styles. Built from the
// text, so the two parts can never say different things.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/**
 * Whether an address in the text is Tembo's own (the site, the back-office, a password link): only
 * those become links. Any other address may have come from a form anyone can fill in, and a live link
 * in the operator's mail would lend it the operator's name (docs/product.md, "Storage and mail").
 */
function isOwnAddress(url: string, publicUrl: string): boolean {
  try {
    return new URL(url.replace(/&#38;/g, '&')).origin === new URL(publicUrl).origin
  } catch {
    return false
  }
}

/** One line of text as HTML: escaped, Tembo's own web addresses as links, a leading "Label:" in bold. */
function lineHtml(line: string, publicUrl: string): string {
  const escaped = escapeHtml(line)
  const linked = escaped.replace(URL_PATTERN, (url) =>
    isOwnAddress(url, publicUrl) ? `<a href="${url}" style="color:#8a4b0f">${url}</a>` : url,
  )
  return linked.replace(/^([A-Z][\w ()-]{0,40}):(?=\s)/, '<strong>$1:</strong>')
}

export function renderMailHtml(text: string, site: { brand: string; publicUrl: string }): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => lineHtml(line, site.publicUrl))
        .join('<br>'),
    )
    .map((block) => `<p style="margin:0 0 16px">${block}</p>`)
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(site.brand)}</title></head>
<body style="margin:0;padding:0;background:#f7f1e6">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Georgia,'Times New Roman',serif;color:#14261a;font-size:16px;line-height:1.5">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#14261a"><a href="${escapeHtml(site.publicUrl)}" style="color:#14261a;text-decoration:none">${escapeHtml(site.brand)}</a></p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${paragraphs}
</div>
<p style="margin:24px 0 0;font-size:14px;color:#3d4f40">${escapeHtml(site.brand)} · <a href="${escapeHtml(site.publicUrl)}" style="color:#3d4f40">${escapeHtml(site.publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</div>
</body>
</html>`
}
