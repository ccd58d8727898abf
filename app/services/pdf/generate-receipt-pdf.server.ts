import type { ReceiptView } from '~/lib/receipt'
import { createPdf } from './pdf-document.server'
import { renderReceiptPdf } from './render-receipt-pdf.server'

// A ledger entry's receipt as a PDF file, dated the day of the payment.

export async function generateReceiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const { document, writer } = await createPdf({
    title: `Receipt ${view.number}`,
    author: view.brand,
    day: view.paidOn,
  })
  renderReceiptPdf(writer, view)
  return document.save()
}

export const receiptPdfName = (view: Pick<ReceiptView, 'number'>) => `receipt-${view.number}.pdf`
