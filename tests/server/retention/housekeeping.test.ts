import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../server/db/connect';
import { findReviewer } from '../../../server/db/reviewers';
import { insertCase } from '../../../server/db/cases/insert';
import { removeExpired, scheduleHousekeeping } from '../../../server/retention/housekeeping';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addReviewer } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';
import { addAcmePartner } from '../support/acme-partner';

const NOW = new Date('2026-11-26T12:00:00Z');
const IDLE_MS = 15 * 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function fill() {
  const { db } = database;
  await db.deleteFrom('sessions').execute();
  await db.deleteFrom('sign_in_limits').execute();
  await db.deleteFrom('request_limits').execute();
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('webhook_deliveries').execute();
  await addReviewer(db, 'ann', 'correct horse battery');
  const ann = (await findReviewer(db, 'ann'))!.id;
  const session = (token: string, expiresAt: Date, lastSeenAt: Date) => ({
    token_hash: token,
    reviewer_id: ann,
    expires_at: expiresAt,
    last_seen_at: lastSeenAt,
  });
  await db
    .insertInto('sessions')
    .values([
      session('expired', ago(1), ago(60_000)),
      session('idle', new Date(NOW.getTime() + HOUR), ago(IDLE_MS + 1)),
      session('live', new Date(NOW.getTime() + HOUR), ago(IDLE_MS - 60_000)),
    ])
    .execute();
  await db
    .insertInto('sign_in_limits')
    .values([
      { key_hash: 'quiet', attempts: 3, window_started_at: ago(2 * DAY), blocked_until: null },
      {
        key_hash: 'blocked',
        attempts: 9,
        window_started_at: ago(2 * DAY),
        blocked_until: ago(HOUR),
      },
      { key_hash: 'fresh', attempts: 1, window_started_at: ago(60_000), blocked_until: null },
    ])
    .execute();
  await db
    .insertInto('request_limits')
    .values([
      { key_hash: 'quiet', hits: 60, window_started_at: ago(2 * DAY) },
      { key_hash: 'fresh', hits: 1, window_started_at: ago(60_000) },
    ])
    .execute();
  const { id } = await insertCase(db, completeAnswers);
  await db
    .insertInto('outbox')
    .values([
      { case_id: id, kind: 'received', sent_at: ago(31 * DAY) },
      { case_id: id, kind: 'approved', sent_at: ago(29 * DAY) },
      { case_id: id, kind: 'denied', sent_at: null, next_attempt_at: ago(40 * DAY) },
    ])
    .execute();
  await addAcmePartner(db);
  const event = (eventId: string, deliveredAt: Date | null) => ({
    event_id: eventId,
    partner_slug: 'acme',
    case_id: id,
    body: '{}',
    created_at: ago(45 * DAY),
    delivered_at: deliveredAt,
  });
  await db
    .insertInto('webhook_deliveries')
    .values([
      event('delivered-long-ago', ago(31 * DAY)),
      event('delivered-lately', ago(29 * DAY)),
      event('never-delivered', null),
    ])
    .execute();
}

describe('housekeeping', () => {
  it('removes expired and idle sessions, quiet sign-in and request counters, and mail and webhook events sent over 30 days ago', async () => {
    await fill();
    const { db } = database;
    expect(await removeExpired(db, { sessionIdleMs: IDLE_MS, now: NOW })).toEqual({
      sessions: 2,
      signInLimits: 1,
      requestLimits: 1,
      sentMail: 1,
      deliveredWebhooks: 1,
    });
    const sessions = await db.selectFrom('sessions').select('token_hash').execute();
    const limits = await db.selectFrom('sign_in_limits').select('key_hash').execute();
    expect(sessions.map((row) => row.token_hash)).toEqual(['live']);
    expect(limits.map((row) => row.key_hash).sort()).toEqual(['blocked', 'fresh']);
    const requests = await db.selectFrom('request_limits').select('key_hash').execute();
    expect(requests.map((row) => row.key_hash)).toEqual(['fresh']);
    // A message not sent yet stays, however old: it is still to be delivered.
    const outbox = await db.selectFrom('outbox').select('kind').orderBy('id').execute();
    expect(outbox.map((row) => row.kind)).toEqual(['approved', 'denied']);
    const events = await db
      .selectFrom('webhook_deliveries')
      .select('event_id')
      .orderBy('id')
      .execute();
    expect(events.map((row) => row.event_id)).toEqual(['delivered-lately', 'never-delivered']);
    // Done again, it finds nothing more.
    expect(await removeExpired(db, { sessionIdleMs: IDLE_MS, now: NOW })).toEqual({
      sessions: 0,
      signInLimits: 0,
      requestLimits: 0,
      sentMail: 0,
      deliveredWebhooks: 0,
    });
  });

  it('runs as soon as the server starts, reports counts only, and its stop waits for the run', async () => {
    await fill();
    const reported: unknown[] = [];
    const failed: unknown[] = [];
    const stop = scheduleHousekeeping(database.db, {
      sessionIdleMs: IDLE_MS,
      report: (removed) => reported.push(removed),
      fail: (failure) => failed.push(failure),
      // Judged at NOW, as the test above: what is old then does not depend on today's date.
      now: () => NOW,
    });
    // Stopped at once (a shutdown right after the start): the first run still completes
    // before stop() resolves, so the database is not closed under it.
    await stop();
    expect(reported).toEqual([
      { sessions: 2, signInLimits: 1, requestLimits: 1, sentMail: 1, deliveredWebhooks: 1 },
    ]);
    expect(failed).toEqual([]);
  });
});
