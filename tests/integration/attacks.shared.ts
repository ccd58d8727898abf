// What the attacks-*.test.ts files share: the server they attack trusts one reverse proxy, so each test
// speaks from client addresses of its own (X-Forwarded-For, as the proxy writes it).

/** A visitor may send 3 inquiries per 10 minutes and an address receives at most 3 acknowledgements a day. */
export const attacksEnv = { TRUST_PROXY: '1', RATE_LIMIT_PER_10_MIN: '3', ACKNOWLEDGEMENTS_PER_DAY: '3' }

let nextAddress = 10
/** A client address no other test uses. */
export const newAddress = () => `198.51.100.${nextAddress++}`
