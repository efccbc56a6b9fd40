/**
 * A path of the site (`/resume`) as the browser must ask for it: under the base path the site was built
 * for. That is `/` except for a static build that lives under a path, such as a GitHub project site
 * (`/portfolio/`); Vite sets BASE_URL from its `base` option, in the browser and the prerender alike.
 */
export function sitePath(path: string): string {
  return `${import.meta.env.BASE_URL.replace(/\/+$/, '')}${path}`
}
