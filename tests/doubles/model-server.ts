// The HTTP server every model double runs (gemini/, openai-compatible/, anthropic/): on 127.0.0.1 at a
// free port, it records each request, hands it to the provider's own `answer` with the next queued
// scenario, and closes with its sockets. `answer` checks the request as its API does and speaks its
// wire format; the faults every provider answers alike (a reset, a hang, a status and body) and the
// writing of a stream are the helpers below.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { ModelDouble, ModelRequest, ReplyScenario, SharedScenario } from './chat-model'

/** A request as a double records it, with its parsed JSON body (undefined if it was not JSON). */
export type Recorded<Body> = ModelRequest & { body: Body | undefined }

/** One call, as the provider's `answer` gets it. */
export type Call<Scenario, Body> = {
  req: IncomingMessage
  res: ServerResponse
  record: Recorded<Body>
  /** The body as it was sent. */
  raw: string
  /** The scenario queued for this call, or the double's fallback: taken once the request passes. */
  next(): Scenario
}

/** What a provider's double brings to the shared server. */
export type ModelServer<Scenario, Body> = Pick<
  ModelDouble<Scenario, Recorded<Body>>,
  'provider' | 'endpoint' | 'keyOf' | 'failures' | 'fallback'
> & {
  /** The API's name, in the error when requests are missing. */
  api: string
  /** The prompt a request carried, in the portfolio's terms. */
  readPrompt(body: Body | undefined): Pick<ModelRequest, 'system' | 'turns' | 'settings'>
  answer(call: Call<Scenario, Body>): Promise<unknown>
  /** Answers a request the double itself failed on, as the API's 500. */
  fail(res: ServerResponse): void
  /** The server's environment that makes it ask the double at `url`. */
  serverEnv(url: string): Record<string, string>
}

/** A pause, for the doubles' delays. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits out a scenario's delay: whether the caller is still there to be answered. */
export async function waited(res: ServerResponse, delayMs?: number) {
  if (delayMs) await sleep(delayMs)
  return !res.destroyed
}

/** How a stream stops: normally, by a socket reset, or not at all (the caller gives up). */
export type StreamEnd = 'normal' | 'reset' | 'hang'

/** Writes a stream's pieces (its head already sent), `gapMs` apart, then ends it as `end` says. */
export async function writeStream(
  res: ServerResponse,
  pieces: readonly string[],
  gapMs = 0,
  end: StreamEnd = 'normal',
  last?: string,
) {
  for (const [i, piece] of pieces.entries()) {
    if (i > 0 && gapMs) await sleep(gapMs)
    if (res.destroyed) return
    res.write(piece)
  }
  // A reset right after the writes would discard them unread; the caller gets the pieces first.
  if (end === 'reset') return void setTimeout(() => res.socket?.destroy(), Math.max(gapMs, 50))
  if (end === 'hang') return
  res.end(last)
}

/** Answers the scenarios every provider answers alike: a reset, a hang, a status and JSON body. */
export async function answerShared(
  { req, res }: { req: IncomingMessage; res: ServerResponse },
  scenario: Exclude<SharedScenario, ReplyScenario>,
  sendJson: (res: ServerResponse, status: number, body: unknown) => void,
) {
  switch (scenario.kind) {
    case 'reset':
      req.socket.destroy()
      return
    case 'hang':
      return
    case 'respond':
      if (await waited(res, scenario.delayMs)) sendJson(res, scenario.status, scenario.body)
  }
}

/**
 * Reads a request's JSON body (undefined if it is not JSON) and records it in `requests`, with its
 * prompt read back by the provider's `readPrompt`; the record is marked when the caller closes first.
 * Returns the record and the raw body text.
 */
async function recordRequest<Body>(
  req: IncomingMessage,
  res: ServerResponse,
  readPrompt: ModelServer<unknown, Body>['readPrompt'],
  requests: Recorded<Body>[],
): Promise<{ record: Recorded<Body>; raw: string }> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks).toString('utf8')
  let body: Body | undefined
  try {
    body = JSON.parse(raw) as Body
  } catch {
    body = undefined
  }
  const record = {
    method: req.method ?? '',
    url: req.url ?? '',
    headers: { ...req.headers },
    body,
    ...readPrompt(body),
    closedByCaller: false,
  }
  requests.push(record)
  res.on('close', () => {
    if (!res.writableFinished) record.closedByCaller = true
  })
  return { record, raw }
}

/** Waits until `requests` holds `count`, checking as they arrive (never a guess of time). */
async function waitForCount<T>(requests: T[], count: number, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (requests.length < count) {
    if (Date.now() > deadline)
      throw new Error(`expected ${count} ${what} requests, got ${requests.length}`)
    await sleep(20)
  }
  return requests
}

export async function startModelServer<Scenario extends { kind: string }, Body>(
  spec: ModelServer<Scenario, Body>,
): Promise<ModelDouble<Scenario, Recorded<Body>>> {
  const queue: Scenario[] = []
  const requests: Recorded<Body>[] = []
  const sockets = new Set<Socket>()

  const double: ModelDouble<Scenario, Recorded<Body>> = {
    provider: spec.provider,
    url: '',
    serverEnv: {},
    endpoint: spec.endpoint,
    requests,
    keyOf: spec.keyOf,
    failures: spec.failures,
    enqueue: (...next) => queue.push(...next),
    fallback: spec.fallback,
    waitForRequests: (count, timeoutMs = 10_000) =>
      waitForCount(requests, count, timeoutMs, spec.api),
    reset: () => {
      queue.length = 0
      requests.length = 0
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { record, raw } = await recordRequest(req, res, spec.readPrompt, requests)
    const next = () => {
      const fallback = double.fallback
      return queue.shift() ?? (typeof fallback === 'function' ? fallback(record) : fallback)
    }
    await spec.answer({ req, res, record, raw, next })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) spec.fail(res)
      console.error(`${spec.provider} double failed`, error)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  double.serverEnv = spec.serverEnv(double.url)
  return double
}
