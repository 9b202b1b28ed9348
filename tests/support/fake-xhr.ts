/**
 * An XMLHttpRequest a test drives by hand: it records what the transport sent (method, URL, headers,
 * body), then reports upload progress and answers when the test says so. `respond` answers with a
 * given reply; `deliver` sends the recorded request on through fetch (to the msw mocks) and answers
 * with their reply, so a screen can be watched at each step of a real upload.
 */
export class FakeXhr extends EventTarget {
  /** Every request made since `install`, oldest first. */
  static readonly instances: FakeXhr[] = [];

  /** Puts the fake in place of the global XMLHttpRequest; the returned function puts the old one back. */
  static install(): () => void {
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
    FakeXhr.instances.length = 0;
    Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, writable: true, value: FakeXhr });
    return () => {
      if (previous) Object.defineProperty(globalThis, 'XMLHttpRequest', previous);
      else Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
      FakeXhr.instances.length = 0;
    };
  }

  /** The latest request; throws when none was made. */
  static latest(): FakeXhr {
    const latest = FakeXhr.instances.at(-1);
    if (!latest) throw new Error('No XMLHttpRequest was made');
    return latest;
  }

  readonly upload = new EventTarget();
  readonly requestHeaders = new Headers();
  method = '';
  url = '';
  body: unknown = undefined;
  sent = false;
  aborted = false;
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.append(name, value);
  }

  send(body?: unknown): void {
    this.body = body;
    this.sent = true;
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  /** An upload progress event; without `total` the length is not computable. */
  progress(loaded: number, total?: number): void {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total: total ?? 0, lengthComputable: total !== undefined }));
  }

  respond(status: number, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    this.dispatchEvent(new Event('load'));
  }

  /** A network failure: the error event, no reply. */
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }

  /** Sends the recorded request on through fetch and answers with its reply. */
  async deliver(fetchImpl: typeof fetch = globalThis.fetch): Promise<void> {
    const response = await fetchImpl(new Request(this.url, { method: this.method, headers: this.requestHeaders, body: this.body as BodyInit }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    this.respond(response.status, await response.text(), headers);
  }
}
