/**
 * What one mock domain tells the others, so a call in one service has its effect in another (applying
 * opens a chat with the recruiter, blocking a company hides its conversations) without the domains
 * importing each other's state. Listeners register once at module load and run synchronously, inside
 * the emitting handler, before it replies.
 */
export type DomainEvent =
  /** J17: a job seeker applied; the chat domain opens (or reuses) the conversation with the job's recruiter. */
  | { type: 'application-created'; userId: number; jobId: number; recruiterId: number; applicationId: number; firstMessage: string | null }
  /** J12: an application was withdrawn. */
  | { type: 'application-withdrawn'; userId: number; jobId: number; applicationId: number }
  /** C08 / C09: a company was blocked or unblocked by a job seeker. */
  | { type: 'company-blocked'; userId: number; companyId: number }
  | { type: 'company-unblocked'; userId: number; companyId: number }
  /** A job seeker's account was created (registration, silent job-alert registration, social sign-up). */
  | { type: 'account-created'; userId: number };

type Listener = (event: DomainEvent) => void | Promise<void>;

const listeners = new Set<Listener>();

export function onDomainEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs every listener (in registration order) and waits for them, so the effect is visible when the reply is. */
export async function emitDomainEvent(event: DomainEvent): Promise<void> {
  for (const listener of listeners) await listener(event);
}
