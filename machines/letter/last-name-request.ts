import * as v from 'valibot';
import { LAST_NAME_MAX_LENGTH } from './last-name';

/**
 * A body `{ lastName }`: what the letter check and the status link's check take, the name
 * trimmed and never blank. Whether it is the patient's is `isPatientLastName`'s to say.
 */
export const LastNameRequestSchema = v.object({
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LAST_NAME_MAX_LENGTH)),
});
