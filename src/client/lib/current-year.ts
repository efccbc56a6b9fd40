/** The footer is prerendered with the build's year; the copyright line shows the visitor's current year. */
export function showCurrentYear(root: ParentNode = document) {
  const year = String(new Date().getFullYear())
  root.querySelectorAll<HTMLElement>('[data-current-year]').forEach((element) => {
    element.textContent = year
  })
}
