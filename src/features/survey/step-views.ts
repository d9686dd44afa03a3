import type { ComponentType, KeyboardEvent } from 'react';
import type { SurveyAnswers, SurveyStepId } from '../../../machines/survey';
import { AgeStep } from './steps/age-step';
import { AttestationStep } from './steps/attestation-step';
import { ChronicPainStep } from './steps/chronic-pain-step';
import { HeightWeightStep } from './steps/height-weight-step';
import { MedicalConditionsStep } from './steps/medical-conditions-step';
import { NameStep } from './steps/name-step';
import { RiskFactorsStep } from './steps/risk-factors-step';
import { SexStep } from './steps/sex-step';
import { StateStep } from './steps/state-step';
import type { StepBodyProps } from './steps/step-body-props';
import { SurgeryStep } from './steps/surgery-step';

type EnterRule = (event: KeyboardEvent, draft: Partial<SurveyAnswers>) => boolean;

const noModifier = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;

/**
 * Plain Enter anywhere in the step (its title, a field, a choice), but not on a button,
 * which Enter already presses, nor while an input method is composing text.
 */
const plainEnter: EnterRule = (event) =>
  event.key === 'Enter' &&
  noModifier(event) &&
  !event.nativeEvent.isComposing &&
  (event.target as HTMLElement).tagName !== 'BUTTON';

/** SPEC §2: on risk factors, Ctrl+Enter (⌘+Enter on a Mac) submits only with text. */
const ctrlEnterWithText: EnterRule = (event, draft) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !!draft.riskFactors?.trim();

export interface StepView {
  title: string;
  subtitle?: string;
  Body?: ComponentType<StepBodyProps>;
  /** When a key press in the step means Continue (still only if the machine allows it). */
  advancesOn?: EnterRule;
  /** The key the hint names: Enter, or Ctrl+Enter (⌘+Enter on a Mac) in a multi-line field. */
  continueKey?: 'Enter' | 'Ctrl+Enter';
}

export const STEP_VIEWS: Record<SurveyStepId, StepView> = {
  name: {
    title: "What's your first and last name?",
    subtitle: 'Please note: you may not answer for someone else, including dependents',
    Body: NameStep,
    advancesOn: plainEnter,
  },
  age: { title: 'How old are you?', Body: AgeStep, advancesOn: plainEnter },
  sex: { title: 'What sex were you assigned at birth?', Body: SexStep, advancesOn: plainEnter },
  state: {
    title: 'What state do you live in?',
    subtitle: 'Your survey must be reviewed by a licensed provider in your state',
    Body: StateStep,
    advancesOn: plainEnter,
  },
  medicalConditions: {
    title: 'Have you been diagnosed with any of the following conditions?',
    subtitle: 'Select all conditions you have been diagnosed with',
    Body: MedicalConditionsStep,
    advancesOn: plainEnter,
  },
  chronicPain: {
    title: 'Has your chronic pain occurred for 3+ months?',
    Body: ChronicPainStep,
    advancesOn: plainEnter,
  },
  heightWeight: {
    title: "What's your height & weight?",
    subtitle: 'We use this to estimate your base nutritional needs.',
    Body: HeightWeightStep,
    advancesOn: plainEnter,
  },
  surgery: { title: 'Have you ever had any surgeries?', Body: SurgeryStep, advancesOn: plainEnter },
  riskFactors: {
    title: 'Tell us about any risk factors or why you want to prevent these conditions (optional)',
    subtitle:
      'Risk factors are things such as family history or lifestyle that raise your chances of developing these conditions.',
    Body: RiskFactorsStep,
    advancesOn: ctrlEnterWithText,
    continueKey: 'Ctrl+Enter',
  },
  attestation: {
    title: 'Medical necessity attestation',
    subtitle: 'Please read the statement below. Continue confirms it.',
    Body: AttestationStep,
    advancesOn: plainEnter,
  },
  thankYou: {
    title: 'Thank you!',
    subtitle:
      'We have received your information. You will receive your Letter of Medical Necessity within the next day.',
  },
};
