// The parts of @mdn/mdn-http-observatory (plain JavaScript) that tests/server/observatory.test.ts uses.
declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string)
    hostname: string
    resources: { path: string | null }
    responses: {
      auto: unknown
      cors: unknown
      http: unknown
      https: unknown
      httpRedirects: Array<{ url: URL; status: number }>
      httpsRedirects: Array<{ url: URL; status: number }>
    }
    session: unknown
  }
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js'
  export const ALL_TESTS: Array<
    (requests: Requests) => { result: string; constructor: { name: string } }
  >
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { grade: string; score: number }
  export function getScoreModifier(expectation: string): number
}
