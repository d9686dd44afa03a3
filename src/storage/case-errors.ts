import { SaveError } from './storage-errors';

/** The answers did not pass every step's rule where they are stored; nothing was written. */
export class InvalidAnswersError extends SaveError {
  constructor() {
    super('invalidAnswers');
    this.name = 'InvalidAnswersError';
  }
}

/** The next case id would no longer be a safe integer; nothing was written. */
export class NoCaseIdLeftError extends SaveError {
  constructor() {
    super('noIdLeft');
    this.name = 'NoCaseIdLeftError';
  }
}

/**
 * The survey's partner link names a product the build's partner does not offer; nothing was
 * written. Its message is the rule's, the one the server answers with (case.partner-origin.ts).
 */
export class PartnerLinkError extends SaveError {
  constructor(worded: string) {
    super('partnerLink', { worded });
    this.name = 'PartnerLinkError';
  }
}
