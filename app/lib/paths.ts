/** The public address of an article: /article/{URL-encoded title} (spec section 2). */
export function articlePath(title: string): string {
  return `/article/${encodeURIComponent(title)}`
}
