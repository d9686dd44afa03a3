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
