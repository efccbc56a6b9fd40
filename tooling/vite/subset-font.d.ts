// The part of subset-font's API that tooling/vite/text-fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    /** OpenType features to keep; all by default, none with []. */
    keepFeatures?: string[]
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
