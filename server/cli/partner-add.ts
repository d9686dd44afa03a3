import { runAsProcess } from './command';
import { partnerAdd } from './commands/partner-add';

runAsProcess(partnerAdd);
