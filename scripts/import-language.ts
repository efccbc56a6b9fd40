// `npm run import -- path/to/resume.json --lang <tag>`: a JSON Resume written in another language becomes
// that language's translation (src/content/profile.<tag>.ts, only what it says differently from the
// default content), and the language joins the owner's list in src/content/profile.ts. The default
// content is never replaced: names, dates, links and whatever the resume does not say stay the default
// language's, field by field (src/content/translations.ts).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import ts from 'typescript'
import { SHIPPED_LOCALES, isShippedLocale, type Locale } from '../src/i18n/catalog.ts'
import {
  ContentError,
  defineProfile,
  inputOf,
  translationsGivenTo,
  type Profile,
  type ProfileInput,
} from '../src/content/schema.ts'
import {
  contentIn,
  defineTranslation,
  overlayBetween,
  translationFile,
  untranslatedFields,
  type TranslationInput,
} from '../src/content/translations.ts'
import { fromJsonResume, type JsonResume } from '../src/core/json-resume.ts'
import { ImportError, isAsImported, withChecksum } from './import-file.ts'

/** The language `--lang` names: one the site ships a catalog for, other than the default. */
export function importedLocale(tag: string, owner: Profile): Locale {
  if (!isShippedLocale(tag))
    throw new ImportError(
      `--lang ${tag}: the site has no catalog for "${tag}"; it ships ${SHIPPED_LOCALES.join(', ')} (docs/languages.md says how to add one)`,
    )
  if (tag === owner.locales[0])
    throw new ImportError(
      `--lang ${tag}: ${tag} is the default language, which src/content/profile.ts is written in; import without --lang to replace it`,
    )
  return tag
}

/** `source` as prettier writes it, with the settings for `file` (`config`: where to look for them). */
const prettierOf = async (file: string, source: string, config = file) =>
  format(source, { ...(await resolveConfig(config)), filepath: file })

/**
 * The translation file for `resume` in `locale`: the resume read as the default import reads it, and kept
 * only where it says the owner's words differently. Stand-ins the import would have made up are no one's
 * words, so they are left out; so are entries past the default content's (a translation adds none). With
 * it, what is still in the default language, and what was left out.
 */
export async function translationSource(
  resume: JsonResume,
  file: string,
  locale: Locale,
  owner: Profile,
  root = '.',
  today = new Date(),
) {
  const { profile: imported, todos } = fromJsonResume(resume, today)
  const overlay: TranslationInput = overlayBetween(
    inputOf(owner),
    imported,
    todos.map((todo) => todo.path),
  )
  const target = translationFile(locale)
  // The owner's content with this language and its translation, checked as the build checks it.
  const others = translationsGivenTo(owner).filter((translation) => translation.locale !== locale)
  const withIt = defineProfile(
    {
      ...(inputOf(owner) as ProfileInput),
      locales: [...new Set([...owner.locales, locale])],
    },
    ...others,
    defineTranslation(locale, overlay),
  )
  try {
    contentIn(withIt, locale)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    throw new ImportError(error.message)
  }
  const base = inputOf(owner) as Record<string, unknown>
  const leftOut = Object.entries(imported).flatMap(([key, entries]) => {
    const had = base[key]
    if (!Array.isArray(entries) || !Array.isArray(had) || entries.length <= had.length) return []
    return [
      `${key}: ${entries.length - had.length} of ${entries.length} entries past the ${had.length} of profile.ts (add them there first: a translation adds no entry)`,
    ]
  })
  const body = [
    `// Imported from ${file} by \`npm run import -- --lang ${locale}\` on ${today.toISOString().slice(0, 10)}:`,
    `// the owner's words in this language, only where they differ from profile.ts; anything left out is`,
    `// profile.ts's, field by field. Edit it freely (docs/languages.md); \`npm run check\` lists what is`,
    `// still untranslated.`,
    "import { defineTranslation } from '@/content/translations'",
    '',
    `export const translation = defineTranslation('${locale}', ${JSON.stringify(overlay, null, 2)})`,
  ].join('\n')
  return {
    target,
    source: withChecksum(await prettierOf(target, body, join(root, target))),
    translated: Object.keys(overlay),
    untranslated: untranslatedFields(withIt, locale),
    leftOut,
  }
}

/** The first call of `defineProfile` in the source: the profile's own. */
function defineProfileCall(file: ts.SourceFile): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined
  const visit = (node: ts.Node) => {
    if (found) return
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineProfile'
    )
      found = node
    else ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * profile.ts's source with `locale` among its languages and its translation passed to defineProfile (the
 * import beside the others). Unchanged when both are there already.
 */
export async function withLanguage(
  source: string,
  locale: Locale,
  defaultLocale: Locale,
  path = 'src/content/profile.ts',
): Promise<string> {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true)
  const call = defineProfileCall(file)
  const content = call?.arguments[0]
  if (!call || !content || !ts.isObjectLiteralExpression(content))
    throw new ImportError(
      `${path} has no defineProfile({ ... }) of its own to add ${locale} to: import your resume in your default language first (npm run import -- resume.json), or npm run use-example -- <name>`,
    )
  const edits: { at: number; text: string }[] = []
  const locales = content.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && property.name.getText(file) === 'locales',
  )
  if (!locales) {
    edits.push({
      at: content.getStart(file) + 1,
      text: `\n// The site's languages: the first at /, each other under /<tag>/ (docs/languages.md).\nlocales: ['${defaultLocale}', '${locale}'],`,
    })
  } else if (!ts.isArrayLiteralExpression(locales.initializer)) {
    throw new ImportError(`${path}: locales is not a list to add ${locale} to`)
  } else if (
    !locales.initializer.elements.some(
      (element) => ts.isStringLiteral(element) && element.text === locale,
    )
  ) {
    const list = locales.initializer
    const last = list.elements.at(-1)
    edits.push({
      at: last ? last.getEnd() : list.getStart(file) + 1,
      text: last ? `, '${locale}'` : `'${locale}'`,
    })
  }
  const module = `./profile.${locale}`
  const imported = file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === module,
  )
  if (!imported) {
    // Named after its language, as the examples name theirs: translationPt.
    const name = `translation${locale[0]?.toUpperCase()}${locale.slice(1)}`
    const lastImport = file.statements.filter(ts.isImportDeclaration).at(-1)
    edits.push({
      at: lastImport ? lastImport.getEnd() : 0,
      text: `\nimport { translation as ${name} } from '${module}'\n`,
    })
    const lastArgument = call.arguments.at(-1) ?? content
    edits.push({ at: lastArgument.getEnd(), text: `, ${name}` })
  }
  if (!edits.length) return source
  const edited = edits
    .sort((a, b) => b.at - a.at)
    .reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.at), source)
  return prettierOf(path, edited)
}

/** Whether the translation file may be replaced: absent, or exactly what the last import wrote. */
export const mayReplaceTranslation = (target: string) =>
  !existsSync(target) || isAsImported(readFileSync(target, 'utf8'))
