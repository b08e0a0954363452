// Secrets without a vendor prefix, recognised by the vendor-named variable they are assigned to
// (AWS_SECRET_ACCESS_KEY=…, twilio_auth_token: …). The span is the value alone.

import type { VendorRule } from './rule.ts';
import { ALNUM, B64, HEX, gen } from './sample.ts';

function a(id: string, name: string, keywords: string[], secret: string, sample: string, extra: Partial<VendorRule> = {}): VendorRule {
  return { id, name, keywords, secret, sample, assigned: true, minEntropy: 3, ...extra };
}

export const ASSIGNED_RULES: readonly VendorRule[] = [
  a('aws-secret-access-key', 'AWS secret access key', ['aws_secret', 'aws-secret', 'awssecret', 'secret_access_key', 'secretaccesskey', 'aws_secret_access_key'], '[A-Za-z0-9/+=]{40}', gen(B64, 40), { minEntropy: 4 }),
  a('aws-session-token', 'AWS session token', ['aws_session_token', 'sessiontoken', 'security_token'], '[A-Za-z0-9/+=]{100,1200}', gen(B64, 200), { minEntropy: 4 }),
  a('twilio-auth-token', 'Twilio auth token', ['twilio'], '[a-f0-9]{32}', gen(HEX, 32)),
  a('azure-client-secret', 'Azure client secret', ['azure_client_secret', 'client_secret', 'clientsecret', 'azure'], '[A-Za-z0-9_~.-]{34,40}', `${gen(ALNUM, 3)}8Q~${gen(ALNUM, 34)}`, { minEntropy: 4 }),
  a('gcp-api-key-assigned', 'Google Cloud credential', ['gcp_', 'gcloud', 'google_application'], '[A-Za-z0-9_-]{39}', `AIza${gen(ALNUM, 35)}`),
  a('firebase-secret', 'Firebase database secret', ['firebase'], '[A-Za-z0-9]{40}', gen(ALNUM, 40)),
  a('algolia-admin-key', 'Algolia admin key', ['algolia_admin', 'algoliaadmin'], '[a-f0-9]{32}', gen(HEX, 32)),
  a('mongodb-atlas-key', 'MongoDB Atlas private key', ['atlas_private', 'mongodb_atlas'], '[a-f0-9-]{36}', `${gen(HEX, 8)}-${gen(HEX, 4)}-${gen(HEX, 4)}-${gen(HEX, 4)}-${gen(HEX, 12)}`),
  a('redis-password', 'Redis password', ['redis_password', 'redis_pass', 'requirepass'], '[^\\s\'"`]{12,128}', gen(ALNUM, 24), { minEntropy: 3.5 }),
  a('sumologic-assigned', 'Sumo Logic access id', ['sumologic_access', 'sumo_access'], 'su[A-Za-z0-9]{12}', `su${gen(ALNUM, 10)}42`),
];
