/**
 * Errors every case repository (browser storage or server) throws the same way, so screens
 * and machines handle them without knowing where cases live. They live beside the review
 * machine, which tells a conflict from other failures by its class.
 */
export { CaseConflictError, CaseNotFoundError } from '../../machines/case';
