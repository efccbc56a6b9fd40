// Everything about the owner lives here: the page, the assistant's prompt and the share tags all read
// `profile`. Until you write yours, the site is the placeholder owner's, whose one source is
// examples/placeholder/profile.ts (the values the spec asks for). Make it yours by replacing this file:
// `npm run use-example -- placeholder` (or `mateo`, or `ines`) puts an example's whole profile here to
// edit, and `npm run import -- resume.json` writes one from your JSON Resume. A mistake then stops
// `npm run dev`, `npm run build` and `npm test` with the field's name.
export { profile } from '../../examples/placeholder/profile'
