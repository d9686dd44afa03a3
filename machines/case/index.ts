export * from './case.api';
export * from './case.consent';
export * from './case.exchange';
export * from './case.open-stage';
export * from './case.partner';
export * from './case.errors';
export * from './case.list-params';
export * from './case.machine';
export * from './case.query';
export * from './case.record';
export * from './case.seed';
export * from './case.sort-key';
export * from './case.storage-key';
export * from './review.machine';
export * from './ask-patient.machine';
// Not here, so that the patient's chunks never carry them (a barrel puts every module it
// re-exports in the chunk its importers share): what only the reviewer pages use,
// `case.waiting`, `bmi`, `review-flags` and `review.sample` (the answers' examples), is imported
// from its own file.
