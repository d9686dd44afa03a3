import Chip from '@mui/material/Chip';
import type { CaseStatus } from '../../machines/case';

/** SPEC §2: Open is red, Completed green, Denied grey; the word itself carries the meaning. */
const STATUS_COLOR = {
  Open: 'error',
  Completed: 'success',
  Denied: 'default',
} as const satisfies Record<CaseStatus, 'error' | 'success' | 'default'>;

export function CaseStatusChip({ status }: { status: CaseStatus }) {
  return <Chip label={status} color={STATUS_COLOR[status]} size="small" />;
}
