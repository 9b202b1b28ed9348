/**
 * Remembers what the handlers answered, so the contract suite can validate every reply the tests
 * caused and report which error codes were forced. Off unless a test run switches it on.
 */
export interface LoggedReply {
  operationId: string;
  status: number;
  body: Promise<unknown>;
}

let enabled = false;
const replies: LoggedReply[] = [];

export function enableReplyLog(on = true): void {
  enabled = on;
}

export function recordReply(operationId: string, response: Response): void {
  if (!enabled || response.type === 'error') return;
  const body = response
    .clone()
    .text()
    .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
  replies.push({ operationId, status: response.status, body });
}

export function takeReplies(): LoggedReply[] {
  return replies.splice(0, replies.length);
}
