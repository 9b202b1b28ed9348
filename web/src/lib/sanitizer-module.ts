/**
 * The sanitizer (DOMPurify, about 10 KiB compressed) is in no page's first JavaScript: server HTML the page
 * was rendered with is kept as the server sanitized it (components/safe-html.tsx), so the browser needs
 * the sanitizer only for a text it gets later (a client navigation to another job). React's `use` reads
 * the module without suspending once it has loaded. The server sets its own sanitizer before its first
 * render (setServerSanitizer), so it never loads this one.
 */
type SanitizerModule = Pick<typeof import('./sanitize-html'), 'sanitizeHtml'>;
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

let loading: TrackedPromise<SanitizerModule> | undefined;

/**
 * For the server: its sanitizer (server/sanitize-html-server.ts, sanitize-html with the same policy; no
 * DOM), already loaded, in place of DOMPurify, which needs a page's DOM (decision 0025).
 */
export function setServerSanitizer(sanitizeHtml: (html: string) => string): void {
  const module: SanitizerModule = { sanitizeHtml };
  const ready: TrackedPromise<SanitizerModule> = Promise.resolve(module);
  // Read by `use` without suspending, so no render waits for it.
  ready.status = 'fulfilled';
  ready.value = module;
  loading = ready;
}

export function sanitizerModule(): Promise<SanitizerModule> {
  if (!loading) {
    const promise: TrackedPromise<SanitizerModule> = import('./sanitize-html');
    promise.status = 'pending';
    promise.then(
      (module) => {
        promise.status = 'fulfilled';
        promise.value = module;
      },
      () => {
        promise.status = 'rejected';
        // A failed load (offline) is tried again by the next text that needs it.
        if (loading === promise) loading = undefined;
      },
    );
    loading = promise;
  }
  return loading;
}
