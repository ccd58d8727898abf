// The subset-font package ships no types: the part of its API that scripts/fonts-plugin.ts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'
    keepFeatures?: string[]
    noHinting?: boolean
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
