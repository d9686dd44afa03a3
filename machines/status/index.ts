export * from './contact-email';
export * from './denial-reasons';
export * from './patient-status';
export * from './status-link';
export * from './status.api';
