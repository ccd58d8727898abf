import { expect, test } from 'vitest'
import {
  bodyLimit,
  BodyRefused,
  checkFormFields,
  fieldLimit,
  MAX_BODY_BYTES,
  MAX_FIELDS,
  MAX_REPEATS,
  TOO_MANY_FIELDS_MESSAGE,
} from './request-body.server'

const urlencoded = 'application/x-www-form-urlencoded'
const form = (pairs: string[]) => Buffer.from(pairs.join('&'))

function multipart(names: string[]) {
  const boundary = 'XyZ----Boundary42'
  const parts = names.map(
    (name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nvalue\r\n`,
  )
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

test('an ordinary form passes', () => {
  expect(() =>
    checkFormFields(form(['name=Ann', 'email=a%40b.co', 'message=Hello']), urlencoded),
  ).not.toThrow()
  const { body, type } = multipart(['file', 'upload_preset'])
  expect(() => checkFormFields(body, type)).not.toThrow()
})

test('one name repeated past the cap is refused, however its name is written', () => {
  const repeated = Array.from({ length: MAX_REPEATS + 1 }, (_, i) => (i % 2 ? 'a=1' : '%61=1'))
  expect(() => checkFormFields(form(repeated), urlencoded)).toThrow(TOO_MANY_FIELDS_MESSAGE)
  expect(() => checkFormFields(form(repeated.slice(1)), urlencoded)).not.toThrow()
  const { body, type } = multipart(Array.from({ length: MAX_REPEATS + 1 }, () => 'a'))
  expect(() => checkFormFields(body, type)).toThrow(BodyRefused)
})

test('more fields than the cap are refused, in both form encodings', () => {
  const names = Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `f${i}`)
  expect(() => checkFormFields(form(names.map((name) => `${name}=x`)), urlencoded)).toThrow(BodyRefused)
  const { body, type } = multipart(names)
  expect(() => checkFormFields(body, type)).toThrow(BodyRefused)
  expect(() => checkFormFields(form(names.slice(1).map((name) => `${name}=`)), urlencoded)).not.toThrow()
})

test('the proposal editor takes a long itinerary of distinct fields; other paths keep the cap', () => {
  expect(fieldLimit('/admin/proposals/12')).toBe(800)
  expect(fieldLimit('/admin/proposals/new')).toBe(MAX_FIELDS)
  expect(fieldLimit('/book')).toBe(MAX_FIELDS)
  const names = Array.from({ length: 700 }, (_, i) => `days[${i % 60}].f${i}=x`)
  expect(() => checkFormFields(form(names), urlencoded, fieldLimit('/admin/proposals/12'))).not.toThrow()
  expect(() => checkFormFields(form(names), urlencoded, fieldLimit('/admin/leads/12'))).toThrow(BodyRefused)
})

test('empty pairs are not fields; JSON and other bodies are counted where they are parsed', () => {
  expect(() => checkFormFields(Buffer.from('&'.repeat(100_000)), urlencoded)).not.toThrow()
  expect(() => checkFormFields(Buffer.from('a=1&'.repeat(1000)), 'application/json')).not.toThrow()
})

test('one limit for every body, larger only for an upload, a lodge’s photograph and an article', () => {
  expect(bodyLimit('/login')).toBe(MAX_BODY_BYTES)
  expect(bodyLimit('/contact')).toBe(MAX_BODY_BYTES)
  expect(bodyLimit('/api/bookings/message')).toBe(MAX_BODY_BYTES)
  expect(bodyLimit('/api/bookings/upload')).toBeGreaterThan(10 * 1024 * 1024)
  expect(bodyLimit('/admin/rates/12')).toBeGreaterThan(10 * 1024 * 1024)
  expect(bodyLimit('/admin/rates/12.data')).toBeGreaterThan(10 * 1024 * 1024)
  expect(bodyLimit('/admin/rates')).toBe(MAX_BODY_BYTES)
  expect(bodyLimit('/admin/rates/12/other')).toBe(MAX_BODY_BYTES)
  expect(bodyLimit('/api/bookings/blog')).toBe(2 * 1024 * 1024)
  expect(bodyLimit('/api/bookings/articles/12')).toBe(2 * 1024 * 1024)
  expect(bodyLimit('/api/bookings/blog/Some%20title')).toBe(MAX_BODY_BYTES)
})
