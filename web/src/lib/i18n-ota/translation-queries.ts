/**
 * The over-the-air translation calls (T01 manifest, T02 content), for translations-over-the-air.ts:
 * in web/src only `*-queries.ts` modules take values from generated code.
 */
export { getTranslationContent, getTranslationManifest } from '@sdk/generated/config/hooks';
