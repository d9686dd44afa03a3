import { runAsProcess } from './command';
import { backup } from './commands/backup';

runAsProcess(backup);
