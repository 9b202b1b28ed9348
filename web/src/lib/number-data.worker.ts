/**
 * Builds one number formatter for the locale it is sent, then says so (lib/number-data.ts). The browser's
 * number data it loads is the page's too: the page's own first formatter is then cheap.
 */
self.onmessage = (event: MessageEvent<string>) => {
  new Intl.NumberFormat(event.data).format(0);
  self.postMessage('loaded');
};
