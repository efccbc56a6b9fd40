export declare const BUILD_INPUTS: string[]
export type BuildFreshness = {
  built: boolean
  stale: boolean
  newest: { path: string; mtimeMs: number } | undefined
  builtAt?: number
}
export declare function buildFreshness(root: string, entry?: string): BuildFreshness
