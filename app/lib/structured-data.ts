import { localePath, type Locale } from './locales'
import type { Rating } from '~/lib/trust'
import { imageUrl, sceneUrl } from '~/content/scene-variants'
import { dayLabel, fromPrice, type TripPackage } from './catalogue'
import type { OperatorData } from './operator'

// schema.org descriptions for search engines (TravelAgency, TouristTrip, BlogPosting).

/**
 * The operator as a TravelAgency; with the reviews the trust block shows (copied in by staff, or our
 * travellers' once approved: never others), their average as an AggregateRating.
 */
export function organizationJsonLd({ operator, publicUrl }: OperatorData, rating: Rating | null = null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: operator.brand,
    url: publicUrl,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}${sceneUrl('welcome-savanna', 'wide', 1600, 'webp')}`,
    email: operator.email,
    telephone: operator.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: operator.address.slice(0, -1).join(', '),
      addressLocality: operator.address.at(-1),
      addressCountry: 'UG',
    },
    areaServed: ['Uganda', 'Kenya', 'Rwanda', 'Tanzania'].map((name) => ({ '@type': 'Country', name })),
    sameAs: Object.values(operator.social),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** A package as a TouristTrip, with its itinerary and its "from" price as an offer in US dollars. */
export function tourJsonLd(site: OperatorData, item: TripPackage, path: string, locale: Locale = 'en') {
  const lowest = fromPrice(item)
  const image = imageUrl(item.cardImage, 'wide', 1600)
  const url = `${site.publicUrl}${localePath(locale, path)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: item.title,
    description: item.seoDescription,
    inLanguage: locale,
    url,
    image: image.startsWith('http') ? image : `${site.publicUrl}${image}`,
    touristType: 'Safari',
    provider: { '@type': 'TravelAgency', name: site.operator.brand, url: site.publicUrl },
    ...(lowest
      ? {
          offers: {
            '@type': 'Offer',
            price: (lowest.cents / 100).toFixed(2),
            priceCurrency: 'USD',
            description: locale === 'en' ? `Per person sharing, ${lowest.name.toLowerCase()}` : lowest.name,
            url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: item.itinerary.length,
      itemListElement: item.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: `${dayLabel(day, locale)}: ${day.title}`,
          description: day.text,
        },
      })),
    },
  }
}

export function articleJsonLd(
  site: OperatorData,
  article: {
    title: string
    description: string | null
    image: string | null
    published: string | null
    updated: string
  },
  path: string,
  locale: Locale = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    inLanguage: locale,
    description: article.description ?? undefined,
    image: article.image
      ? article.image.startsWith('http')
        ? article.image
        : `${site.publicUrl}${article.image}`
      : undefined,
    datePublished: article.published ?? undefined,
    dateModified: article.updated,
    url: `${site.publicUrl}${path}`,
    mainEntityOfPage: `${site.publicUrl}${path}`,
    author: { '@type': 'Organization', name: site.operator.brand },
    publisher: {
      '@type': 'Organization',
      name: site.operator.brand,
      logo: { '@type': 'ImageObject', url: `${site.publicUrl}/favicon.svg` },
    },
  }
}
