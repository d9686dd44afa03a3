import { runAsProcess } from './command';
import { reviewerAdd } from './commands/reviewer-add';

runAsProcess(reviewerAdd);
