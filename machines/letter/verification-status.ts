import * as v from 'valibot';
import { STORED_LETTER_STATUSES } from './letter.status';

/**
 * What the public verification says of a letter, as both the reviewer's letter and the public
 * check answer it. A module of its own: the pages that only name statuses need no schema.
 */
export const VerificationStatusSchema = v.picklist([...STORED_LETTER_STATUSES, 'expired']);
