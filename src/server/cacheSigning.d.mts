/** Characters CACHE_SIGNING_SECRET must have at least. */
export const MIN_SECRET_LENGTH: number
/** CACHE_SIGNING_SECRET; throws, saying what to do, when it is missing or short. */
export function cacheSigningSecret(env?: Record<string, string | undefined>): string

/** The string stored for `json` (the library's serialized entry) under `key`, signed. */
export function signedEntry(entry: {
  secret: string
  buildId: string
  key: string
  json: string
}): string

/** A handler of @fortedigital/nextjs-cache-handler (its documented interface), loosely typed. */
export type CacheEntryHandler = {
  name: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library's entry shapes
  get: (key: string, meta: any) => Promise<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library's entry shapes
  set: (key: string, value: any, ctx?: any) => Promise<void>
  revalidateTag: (tag: string) => Promise<void>
  delete?: (key: string) => Promise<void>
  prepare?: () => Promise<void>
}

/** Signs the entries the replicas store and parses only what they signed. */
export function createEntrySigner(options: {
  secret: string
  buildId: string
  log?: (message: string) => void
  /** The clock of the hourly report of refused entries (tests). */
  now?: () => number
}): {
  /** The library's `valueSerializer`. */
  serializer: {
    serialize(value: unknown): string
    deserialize(stored: string): unknown
  }
  /** The library's handler, each call told its key. */
  wrap<H extends CacheEntryHandler>(handler: H): H
  /** Entries refused, by why. */
  rejected: { unsigned: number; forged: number; otherBuild: number }
}
