export * from './idle-session.machine';
export * from './idle.rules';
export * from './session.api';
