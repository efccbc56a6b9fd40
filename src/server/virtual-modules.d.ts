declare module 'virtual:resume-text' {
  /** The text of the owner's resume PDF, read when the server is built; empty when it has none. */
  export const resumeText: string
}
