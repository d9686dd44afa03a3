import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { WebhookEvent, WebhookEventType } from '../../machines/webhook/webhook.contract';
import type { Database } from '../db/connect';
import type { DecisionEffect } from '../db/cases/decide';

interface LetterRow {
  id: number;
  status: string;
  issued_on: string;
  valid_until: string;
}

const lettersOf = (trx: Database, caseId: number): Promise<LetterRow[]> =>
  trx
    .selectFrom('letters')
    // DATE columns as yyyy-mm-dd text, as server/letters/letter-store.ts reads them.
    .select([
      'id',
      'status',
      sql<string>`to_char(issued_on, 'YYYY-MM-DD')`.as('issued_on'),
      sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'),
    ])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();

/**
 * What a decision did to the case's letters, as the events a partner hears: the valid letter
 * before it that is now superseded or revoked, then the letter it issued or the denial.
 */
function eventsOf(before: LetterRow[], after: LetterRow[], approved: boolean) {
  const events: { type: WebhookEventType; letter: LetterRow | null }[] = [];
  for (const earlier of before.filter((letter) => letter.status === 'valid')) {
    const now = after.find((letter) => letter.id === earlier.id);
    if (now?.status === 'superseded') events.push({ type: 'letter.superseded', letter: now });
    if (now?.status === 'revoked') events.push({ type: 'letter.revoked', letter: now });
  }
  const known = new Set(before.map((letter) => letter.id));
  const issued = after.find((letter) => !known.has(letter.id) && letter.status === 'valid');
  if (approved && issued) events.push({ type: 'letter.issued', letter: issued });
  if (!approved) events.push({ type: 'case.denied', letter: null });
  return events;
}

/**
 * The decision's letter effect, with the events the case's partner is to hear queued beside
 * it, in the same transaction (docs/webhooks.md): the letters are read before and after the
 * effect, so each event names exactly what the decision changed. A case from `/`, or a
 * partner without a webhook address, queues nothing.
 */
export function withPartnerEvents(letterEffect: DecisionEffect): DecisionEffect {
  return async (trx, decided) => {
    const caseId = decided.case.id;
    const partner = await trx
      .selectFrom('cases')
      .innerJoin('partners', 'partners.slug', 'cases.partner_slug')
      .select(['partners.slug', 'partners.webhook_url', 'cases.order_ref'])
      .where('cases.id', '=', caseId)
      .executeTakeFirst();
    if (!partner?.webhook_url) {
      await letterEffect(trx, decided);
      return;
    }
    const before = await lettersOf(trx, caseId);
    await letterEffect(trx, decided);
    const after = await lettersOf(trx, caseId);
    const approved = decided.decision !== 'deny';
    const createdAt = new Date().toISOString();
    for (const { type, letter } of eventsOf(before, after, approved)) {
      const event: WebhookEvent = {
        id: `evt_${randomBytes(16).toString('hex')}`,
        type,
        createdAt,
        case: { reference: caseId, order: partner.order_ref },
        outcome: approved ? 'approved' : 'denied',
        letter: letter && {
          number: letter.id,
          validFrom: letter.issued_on,
          validUntil: letter.valid_until,
        },
      };
      await trx
        .insertInto('webhook_deliveries')
        .values({
          event_id: event.id,
          partner_slug: partner.slug,
          case_id: caseId,
          body: JSON.stringify(event),
        })
        .execute();
    }
  };
}
