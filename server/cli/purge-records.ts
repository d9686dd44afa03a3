import { runAsProcess } from './command';
import { purgeRecords } from './commands/purge-records';

runAsProcess(purgeRecords);
