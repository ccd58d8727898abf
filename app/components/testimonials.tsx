import type { Testimonial } from '~/content/types'

export function Testimonials({
  testimonials,
  title = 'What our travellers say',
}: {
  testimonials: Testimonial[]
  title?: string
}) {
  return (
    <section className="bg-savanna-100 py-16" aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-heading" className="font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="rounded-xl bg-white p-6 shadow-sm">
              <figure>
                <blockquote className="text-forest-800">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{testimonial.name}</span>, {testimonial.from}
                  <span className="block text-savanna-700">{testimonial.trip}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
