// The receiver helper lives in the client package (client/verify-webhook.js); this path keeps working.
export * from '../client/verify-webhook.js';
