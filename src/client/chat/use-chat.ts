// The conversation's state machine under the chat panel: the messages, the question being typed, the
// pending request and the error line. It asks the server whether the assistant can answer, sends questions
// and follows the streamed replies, and keeps the conversation for the tab. The panel only lays it out.
import { useEffect, useRef, useState } from 'react'
import {
  CHAT_FAILURE_PREFIX,
  CHAT_MISSING_KEY_CODE,
  failureText,
  type ChatMessage,
  type ChatRequestKind,
  type ChatSender,
  type ProviderTextsId,
} from '@/core/chat'
import { buildChatRequest } from '@/core/chat-history'
import { fetchChatStatus, streamChat } from './chat-api'
import type { ChatTexts } from './chat-panel'
import { loadConversation, saveConversation } from './chat-storage'

let counter = 0
function newMessage(
  sender: ChatSender,
  text: string,
  { failed, kind }: Pick<ChatMessage, 'failed' | 'kind'> = {},
): ChatMessage {
  counter += 1
  return {
    id: `${Date.now().toString(36)}-${counter}`,
    text,
    sender,
    timestamp: new Date().toISOString(),
    ...(failed ? { failed } : {}),
    ...(kind ? { kind } : {}),
  }
}

export type Chat = {
  messages: ChatMessage[]
  /** While the owner's conversation log is on: how many days it keeps conversations. */
  keptDays: number | undefined
  /** The server's model is the demo, which the panel labels. */
  demo: boolean
  /** The question being typed. */
  input: string
  setInput: (text: string) => void
  /** The job description being pasted, while the job description box is open. */
  jobText: string
  setJobText: (text: string) => void
  /** A question is on its way or its reply is arriving; nothing else is sent meanwhile. */
  pending: boolean
  /** The red error line, or null. */
  error: string | null
  /** The bot message whose words are still arriving. */
  streamingId: string | null
  /** Sends `text` (by default the typed question) unless it is blank or a reply is pending. */
  send: (text?: string) => Promise<void>
  /**
   * Asks how the owner fits the pasted job description: one question like any other. Resolves false
   * when it was refused before any answer (a limit, an error, no key): the posting then stays in the box.
   */
  sendJob: () => Promise<boolean>
}

/**
 * `texts`: the panel's words in the page's language; `locale`: the page's language, which each question
 * carries; `api`: the chat API's origin when it is not this site's own (a static build's deployed API).
 */
export function useChat(texts: ChatTexts, locale: string, api = ''): Chat {
  // What the tab kept, read once: the history and the id it goes with.
  const [restored] = useState(loadConversation)
  const [messages, setMessages] = useState<ChatMessage[]>(
    () => restored?.messages ?? [newMessage('bot', texts.greeting)],
  )
  const [input, setInput] = useState('')
  const [jobText, setJobText] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [streamingId, setStreamingId] = useState<string | null>(null)
  // Refs mirror state for the send handler, so two quick Enters cannot both get through.
  const pendingRef = useRef(false)
  const messagesRef = useRef(messages)
  const available = useRef<boolean | undefined>(undefined)
  const availableCheck = useRef<Promise<boolean> | null>(null)
  const [keptDays, setKeptDays] = useState<number | undefined>(undefined)
  const [demo, setDemo] = useState(false)
  // Whose key and access texts apply (the status says, when the provider has its own): they name it.
  const provider = useRef<ProviderTextsId | undefined>(undefined)
  // Random per panel session (kept with the history across a reload), so the owner's log groups this
  // conversation; never derived from the visitor.
  const [conversationId] = useState(() => restored?.conversationId ?? crypto.randomUUID())

  useEffect(() => {
    availableCheck.current = fetchChatStatus(api).then((status) => {
      setKeptDays(status.keptDays)
      setDemo(status.demo === true)
      provider.current = status.providerTexts
      return (available.current = status.available)
    })
  }, [api])

  useEffect(() => {
    messagesRef.current = messages
    // A reply is kept once it is complete, not after each of its pieces.
    if (!streamingId) saveConversation({ messages, conversationId })
  }, [messages, streamingId, conversationId])

  /** Whether the question was answered, in whole or in part. */
  async function ask(question: string, kind: ChatRequestKind): Promise<boolean> {
    const request = buildChatRequest(question, messagesRef.current, kind)
    setMessages((current) => [
      ...current,
      newMessage('user', request.message, kind === 'job-fit' ? { kind } : {}),
    ])
    // A posting leaves its box only once it is answered: one refused stays, to shorten or send again.
    if (kind === 'question') setInput('')
    setError(null)
    // "Typing..." shows until the first words; then the reply grows in its own bubble.
    let replyId: string | null = null
    const result = await streamChat(
      { ...request, conversationId, locale },
      (soFar) => {
        if (replyId === null) {
          if (kind === 'job-fit') setJobText('')
          const message = newMessage('bot', soFar)
          replyId = message.id
          setStreamingId(message.id)
          setMessages((current) => [...current, message])
        } else {
          const id = replyId
          setMessages((current) => current.map((m) => (m.id === id ? { ...m, text: soFar } : m)))
        }
      },
      api,
    )
    setStreamingId(null)
    const id = replyId
    if (result.ok) {
      // The signature goes back with the reply in the history: the server's proof that it wrote it.
      const { signature } = result
      const signed = (m: ChatMessage) => (signature ? { ...m, signature } : m)
      if (kind === 'job-fit') setJobText('')
      const { reply } = result
      setMessages((current) =>
        id === null
          ? [...current, signed(newMessage('bot', reply))]
          : current.map((m) => (m.id === id ? signed({ ...m, text: reply }) : m)),
      )
    } else if (result.code === CHAT_MISSING_KEY_CODE) {
      setError(failureText(texts, CHAT_MISSING_KEY_CODE, provider.current))
    } else {
      // Each failure appends a bot message with a wrench and sets the error line; words that arrived
      // before a failure stay above it, unsigned, so they never go back to the model
      const text = failureText(texts, result.code, provider.current)
      setMessages((current) => [
        ...current,
        newMessage('bot', CHAT_FAILURE_PREFIX + text, { failed: true }),
      ])
      setError(text)
    }
    return result.ok || id !== null
  }

  async function submit(text: string, kind: ChatRequestKind): Promise<boolean> {
    const question = text.trim()
    // A blank question is not sent, and nothing is sent while a reply is pending.
    if (!question || pendingRef.current) return false
    pendingRef.current = true
    setPending(true)
    try {
      const canAnswer = available.current ?? (await availableCheck.current) ?? true
      if (!canAnswer) {
        // Without a key nothing is sent: the message is not appended and the input keeps its text.
        if (kind === 'question') setInput(text)
        setError(failureText(texts, CHAT_MISSING_KEY_CODE, provider.current))
        return false
      }
      return await ask(question, kind)
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  // A suggestion is asked exactly as if it had been typed.
  const send = async (text: string = input) => {
    await submit(text, 'question')
  }
  const sendJob = () => submit(jobText, 'job-fit')

  return {
    messages,
    keptDays,
    demo,
    input,
    setInput,
    jobText,
    setJobText,
    pending,
    error,
    streamingId,
    send,
    sendJob,
  }
}
