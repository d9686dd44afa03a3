import type { CasePartner, SubmissionOrigin } from '../../machines/case';
import { casePartnerFor } from '../../machines/case/case.partner-origin';
import type { Database } from '../db/connect';
import { findPartner } from '../db/partners';
import { httpError } from './http-error';

/**
 * What a case keeps of the partner's link its survey started from, by the rule a browser-only
 * build follows too (machines/case/case.partner-origin.ts): a partner or product that does not
 * exist is refused (422), never stored as sent.
 */
export async function casePartnerOf(db: Database, origin: SubmissionOrigin): Promise<CasePartner> {
  const result = casePartnerFor(await findPartner(db, origin.partner), origin);
  if (!result.ok) throw httpError(422, result.problem);
  return result.partner;
}
