import { StateMachine } from 'xstate';
import { MAX_AGE, MIN_AGE } from './survey.constants';
import { surveyMachine, type SurveyMachine } from './survey.machine';
import type { SurveyStepId } from './survey.steps';

/**
 * What each state of the survey is, for the machines' drawing and docs/machines.md. Kept out
 * of the step table and the machine the patient's page runs: the first page shows none of it,
 * and its budget has no room for text nobody there reads.
 */
export const SURVEY_STEP_DESCRIPTIONS: Record<SurveyStepId, string> = {
  name: "What's your first and last name?",
  age: `How old are you? A whole number from ${MIN_AGE} to ${MAX_AGE}.`,
  sex: 'Sex assigned at birth: Female, Male or Other.',
  state: 'State of residence: one of the 50 US states.',
  medicalConditions: 'Diagnosed conditions: every selection is accepted, even none.',
  chronicPain: 'Has chronic pain lasted 3+ months? Yes or No.',
  heightWeight: 'Height (4\'0" to 7\'11") and weight in lbs, both required.',
  surgery: 'Any previous surgeries? Yes or No.',
  riskFactors: 'Risk factors, optional free text.',
  attestation:
    'The medical-necessity attestation, below every answer with its Change: acknowledged by Continue alone.',
  thankYou: 'Final: the information was received; the LMN follows within a day.',
};

/** The attestation's own states. */
const ATTESTATION_STATE_DESCRIPTIONS: Record<string, string> = {
  reviewing: 'The person reads the attestation; a failed submission waits here.',
  submitting: 'The answers are being saved as a new case; Continue shows "Loading...".',
};

type StateConfigs = Record<string, { states?: StateConfigs; description?: string }>;

function described(states: StateConfigs, descriptions: Record<string, string>): StateConfigs {
  return Object.fromEntries(
    Object.entries(states).map(([id, state]) => [
      id,
      {
        ...state,
        description: descriptions[id],
        ...(state.states && {
          states: described(state.states, ATTESTATION_STATE_DESCRIPTIONS),
        }),
      },
    ]),
  );
}

/** The survey machine as the app runs it, each state with its description. */
export const describedSurveyMachine = new StateMachine(
  {
    ...surveyMachine.config,
    states: described(surveyMachine.config.states as StateConfigs, SURVEY_STEP_DESCRIPTIONS),
  },
  surveyMachine.implementations,
) as unknown as SurveyMachine;
