/**
 * The part of jsdom's API the Node suites use (jsdom ships no types and @types/jsdom is not installed; jsdom
 * is a devDependency since the server sanitizes without a DOM, decision 0025):
 * its DOMParser is a strict XML parser, unlike happy-dom's, so a bare "&" shows up as a parsererror.
 */
declare module 'jsdom' {
  /** Without forwardTo, it keeps what the page logs (a stylesheet it could not parse) out of the test's output. */
  export class VirtualConsole {
    constructor();
  }
  export class JSDOM {
    constructor(html?: string, options?: { virtualConsole?: VirtualConsole });
    readonly window: Window & typeof globalThis;
  }
}
