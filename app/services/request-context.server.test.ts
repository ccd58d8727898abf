import { describe, expect, test } from 'vitest'
import { addressGroup, clientAddress, normaliseAddress } from './request-context.server'

describe('clientAddress', () => {
  test('without trusted proxies, the socket is the client whatever the headers say', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9')
  })

  test('behind one proxy, the entry the proxy wrote (the rightmost), not the one the client wrote', () => {
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7')
  })

  test('behind two proxies, the entry two places from the right', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7')
    // Fewer entries than proxies: the leftmost is the furthest any proxy saw.
    expect(clientAddress('10.0.0.1', '198.51.100.7', 2)).toBe('198.51.100.7')
  })

  test('an entry that is not an address, or no header, leaves the socket', () => {
    expect(clientAddress('10.0.0.1', 'evil, not-an-ip', 1)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', null, 1)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1')
  })

  test('IPv4 seen through IPv6 is the same client as plain IPv4', () => {
    expect(clientAddress('::ffff:198.51.100.7', null, 0)).toBe('198.51.100.7')
    expect(clientAddress('10.0.0.1', '::FFFF:198.51.100.7', 1)).toBe('198.51.100.7')
    expect(normaliseAddress('[2001:DB8::1]')).toBe('2001:db8::1')
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1')
  })
})

describe('addressGroup', () => {
  test('an IPv4 address is its own group', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7')
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  test('IPv6 addresses group by their /64, however they are written', () => {
    const group = '2001:db8:1:2::/64'
    expect(addressGroup('2001:db8:1:2::1')).toBe(group)
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(group)
    expect(addressGroup('2001:DB8:1:2:0:0:0:9')).toBe(group)
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(group)
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64')
  })
})
