import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. argon2id is the library's
 * default algorithm (its enum is a const enum we cannot import here); a test checks the hash prefix.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a login for an unknown user as slow as a real one. */
export const dummyHash = hashPassword('mnemo-timing-equaliser');
