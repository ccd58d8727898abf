// SVG building blocks: the picture's size, gradients, defs, the document, and placing artwork.
// Animals and objects are drawn in a local unit space (feet on y = 0, about 100 units tall)
// and placed with a transform, so one outline serves every size.

import { f, f3, uid } from './numbers.ts'

export const WIDTH = 1600
export const HEIGHT = 900

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number]

export function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${f3(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${f3(opacity)}"`}/>`,
    )
    .join('')
}

/** A linear gradient in bounding-box units; vertical (top to bottom) unless told otherwise. */
export function linearGradient(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${f3(x1)}" y1="${f3(y1)}" x2="${f3(x2)}" y2="${f3(y2)}">${stops(list)}</linearGradient>`
}

/** A radial gradient in user space (pixels), for glows and light pools. */
export function radialGradient(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`
}

/** A vertical gradient in user space between two y values. */
export function verticalGradient(id: string, list: readonly Stop[], y1: number, y2: number): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(y1)}" x2="0" y2="${f(y2)}">${stops(list)}</linearGradient>`
}

export function defs(content: string): string {
  return `<defs>${content}</defs>`
}

export function svgDocument(body: string, width = WIDTH, height = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`
}

/** Places local-space artwork: translate to (x, y), scale, optional mirror. */
export function place(
  x: number,
  y: number,
  scale: number,
  inner: string,
  flip = false,
  attributes = '',
): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f3(flip ? -scale : scale)} ${f3(scale)})"${attributes}>${inner}</g>`
}

/** Mirrors artwork in a horizontal water line, faded: a reflection. */
export function reflect(content: string, waterY: number, opacity = 0.35, clipTop = waterY): string {
  const id = uid('rc')
  return (
    `<clipPath id="${id}"><rect x="-50" y="${f(clipTop)}" width="${WIDTH + 100}" height="${HEIGHT}"/></clipPath>` +
    `<g clip-path="url(#${id})"><g opacity="${f3(opacity)}" transform="translate(0 ${f(waterY * 2)}) scale(1 -1)">${content}</g></g>`
  )
}
