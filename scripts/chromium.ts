// Debian's Chromium, as the browser tests and the Lighthouse audit launch it on these machines:
// headless, and without the background traffic a closed network would refuse.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
