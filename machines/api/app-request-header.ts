/**
 * The header every state-changing call to the API carries, which the server requires: a
 * cross-site form cannot set it (server/plugins/security.ts).
 */
export const APP_REQUEST_HEADER = { name: 'X-Requested-With', value: 'lmn' } as const;
