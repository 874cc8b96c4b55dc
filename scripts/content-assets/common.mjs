// What every content-asset writer shares: where the repository is, the project and dataset the
// asset documents name, their fixed creation time, and the SHA-1 that ids are made of.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const PROJECT = 'embedded'
export const DATASET_NAME = 'migration'
/** The CMS CDN's origin: asset addresses a real export holds start with it. */
export const CMS_CDN = 'https://cdn.sanity.io'
export const CREATED_AT = '2025-03-03T09:00:00Z'

export const sha1 = (data) => createHash('sha1').update(data).digest('hex')
