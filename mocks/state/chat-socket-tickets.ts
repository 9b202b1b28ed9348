/** One-connection tickets of the chat socket: issued to the signed-in user, used up by the connection that shows one. */
import { defineCollection } from '../db/domain-collections';
import { mockNow } from '../db/mock-clock';
import { ticketSchema } from './chat-records';

const socketTickets = defineCollection('chat-socket-tickets', { schema: ticketSchema });

export async function issueSocketTicket(ticket: string, userId: number, expiresAt: number): Promise<void> {
  await socketTickets.create({ ticket, user_id: userId, expires_at: expiresAt });
}

/** The user of a valid ticket, which is used up (once, whoever asks at the same time); undefined when unknown or expired. */
export function redeemSocketTicket(ticket: string | null): Promise<number | undefined> {
  return socketTickets.exclusive(async () => {
    const record = ticket === null ? undefined : (await socketTickets()).findFirst((q) => q.where({ ticket }));
    if (!record) return undefined;
    await socketTickets.remove(record);
    return record.expires_at > mockNow() ? record.user_id : undefined;
  });
}
