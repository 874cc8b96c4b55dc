/** A redis-server the tests started, on 127.0.0.1. */
export type StartedRedis = {
  url: string
  pid: number
  /** Every key and the bytes of what it holds. */
  contents(): Promise<Map<string, number>>
  stop(): Promise<void>
}
/** Starts redis-server on `port`; resolves once it answers PING. */
export function startRedis(options: { port: number }): Promise<StartedRedis>
