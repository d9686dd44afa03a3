import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSyncExternalStore } from 'react';
import {
  storageHealth,
  type StorageHealthStore,
  type StorageProblem,
} from '../storage/storage-health';

/** What the reviewer reads for each problem: a fixed set, never an error's own text. */
const STORAGE_PROBLEM_TEXT: Record<StorageProblem, string> = {
  unreadable:
    "This browser's storage could not be read or is unavailable. The cases shown are the sample cases, kept in this page only, and nothing can be saved until storage works again.",
  notBackedUp:
    'The stored cases could not be read, and there was no room to back them up, so they were left untouched. The cases shown are the sample cases, kept in this page only, and nothing can be saved until storage works again.',
  seedNotSaved:
    "The sample cases shown could not be saved in this browser's storage (it is full or turned off), so changes may not be kept.",
};

function skippedText(skipped: number): string {
  return skipped === 1
    ? '1 stored entry was skipped because it is not a valid case.'
    : `${skipped} stored entries were skipped because they are not valid cases.`;
}

/**
 * Says on screen what the last read of the stored cases found wrong, and disappears as soon
 * as a read finds storage working again. Self-contained: a page includes it with one line.
 * (In server mode nothing reports here, so it shows nothing.)
 */
export function StorageStatusAlert({ store = storageHealth }: { store?: StorageHealthStore }) {
  const { problem, skipped } = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (problem === null && skipped === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {problem ? (
        <Alert severity={problem === 'seedNotSaved' ? 'warning' : 'error'}>
          {STORAGE_PROBLEM_TEXT[problem]}
        </Alert>
      ) : null}
      {skipped > 0 ? <Alert severity="warning">{skippedText(skipped)}</Alert> : null}
    </Stack>
  );
}
