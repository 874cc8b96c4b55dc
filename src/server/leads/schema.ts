// DESIGN §1 and §4.3: the leads store's tables, one schema for PGlite and PostgreSQL. drizzle-kit
// reads this file to write the committed migrations in drizzle/ (`npx drizzle-kit generate`), so it
// holds table definitions only and no 'server-only' import (drizzle-kit loads it outside Next).
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/** One acknowledged submission. Never updated after insert; delivery state is in the outbox. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    formId: text('form_id').notNull(),
    page: text('page').notNull(),
    /** Field values keyed by `fieldName.current`, only the fields the form defines. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** SPEC §3 tracking parameters, cleaned (SPEC §5). */
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull(),
    userAgent: text('user_agent'),
    /** The client's `Idempotency-Key`; NULL for the form without JavaScript (no key). */
    idempotencyKey: text('idempotency_key').unique('leads_idempotency_key_unique'),
    /** SHA-256 of the cleaned submission: a replayed key must carry the same submission. */
    requestHash: text('request_hash').notNull(),
    /**
     * DESIGN §5a: NULL for a form without a form-routing provider; false for a lead of a provider
     * form (`defaultDotComForm`) that reached the site instead (the provider failed, or the
     * visitor had no JavaScript), so sales see it was not routed. The site never writes true: a
     * routed lead goes to the provider, not here.
     */
    routed: boolean('routed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leads_created_at_idx').on(table.createdAt)],
)

/**
 * The transactional outbox: one row per lead, written in the lead's transaction, relayed to the
 * CRM webhook. A row is claimed by setting a lease (`locked_until`, `lock_token`) under
 * `FOR UPDATE SKIP LOCKED`, so any number of relay workers can share the table (DESIGN §5).
 */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockToken: uuid('lock_token'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last failure ("HTTP 502", "timeout"...), kept for operators; never lead data. */
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
)

/** Per-client token buckets, in the database so the limit holds across instances (DESIGN §5). */
export const leadRateLimits = pgTable('lead_rate_limits', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  /** How many of the last batch of requests on this bucket were let through. */
  lastGranted: integer('last_granted').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** Submissions answered as success but not stored (honeypot, too fast), counted per day. */
export const leadDropCounts = pgTable(
  'lead_drop_counts',
  {
    day: date('day').notNull(),
    formId: text('form_id').notNull(),
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.formId, table.reason] })],
)

/**
 * Idempotency keys of submissions answered as success but not stored (issue 33): a replay of one
 * is answered as a replay of a stored lead is (200, the same id), so a bot cannot tell the two
 * apart by retrying. Only the key, the id it was answered with and the submission's hash: no
 * value of the submission.
 */
export const leadDroppedKeys = pgTable('lead_dropped_keys', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: uuid('id').notNull(),
  requestHash: text('request_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const schema = { leads, leadOutbox, leadRateLimits, leadDropCounts, leadDroppedKeys }
