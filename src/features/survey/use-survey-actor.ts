import { useActor } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SurveyMachine } from '../../../machines/survey';
import { useInspector } from '../../lib/inspector/use-inspector';
import { surveySnapshotStore } from '../../storage/survey-snapshot-store';

/**
 * Runs the survey machine, resuming from the snapshot of an earlier page load and saving
 * every settled step so a reload loses nothing. A finished survey clears what was saved.
 */
export function useSurveyActor(machine: SurveyMachine) {
  const [restored] = useState(() => surveySnapshotStore.load());
  const [snapshot, send, actorRef] = useActor(machine, { snapshot: restored });
  useInspector(actorRef, 'survey');

  useEffect(() => {
    const subscription = actorRef.subscribe((next) => {
      if (next.status === 'done') surveySnapshotStore.clear();
      // A snapshot taken mid-submission would submit again on restore: keep the last calm one.
      else if (!next.hasTag('busy')) surveySnapshotStore.save(actorRef.getPersistedSnapshot());
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return { snapshot, send };
}
