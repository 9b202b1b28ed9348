/**
 * The chat socket's connected clients by user, so HTTP handlers (send, recall, the recruiter's reply)
 * can push an event to the signed-in user's own channel and to nobody else's. Event shapes follow
 * contracts/chat-events.asyncapi.yaml.
 */
import type { ChatSocketEvent } from '../../sdk/chat-events';

export type { ChatSocketEvent };

export interface ChatSocketClient {
  send(data: string): void;
}

const clientsByUser = new Map<number, Set<ChatSocketClient>>();

/** Registers a connected client on the user's channel; returns the unregister function. */
export function addSocketClient(userId: number, client: ChatSocketClient): () => void {
  const clients = clientsByUser.get(userId) ?? new Set<ChatSocketClient>();
  clients.add(client);
  clientsByUser.set(userId, clients);
  return () => {
    clients.delete(client);
    if (clients.size === 0) clientsByUser.delete(userId);
  };
}

export function sendSocketEvent(client: ChatSocketClient, event: ChatSocketEvent): void {
  client.send(JSON.stringify(event));
}

/** Sends the event to every open connection of the user (several tabs), none of anyone else's. */
export function publishChatEvent(userId: number, event: ChatSocketEvent): void {
  for (const client of clientsByUser.get(userId) ?? []) sendSocketEvent(client, event);
}

/** Whether the user has an open connection (tests wait for it before publishing). */
export function hasSocketClient(userId: number): boolean {
  return (clientsByUser.get(userId)?.size ?? 0) > 0;
}
