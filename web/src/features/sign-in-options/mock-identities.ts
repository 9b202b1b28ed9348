/** The mock provider's test identities (mock mode; the mock HTTP server's page, mocks/http/mock-social-provider-page.ts, lists the same). Maria and the suspended user are seeded accounts (docs/mock-users.md). */
import type { SocialProvider } from './social-providers';

export interface MockIdentity {
  key: 'maria' | 'new-user' | 'no-email' | 'suspended';
  userId: (provider: SocialProvider) => string;
  email?: string;
  firstName: string;
  lastName: string;
}

export const MOCK_IDENTITIES: readonly MockIdentity[] = [
  { key: 'maria', userId: (p) => `${p}-maria-santos`, email: 'maria.santos@example.com', firstName: 'Maria', lastName: 'Santos' },
  // A fresh id and address each time, so every pick is a brand-new account.
  { key: 'new-user', userId: (p) => `${p}-new-${Date.now().toString(36)}`, firstName: 'Alex', lastName: 'Rivera' },
  { key: 'no-email', userId: (p) => `${p}-no-email-rina-cruz`, firstName: 'Rina', lastName: 'Cruz' },
  { key: 'suspended', userId: (p) => `${p}-sam-reyes`, email: 'suspended@example.com', firstName: 'Sam', lastName: 'Reyes' },
];

/** The brand-new user gets a private-relay style address, as Apple gives one. */
export function identityEmail(identity: MockIdentity, userId: string): string | undefined {
  if (identity.key === 'new-user') return `${userId}@privaterelay.example.com`;
  return identity.email;
}
