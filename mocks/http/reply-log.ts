/**
 * Remembers what the handlers answered, so the contract suite can validate every reply the tests
 * caused and report which error codes were forced. Off unless a test run switches it on.
 */
export interface LoggedReply {
  operationId: string;
  status: number;
  /** Media type of the reply, without parameters ("application/json", "text/event-stream"). */
  contentType: string;
  /** Parsed JSON for JSON replies, the raw text otherwise. */
  body: Promise<unknown>;
  headers: Headers;
}

let enabled = false;
const replies: LoggedReply[] = [];

export function enableReplyLog(on = true): void {
  enabled = on;
}

export function recordReply(operationId: string, response: Response): void {
  if (!enabled || response.type === 'error') return;
  const contentType = (response.headers.get('Content-Type') ?? 'application/json').split(';')[0]!.trim();
  const json = contentType.endsWith('json');
  const body = response
    .clone()
    .text()
    .then((text) => (json && text ? (JSON.parse(text) as unknown) : text || undefined));
  replies.push({ operationId, status: response.status, contentType, body, headers: new Headers(response.headers) });
}

export function takeReplies(): LoggedReply[] {
  return replies.splice(0, replies.length);
}
