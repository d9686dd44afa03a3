import { runAsProcess } from './command';
import { reviewerResetLink } from './commands/reviewer-reset-link';

runAsProcess(reviewerResetLink);
