// The shape of autocannon's JSON result that bench/bench.ts and bench/load-test.ts read (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Each connection sends these in turn, over and over. */
    requests?: Array<{
      path: string
      method?: string
      headers?: Record<string, string>
      body?: string
    }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
