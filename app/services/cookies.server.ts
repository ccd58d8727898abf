import { getConfig } from '~/config.server'

// Reading a request's cookies and writing the site's own.

/** The value of one cookie of a request, or null. */
export function readCookie(request: Request, name: string): string | null {
  return cookieValue(request.headers.get('cookie'), name)
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name && rest.length) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/** A site-wide cookie: httpOnly, SameSite=Lax, and Secure when the site is served over https. */
export function siteCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = getConfig().publicUrl.startsWith('https:') ? '; Secure' : ''
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}
