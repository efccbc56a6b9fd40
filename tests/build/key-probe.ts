// A module that asks for the Gemini key the way a careless component would. The build test adds it as
// an extra entry and checks that the browser build never receives the key anyway.
export const probe = [
  import.meta.env.VITE_GEMINI_API_KEY,
  import.meta.env.GEMINI_API_KEY,
  import.meta.env.PORTFOLIO_PUBLIC_PROBE,
]
console.log(probe)
