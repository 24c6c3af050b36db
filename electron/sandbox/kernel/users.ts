/** The sandbox's users: each subscription key belongs to exactly one of them. */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { StateReader, StoredRecord } from './state.js';

export const USERS = 'users';

export interface SandboxUser extends StoredRecord {
  /** The subscription key (kept only in the sandbox's own data folder). */
  readonly key: string;
  /** The user `startSandbox` reports and the CLI prints. */
  readonly primary: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly customId: string;
  readonly title: string;
  readonly genderTitle: string;
  readonly daytimePhoneNumber: string;
  readonly companyId: string;
  readonly organizationId: string;
  readonly signUpDate: string;
  readonly lastSignIn: string;
  readonly enabled: boolean;
}

export interface NewUserOptions {
  key?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** A fresh random subscription key: 32 hex characters, like an APIM key. */
export function generateKey(): string {
  return randomBytes(16).toString('hex');
}

export function newUser(opts: NewUserOptions, primary: boolean, now: Date): SandboxUser {
  const firstName = opts.firstName ?? (primary ? 'Dana' : 'Sam');
  const lastName = opts.lastName ?? (primary ? 'Whitfield' : 'Okafor');
  const id = randomUUID();
  return {
    id,
    key: opts.key ?? generateKey(),
    primary,
    firstName,
    lastName,
    email: opts.email ?? `${firstName}.${lastName}@northwind-print.example`.toLowerCase(),
    customId: `PD-${id.slice(0, 8).toUpperCase()}`,
    title: primary ? 'Print Production Manager' : 'Designer',
    genderTitle: '',
    daytimePhoneNumber: '212-333-4444',
    companyId: '5b1f3a0e-6d8c-4a52-9a3e-2f0c8d7e4b61',
    organizationId: '9c4e2d7a-1b3f-4e8d-a6c5-0f7b2e9d3a18',
    signUpDate: now.toISOString(),
    lastSignIn: now.toISOString(),
    enabled: true,
  };
}

/** The user behind a key, compared in constant time. */
export function userByKey(state: StateReader, key: string): SandboxUser | undefined {
  const wanted = Buffer.from(key);
  return state.find<SandboxUser>(USERS, (u) => {
    const have = Buffer.from(u.key);
    return have.length === wanted.length && timingSafeEqual(have, wanted);
  });
}
