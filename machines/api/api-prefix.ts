/**
 * Every path of the app's JSON API starts so; nothing else the server serves does. A module of
 * its own: the router asks it of every link, and needs nothing else of the contracts.
 */
export const API_PREFIX = '/api/';
