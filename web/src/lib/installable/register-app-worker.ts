/**
 * Registers the site's service worker (web/public/self_worker.js, which imports the offline page's
 * offline-worker.js) once the page has loaded. Production builds against real servers only: the
 * development server and mock builds run without it, so it never stands between the app and the mocks.
 */
export const APP_WORKER_URL = '/self_worker.js';

export function shouldRegisterAppWorker(build: { PROD: boolean; VITE_API_MODE?: string }): boolean {
  return build.PROD && build.VITE_API_MODE !== 'mock';
}

/** `container` is navigator.serviceWorker, which browsers leave undefined outside secure contexts. */
export function registerAppWorker(container: Pick<ServiceWorkerContainer, 'register'> | undefined): void {
  if (!container) return;
  const register = () => {
    // The site works without it; a refused registration (private mode, old browser) changes nothing.
    // Past the HTTP cache (the server says no-cache too): an update reaches the visitor on their next visit.
    container.register(APP_WORKER_URL, { updateViaCache: 'none' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
