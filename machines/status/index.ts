export * from './contact-email';
export * from './denial-reasons';
export * from './email-confirmation';
export * from './patient-status';
export * from './status-check';
export * from './status-link';
export * from './status-link-expiry';
export * from './status.api';
