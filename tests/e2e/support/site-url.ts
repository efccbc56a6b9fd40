// The address the build under test was made for (npm test builds, then runs the specs): SITE_URL from
// the environment, or else from the owner's .env, as the build reads it.
import { parseSiteUrl } from '@/core/site-url'
import { readOwnerEnv } from '../../../tooling/builder/owner-env'

export function builtSiteUrl(): string {
  return parseSiteUrl(process.env.SITE_URL ?? readOwnerEnv().SITE_URL)
}
