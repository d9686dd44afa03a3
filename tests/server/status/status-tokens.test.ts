import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../server/db/connect';
import { insertCase } from '../../../server/db/cases/insert';
import {
  caseIdForStatusToken,
  createStatusToken,
  generateStatusToken,
} from '../../../server/status/status-tokens';
import { submittedAnswers as completeAnswers } from '../support/submitted-answers';
import { openTestDatabase } from '../support/test-database';

// URL-safe: the characters RFC 3986 leaves unreserved, less "." and "~" (base64url).
const URL_SAFE = /^[A-Za-z0-9_-]+$/;

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a status token', () => {
  it('carries at least 128 bits in URL-safe characters, and never repeats', () => {
    const tokens = Array.from({ length: 2000 }, generateStatusToken);
    for (const token of tokens) {
      expect(token).toMatch(URL_SAFE);
      // Each base64url character carries 6 bits.
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every character of the alphabet turns up: the bits are spread over all of it.
    expect(new Set(tokens.join('')).size).toBe(64);
  });

  it('is stored only as its SHA-256 hash and opens its own case alone', async () => {
    const first = await insertCase(database.db, completeAnswers);
    const second = await insertCase(database.db, completeAnswers);
    const token = await createStatusToken(database.db, first.id);
    // This case's tokens: the other tests of the file add their own, in any order.
    const rows = await database.db
      .selectFrom('status_tokens')
      .selectAll()
      .where('case_id', '=', first.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await caseIdForStatusToken(database.db, token)).toBe(first.id);
    expect(await caseIdForStatusToken(database.db, token)).not.toBe(second.id);
  });

  it('opens nothing when unknown, altered or malformed', async () => {
    const found = await insertCase(database.db, completeAnswers);
    const token = await createStatusToken(database.db, found.id);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [
      altered,
      generateStatusToken(),
      '',
      'short',
      `${token}x`,
      `${token.slice(1)}.`,
    ]) {
      expect(await caseIdForStatusToken(database.db, wrong)).toBeUndefined();
    }
  });
});
