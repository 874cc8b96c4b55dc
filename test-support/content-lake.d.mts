// Types of content-lake.mjs (plain JavaScript: it runs on Node without a build step).
import type { Server } from 'node:http'

export interface LakeDocument {
  _id: string
  _type: string
  [key: string]: unknown
}
export interface QueryAnswer {
  status: number
  body: unknown
}
export declare function parseNdjson(text: string): LakeDocument[]
export declare function buildPerspective<T extends LakeDocument>(
  docs: T[],
  perspective: 'published' | 'drafts' | 'raw',
): T[]
export declare function answerQuery(
  docs: LakeDocument[],
  request: {
    query: unknown
    params: unknown
    perspective?: string | null
    authorized: boolean
    returnQuery: boolean
  },
): Promise<QueryAnswer>
export declare function startContentLake(options?: {
  port?: number
  host?: string
  token?: string
  dataset?: string
  file?: string
  log?: boolean
}): Promise<{ server: Server; port: number; close: () => Promise<void> }>
