import { packages } from '~/content/packages'
import type { Route } from './+types/home'

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Tembo Safaris · Bespoke safaris in Uganda, Kenya, Rwanda and Tanzania' },
    {
      name: 'description',
      content:
        'Tailor-made safaris across East Africa: gorilla and chimpanzee treks, the Great Migration, and Indian Ocean beaches, planned by people who live here.',
    },
  ]
}

// A first, plain home page; the full public site is its own issue.
export default function Home() {
  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <p className="text-sm font-semibold tracking-widest text-savanna-700 uppercase">Tembo Safaris</p>
      <h1 className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">
        Bespoke safaris in Uganda, Kenya, Rwanda and Tanzania
      </h1>
      <p className="mt-6 max-w-2xl text-lg">
        Track mountain gorillas in Bwindi, follow the wildebeest across the Serengeti and the Maasai Mara, and
        finish on the white sand of Zanzibar or Diani. We plan every trip around you, from budget camping to
        luxury lodges.
      </p>
      <h2 className="mt-12 font-serif text-2xl">Our safari packages</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {packages.map((item) => (
          <li key={item.no} className="rounded-lg bg-white p-4 shadow-sm">
            <span className="font-semibold">{item.title}</span>
            <span className="block text-sm text-forest-700">{item.days} days</span>
          </li>
        ))}
      </ul>
    </main>
  )
}
