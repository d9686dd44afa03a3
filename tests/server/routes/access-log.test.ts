import { describe, expect, it } from 'vitest';
import { recordAccess } from '../../../server/db/access-log';
import { findReviewer } from '../../../server/db/reviewers';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { annReadsBobDecides } from '../support/ann-reads-bob-decides';

const route = annReadsBobDecides();

describe('the access log', () => {
  it('records a view, a letter download and a decision: who, when, what, from where', async () => {
    const { id } = await route.submit();
    const ann = await route.signIn('ann');
    const bob = await route.signIn('bob');
    const before = Date.now();

    const view = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: ann, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(view.statusCode).toBe(200);
    const bobId = (await findReviewer(route.db, 'bob'))?.id ?? 0;
    await recordAccess(route.db, {
      caseId: id,
      reviewerId: bobId,
      action: 'letter-download',
      detail: 'letter 1',
      address: '198.51.100.2',
    });
    await route.decided(id, 'approve', bob, { headers: { 'x-forwarded-for': '198.51.100.2' } });

    const history = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}/access`,
      headers: { cookie: ann },
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json().access as {
      reviewer: string;
      action: string;
      detail: string;
      address: string;
      accessedAt: string;
    }[];
    expect(entries.map(({ reviewer, action, address }) => [reviewer, action, address])).toEqual([
      ['bob', 'decision', '198.51.100.2'],
      ['bob', 'letter-download', '198.51.100.2'],
      ['ann', 'view', '203.0.113.7'],
    ]);
    expect(entries[0]?.detail).toBe('approve: Completed');
    for (const entry of entries) {
      expect(Date.parse(entry.accessedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(JSON.stringify(entry)).not.toContain(completeAnswers.name);
    }
  });

  it('needs a session, and answers 404 for a case that does not exist', async () => {
    expect((await route.app.inject({ method: 'GET', url: '/api/cases/1/access' })).statusCode).toBe(
      401,
    );
    const ann = await route.signIn('ann');
    const missing = await route.app.inject({
      method: 'GET',
      url: '/api/cases/424242/access',
      headers: { cookie: ann },
    });
    expect(missing.statusCode).toBe(404);
  });
});
