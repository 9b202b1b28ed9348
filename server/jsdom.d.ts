/**
 * The part of jsdom's API the server (DOMPurify's window) and the Node suites use (jsdom ships no types and @types/jsdom is not installed):
 * its DOMParser is a strict XML parser, unlike happy-dom's, so a bare "&" shows up as a parsererror.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
