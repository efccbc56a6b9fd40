// Loopback ports for tests and measurements.
import { createServer } from 'node:net'

/** A loopback port that nothing listens on once this returns: connections to it are refused at once. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free loopback port')
  return address.port
}
