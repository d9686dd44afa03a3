export * from './survey.constants';
export * from './survey.machine';
export * from './survey.persistence';
export * from './survey.steps';
export * from './survey.types';
export * from './survey.validation';
export * from './survey.requirements';
export * from './survey.text-rule';
