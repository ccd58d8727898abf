import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { inquiryKind, inquiryKinds } from '~/inquiries'
import { inquiryContract, inquiryInput } from '../../testing/inquiries'

// The kinds' definitions (app/inquiries/) against the contract the tests hold them to
// (testing/inquiries.ts): a path, a collection or an id renamed in a definition fails here, before the
// operator's clients and bookmarks find out.

test('every kind keeps its paths, collections and id', () => {
  expect(inquiryKinds.map((kind) => kind.key)).toEqual(inquiryContract.map((contract) => contract.kind))
  for (const contract of inquiryContract) {
    const { api, admin, form } = inquiryKind(contract.kind)
    expect({ ...api, form: form.path, adminList: admin.listPath, adminItem: admin.itemPath }).toEqual({
      create: contract.create,
      list: contract.list,
      item: contract.item,
      idKey: contract.idKey,
      form: contract.form,
      adminList: contract.adminList,
      adminItem: contract.adminItem,
    })
  }
})

test.each(inquiryContract.map((contract) => contract.kind))(
  "the %s example passes its kind's own rules, as a form would send it",
  (kind) => {
    const fields = Object.entries(inquiryInput(kind)).map(([name, value]) => [name, String(value)])
    const submission = parseWithZod(new URLSearchParams(fields), { schema: inquiryKind(kind).schema })
    expect(submission.status === 'success' ? 'valid' : submission.error).toBe('valid')
  },
)

test('every field a form asks for is one its rules know, and every rule has a field', () => {
  for (const kind of inquiryKinds) {
    const asked = kind.form.fields.map((field) => field.name).sort()
    const ruled = Object.keys((kind.schema as unknown as z.ZodObject).shape).sort()
    expect(asked, kind.key).toEqual(ruled)
  }
})
