// Webhook signing secrets at rest. They must be read back to sign deliveries, so they cannot be hashed:
// with WARDEN_WEBHOOK_SECRET_KEY set they are encrypted (AES-256-GCM, node:crypto) before they reach the
// database, and a copy of the database alone no longer lets anyone forge deliveries.
//
// Stored form: "wsk1:<key id>:<base64url of iv (12 bytes) | ciphertext | tag (16 bytes)>". The prefix
// versions the format; the key id (8 hex characters derived from the key, not the key) tells which key
// sealed a value, so a wrong key is reported as such; the registration id is the additional authenticated
// data, so a sealed secret copied into another row does not open there. A value without the prefix is a
// plaintext secret from before encryption (or from a deployment without a key): it is read as is, and
// sealed in place at start when a key is set (Store.sealWebhookSecrets).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'wsk1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

/** The key from WARDEN_WEBHOOK_SECRET_KEY: 32 bytes as 64 hex characters or base64 (standard or URL-safe). */
export function parseSecretKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

export class SecretBox {
  /** Names the key in sealed values without revealing it. */
  readonly keyId: string;
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox: the key must be 32 bytes');
    this.#key = Buffer.from(key);
    this.keyId = createHmac('sha256', this.#key).update('warden webhook secret key id').digest('hex').slice(0, 8);
  }

  seal(secret: string, webhookId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(aad(webhookId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${this.keyId}:${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The secret, or null when this key cannot open the value (another key, or altered, or moved to another row). */
  open(stored: string, webhookId: string): string | null {
    if (!isSealed(stored)) return stored;
    const [keyId, payload] = stored.slice(SEALED_PREFIX.length).split(':');
    if (keyId !== this.keyId || payload === undefined) return null;
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(aad(webhookId));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

function aad(webhookId: string): Buffer {
  return Buffer.from(`warden webhook secret v1 ${webhookId}`, 'utf8');
}

/** What the stores do with a stored secret: open it with the box, or read a plaintext one without. */
export function openSecret(box: SecretBox | undefined, stored: string, webhookId: string): string | null {
  if (box) return box.open(stored, webhookId);
  return isSealed(stored) ? null : stored;
}

export interface SecretsAtRest {
  /** Plaintext secrets encrypted just now. */
  sealed: number;
  /** Sealed secrets this process cannot open (no key, or not the key that sealed them). */
  unreadable: number;
}

export interface SecretsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The start-up report: one line, a warning without a key, an error when secrets cannot be opened. */
export function reportSecretsAtRest(log: SecretsLog, keyConfigured: boolean, result: SecretsAtRest): void {
  if (result.unreadable > 0) {
    log.error(
      { unreadable: result.unreadable },
      keyConfigured
        ? 'webhook secrets sealed under another key cannot be decrypted with WARDEN_WEBHOOK_SECRET_KEY; their deliveries fail until that key is configured'
        : 'webhook secrets are encrypted but WARDEN_WEBHOOK_SECRET_KEY is not set; their deliveries fail until it is',
    );
  }
  if (!keyConfigured) log.warn({}, 'webhook secrets are stored in plaintext; set WARDEN_WEBHOOK_SECRET_KEY (32 bytes, hex or base64) to encrypt them at rest');
  else if (result.sealed > 0) log.info({ sealed: result.sealed }, 'webhook secrets stored in plaintext before were encrypted');
}
