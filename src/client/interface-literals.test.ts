// Every word the interface shows comes from the catalogs (src/i18n/), so that a page in another language
// shows none of English: this reads every component and client module (not the tests) and fails on a text
// written in place. It finds, with TypeScript's parser:
// - JSX text with a letter in it (`<h2>Writing</h2>`);
// - a text attribute (`aria-label`, `title`, `alt`, `placeholder`, ...) whose value spells words, as a
//   string, a template or either branch of a condition;
// - a string in a JSX child expression (`{open ? 'Close' : 'Open'}`);
// - anywhere else, a string that starts like a sentence or a name (`'Loading the log…'`, `'Conversations'`),
//   except what is for developers (console, errors), compared against, a case, an import or a type.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const CLIENT = 'src/client'

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-valuetext',
  'aria-description',
  'aria-roledescription',
  'title',
  'alt',
  'placeholder',
  'label',
  'question',
  'confirmLabel',
  'cancelLabel',
])

const LETTER = /\p{L}/u
// The start of a word a person reads: a capital and a small letter ("Loading", "Conversations").
const WORDS = /^\s*\p{Lu}\p{Ll}/u

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The literal pieces of text in an expression: strings, a template's text, both sides of a condition. */
function textsIn(expression: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expression)) return textsIn(expression.expression)
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression]
  if (ts.isTemplateExpression(expression))
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)]
  if (ts.isConditionalExpression(expression))
    return [...textsIn(expression.whenTrue), ...textsIn(expression.whenFalse)]
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken
  )
    return [...textsIn(expression.left), ...textsIn(expression.right)]
  return []
}

const textOf = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
      ? node.text
      : ''

/** A string a developer reads, or one the code only compares, imports or types. */
function forDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true
    if (ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent)) return true
    if (ts.isPropertyAssignment(parent) && parent.name === at) return true
    if (ts.isElementAccessExpression(parent)) return true
    if (
      ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.InKeyword,
      ].includes(parent.operatorToken.kind)
    )
      return true
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true
    if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true
    // A header's or a map's key: `headers.get('Content-Type')`.
    if (ts.isCallExpression(parent) && /\.(get|has|set|append)$/.test(parent.expression.getText()))
      return true
    if (ts.isJsxAttribute(parent) || ts.isJsxExpression(parent)) return false
  }
  return false
}

function literalsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${relative('.', file)}:${line + 1}: ${what}`)
  }
  const reported = new Set<ts.Node>()
  const reportTexts = (nodes: ts.Node[], why: string) => {
    for (const node of nodes) {
      if (reported.has(node) || !LETTER.test(textOf(node))) continue
      reported.add(node)
      report(node, `${why} ${JSON.stringify(textOf(node))}`)
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) {
      report(node, `JSX text ${JSON.stringify(node.text.trim())}`)
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer
      if (value && ts.isStringLiteral(value)) reportTexts([value], `${node.name.getText()}=`)
      else if (value && ts.isJsxExpression(value) && value.expression)
        reportTexts(textsIn(value.expression), `${node.name.getText()}=`)
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      reportTexts(textsIn(node.expression), 'JSX child')
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      WORDS.test(textOf(node)) &&
      !forDevelopers(ts.isTemplateHead(node) ? node.parent : node)
    ) {
      reportTexts([node], 'text')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the interface’s words', () => {
  it('come from the catalogs: no component writes one in place', () => {
    const found = sources(CLIENT).flatMap(literalsIn)
    expect(
      found,
      `Move these into src/i18n/en.ts (and every catalog):\n${found.join('\n')}`,
    ).toEqual([])
  })

  it('finds a text written in place, wherever a component may write one', () => {
    const dir = 'test-results/interface-literals'
    const sample = join(dir, 'sample.tsx')
    ts.sys.writeFile(
      sample,
      [
        'export const A = ({ open }: { open: boolean }) => (',
        '  <div aria-label="Menu" title={`Code: ${open}`}>',
        '    Back to top',
        "    {open ? 'Close' : t.open}",
        '  </div>',
        ')',
        "const label = 'Loading the log…'",
        "if (key === 'Escape') console.error('Not for visitors')",
      ].join('\n'),
    )
    expect(literalsIn(sample).map((line) => line.replace(/^.*?:\d+: /, ''))).toEqual([
      'aria-label= "Menu"',
      'title= "Code: "',
      'JSX text "Back to top"',
      'JSX child "Close"',
      'text "Loading the log…"',
    ])
  })
})
