export * from './case.machine';
export * from './case.seed';
export * from './case.types';
export * from './review.machine';
export * from './case.query';
export * from './case.history';
