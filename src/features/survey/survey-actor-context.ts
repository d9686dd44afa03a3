import { createActorContext } from '@xstate/react';
import { surveyMachine } from '../../../machines/survey';

/**
 * The running survey, shared with the steps below it: each reads what it shows with
 * `useSelector` and sends with `useActorRef`. The page provides the machine it runs (the
 * app's, with the real submission) and the snapshot it resumes from.
 */
export const SurveyActorContext = createActorContext(surveyMachine);
