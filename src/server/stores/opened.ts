// What opening a host's stores gives the host (open.ts for the hosts that run on Node, open-workers.ts
// for Workers): the stores to pass to composeApp, when they are ready, and how to close them all.
import type { HostDeps } from '../compose'

export type HostStores = Pick<
  HostDeps,
  'projectsCache' | 'limitStores' | 'tokenStore' | 'ownerAccess' | 'conversationLog' | 'oneInstance'
>

export type OpenedStores = {
  stores: HostStores
  /** Resolves once the shared store is connected, or after a short wait (failing closed until then). */
  ready: Promise<unknown>
  /** Closes every store opened, in turn, and never rejects. */
  close: () => Promise<void>
}
