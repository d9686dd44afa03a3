export * from './survey.constants';
export * from './survey.machine';
export * from './survey.persistence';
export * from './survey.steps';
export * from './survey.types';
export * from './survey.validation';
export * from './survey.requirements';
export * from './survey.text-rule';
export * from './survey.stored-answers';
// Not here, so that the first page never carries them (a barrel puts every module it
// re-exports in the chunk its importers share): what only the readers of answers use,
// `survey.answer-rows`, `survey.review-places`, `survey.answer-examples`, `survey.answer-inputs`
// and `survey.answer-sets`, is imported from its own file.
