import http from 'node:http'

// What reaches a traveller's link when it is mailed (docs/decisions/047-a-visit-that-counts.md), header
// for header as each sends it: the mail client itself, the scanners a mail system runs over links
// before delivering them, a link checker, and the traveller's own phone. Only the last is a visit.

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PAGE_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8'

/** A browser's own navigation to a link opened from a mail app (Fetch Metadata as the browser sets it). */
const navigation = {
  accept: PAGE_ACCEPT,
  'upgrade-insecure-requests': '1',
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
}

export interface VisitCase {
  who: string
  method: 'GET' | 'HEAD'
  headers: Record<string, string>
}

/** Fetches of the link that are not the traveller looking at it. */
export const notVisits: VisitCase[] = [
  {
    who: 'Outlook desktop fetching the link itself',
    method: 'GET',
    headers: {
      'user-agent': 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17928; Pro)',
      accept: '*/*',
    },
  },
  {
    who: 'a Safe Links-style scanner with a browser’s user agent',
    method: 'GET',
    headers: { 'user-agent': CHROME_DESKTOP, accept: PAGE_ACCEPT, 'accept-language': 'en-US,en;q=0.9' },
  },
  {
    who: 'a scanner fetching as a page’s subresource (no-cors)',
    method: 'GET',
    headers: {
      'user-agent': CHROME_DESKTOP,
      accept: '*/*',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'empty',
    },
  },
  {
    who: 'a browser’s prefetch of the link',
    method: 'GET',
    headers: {
      'user-agent': CHROME_DESKTOP,
      accept: PAGE_ACCEPT,
      'sec-purpose': 'prefetch',
      'sec-fetch-site': 'none',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    },
  },
  {
    who: 'a scanner driving headless Chrome',
    method: 'GET',
    headers: {
      ...navigation,
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    },
  },
  { who: 'a HEAD with Chrome’s user agent', method: 'HEAD', headers: { 'user-agent': CHROME_DESKTOP } },
  {
    who: 'a HEAD with a navigation’s headers',
    method: 'HEAD',
    headers: { ...navigation, 'user-agent': CHROME_DESKTOP },
  },
]

/** The traveller's phone opening the link from their mail app. */
export const phoneVisits: VisitCase[] = [
  {
    who: 'Chrome on Android',
    method: 'GET',
    headers: {
      ...navigation,
      'user-agent':
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'sec-ch-ua': '"Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
      'sec-ch-ua-mobile': '?1',
      'sec-ch-ua-platform': '"Android"',
    },
  },
  {
    who: 'Safari on an iPhone',
    method: 'GET',
    headers: {
      ...navigation,
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
  },
]

export interface AnswerAsSent {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
}

/**
 * Sends a request with exactly these headers. Node's fetch cannot: it writes `Sec-Fetch-Mode: cors`
 * over whatever it is given, as the Fetch standard has a browser's fetch() do.
 */
export function sendAsIs(url: string, { method, headers }: Omit<VisitCase, 'who'>): Promise<AnswerAsSent> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          text: body.toString('utf8'),
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}
