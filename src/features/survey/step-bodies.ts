import type { ComponentType } from 'react';
import { preloadable } from '../../lib/preloadable';
import type { StepBodyProps } from './steps/step-body-props';

// The bodies of steps 1 to 9, each its own chunk: the patient's first page loads only the
// name step. Same names as the step components, so the step registry reads the same.

const loaders: (() => Promise<unknown>)[] = [];

/** A step body in its own chunk, registered for prefetching. */
function lazyBody<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const body = preloadable(load);
  loaders.push(body.preload);
  return body.Component;
}

/** The later steps' loaders, in step order. */
export function stepBodyLoaders(): readonly (() => Promise<unknown>)[] {
  return loaders;
}

export const AgeStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/age-step')).AgeStep,
);
export const SexStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/sex-step')).SexStep,
);
export const StateStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/state-step')).StateStep,
);
export const MedicalConditionsStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/medical-conditions-step')).MedicalConditionsStep,
);
export const ChronicPainStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/chronic-pain-step')).ChronicPainStep,
);
export const HeightWeightStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/height-weight-step')).HeightWeightStep,
);
export const SurgeryStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/surgery-step')).SurgeryStep,
);
export const RiskFactorsStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/risk-factors-step')).RiskFactorsStep,
);
export const AttestationStep = lazyBody<StepBodyProps>(
  async () => (await import('./steps/attestation-step')).AttestationStep,
);
