// The TODOs left in the owner's content: `npm run import` marks each field it could not fill from the
// resume with a `// TODO:` line saying what belongs there and where it shows. The owner sees them before
// any visitor does: `npm run check` lists them, and `npm run dev` and every build print them.
import { existsSync, readFileSync } from 'node:fs'

export const PROFILE_FILE = 'src/content/profile.ts'

export type ContentTodo = { line: number; note: string }

/** Every `// TODO:` line of the file's source, with its line number. */
export function contentTodos(source: string): ContentTodo[] {
  return source.split('\n').flatMap((text, index) => {
    const match = /^\s*\/\/\s*TODO:?\s*(.*)$/.exec(text)
    return match ? [{ line: index + 1, note: match[1]?.trim() ?? '' }] : []
  })
}

/** The TODOs of src/content/profile.ts as it is now (none when there is no such file). */
export function profileTodos(file = PROFILE_FILE): ContentTodo[] {
  return existsSync(file) ? contentTodos(readFileSync(file, 'utf8')) : []
}

/** The lines that tell the owner, or nothing when there are none. */
export function todoLines(todos: readonly ContentTodo[], file = PROFILE_FILE): string[] {
  if (!todos.length) return []
  return [
    `${file} has ${todos.length === 1 ? 'a TODO' : `${todos.length} TODOs`} to fill before visitors see ${todos.length === 1 ? 'its stand-in' : 'the stand-ins'} (remove each TODO line once done):`,
    ...todos.map((todo) => `  - line ${todo.line}: ${todo.note}`),
  ]
}
