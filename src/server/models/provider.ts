// What a model provider is, in one place: its settings, how it is asked, what a visitor reads when its key
// fails and what `npm run check` says of it. Each provider is a folder (gemini/, openai-compatible/,
// anthropic/, demo/) whose provider.ts is one ProviderDefinition; providers.ts lists them by id, and
// everything that differs between providers reads that table: LLM_PROVIDER's values and the variables
// (config.ts), the model (create-chat-model.ts), the setup check, the worker's variable list, the eval
// and the test doubles (tests/doubles/model-doubles.ts).
import type { z } from 'zod'
import type { ProviderTextsId } from '@/core/chat'
import type { Logger } from '../logger'
import type { SetupItem } from '../setup-item'
import type { ChatModel } from './chat-model'

/** The settings a provider reads, as its variables parse. */
export type ProviderSettings<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>

/** Where the site runs, as a provider's check needs it. */
export type ProviderCheckFacts = {
  host: string
  /** The host runs on this machine (the Node server), so it can reach a model on localhost. */
  onThisMachine: boolean
  /** A build or a server for visitors, not a preview on this machine. */
  forWeb: boolean
}

export type ProviderDefinition<Shape extends z.ZodRawShape> = {
  /** Its name for the owner: the setup check, the eval, the docs. */
  label: string
  /** Its variables, read on every host whichever provider is chosen (a bad value is always an error). */
  variables: Shape
  /** Those that are secrets: named in an error, never echoed; on Workers, `wrangler secret put`. */
  secrets: ReadonlyArray<keyof Shape & string>
  /** Those it cannot work without once chosen, each with the message that says what to set. */
  required?: Partial<Record<keyof Shape & string, string>>
  /**
   * Whose texts a visitor reads when its key is refused or missing, or its access denied: its own, in
   * every catalog's `chat.providerTexts` (they name it), or `none` for texts that name no provider.
   */
  texts: ProviderTextsId | 'none'
  /** The model that answers, asked over the provider's own wire format. */
  create(settings: ProviderSettings<Shape>, log?: Logger): ChatModel
  /** Where it is asked, for the owner: its address, or what stands in for one. */
  target(settings: ProviderSettings<Shape>): string
  /** What `npm run check` says of it: one item, on, off or to fix. */
  check(settings: ProviderSettings<Shape>, facts: ProviderCheckFacts): SetupItem
}

/**
 * A provider whatever its variables: what the table holds and what is called without knowing which
 * provider it is (each entry's own variables are checked where defineProvider defines it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of providers of any settings
export type AnyProvider = ProviderDefinition<any>

/** One provider, checked against the definition: a part left out is a compile error. */
export const defineProvider = <Shape extends z.ZodRawShape>(
  definition: ProviderDefinition<Shape>,
) => definition

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|host\.docker\.internal)$/

/** Whether a model's address is on this machine, which only a host on this machine can reach. */
export const isLocalAddress = (url: string) => LOCAL_HOST.test(new URL(url).hostname)
