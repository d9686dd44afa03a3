import { runAsProcess } from './command';
import { restore } from './commands/restore';

runAsProcess(restore);
