/**
 * The sanitizer (DOMPurify, about 10 KiB compressed) is in no page's first JavaScript: server HTML the page
 * was rendered with is kept as the server sanitized it (components/safe-html.tsx), so the browser needs
 * the sanitizer only for a text it gets later (a client navigation to another job). React's `use` reads
 * the module without suspending once it has loaded; the server loads it before its first render.
 */
type SanitizerModule = typeof import('./sanitize-html');
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

let loading: TrackedPromise<SanitizerModule> | undefined;

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
