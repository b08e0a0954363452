export * from '../client/verify-webhook.js';
