import type { ReactNode } from 'react'

// The frame of the staff screens outside the back-office: sign-in, its second step, and the link to
// set a password. A white card on the forest green, alone on the page.

export function StaffCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-forest-900 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">{children}</div>
    </main>
  )
}
