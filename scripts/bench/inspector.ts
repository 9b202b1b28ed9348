/**
 * The memory of another Node process, read through its inspector (started with --inspect) over the
 * Chrome DevTools Protocol: full garbage collections first, then the V8 heap in use
 * (Runtime.getHeapUsage) and the process's own process.memoryUsage() for the resident set. Each sample
 * opens its own session and closes it, so no session stays attached while the process is measured
 * under load.
 */
import WebSocket from 'ws';

export interface MemorySample {
  /** V8 heap in use after garbage collection (Runtime.getHeapUsage usedSize). */
  heapUsedBytes: number;
  /** Resident set size of the process. */
  rssBytes: number;
}

/** Full collections per sample, a short pause between them so that finalizers and weak callbacks run. */
const COLLECTIONS = 3;
const PAUSE_MS = 200;

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

class Session {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const reply = JSON.parse(String(data)) as Reply;
      if (reply.id === undefined) return;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error) waiting?.reject(new Error(reply.error.message));
      else waiting?.resolve(reply.result);
    });
    socket.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('the inspector closed the session'));
      this.pending.clear();
    });
  }

  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

async function openSession(inspectorUrl: string): Promise<{ session: Session; close(): Promise<void> }> {
  const socket = new WebSocket(inspectorUrl, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    session: new Session(socket),
    close: () =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

/** Collects garbage in the inspected process, then reads its heap in use and its resident set. */
export async function sampleMemory(inspectorUrl: string): Promise<MemorySample> {
  const { session, close } = await openSession(inspectorUrl);
  try {
    for (let index = 0; index < COLLECTIONS; index += 1) {
      await session.send('HeapProfiler.collectGarbage');
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    const heap = await session.send<{ usedSize: number }>('Runtime.getHeapUsage');
    const evaluated = await session.send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    if (evaluated.exceptionDetails || typeof evaluated.result.value !== 'string') {
      throw new Error(`process.memoryUsage() failed in the inspected process: ${evaluated.exceptionDetails?.text ?? 'no value'}`);
    }
    const usage = JSON.parse(evaluated.result.value) as { rss: number };
    return { heapUsedBytes: heap.usedSize, rssBytes: usage.rss };
  } finally {
    await close();
  }
}
