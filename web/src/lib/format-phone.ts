/**
 * Phone numbers as the user reads them: grouped the way their country writes them ("+63 917 123 4567",
 * "+65 8123 4567", "+81 90 1234 5678"), and the E.164 address of a `tel:` link ("tel:+639171234567").
 * Only for showing numbers: what the user types and what is sent to the API stay as they are.
 *
 * libphonenumber-js with its smallest metadata (`/min`: enough to format every country, not to tell
 * mobile from landline). Import this module only where a number is shown, never from the shell or a
 * job card, so the library stays in those pages' chunks and out of the first visit of home, search,
 * job and company pages.
 *
 * The text is left to right whatever the page's direction: wrap it in an element with `dir="ltr"` (or
 * `<bdi dir="ltr">`) where it is shown, so "+63 917…" does not reorder in Arabic; inside a translated
 * sentence, isolate it with `leftToRight`.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/** A number the library understood and whose length is possible in its country; undefined otherwise. */
function parseWhole(text: string): PhoneNumber | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, { extract: false });
  return parsed?.isPossible() ? parsed : undefined;
}

/** "+63" from "+63", "63" or " +63 ", "" when there is no calling code. */
function callingCodeOf(countryCode: string): string {
  const digits = countryCode.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** The raw number, as it was stored: "+63 9171234567". */
function rawText(countryCode: string, nationalNumber: string): string {
  return [countryCode.trim(), nationalNumber.trim()].filter(Boolean).join(' ');
}

/**
 * A number stored as its calling code and national number ("+63", "9171234567") in the international
 * format: "+63 917 123 4567". When the library cannot read it (wrong length, letters, no calling code),
 * the two parts as they are: "+63 12345".
 */
export function formatPhoneNumber(countryCode: string, nationalNumber: string): string {
  const callingCode = callingCodeOf(countryCode);
  const parsed = callingCode && nationalNumber.trim() ? parseWhole(`${callingCode} ${nationalNumber}`) : undefined;
  return parsed ? parsed.formatInternational() : rawText(countryCode, nationalNumber);
}

/**
 * A number stored whole ("+639175550142", "+63 917 555 0142") in the international format:
 * "+63 917 555 0142". Without a leading "+" (no country to read it by), or unreadable, as it is.
 */
export function formatPhoneNumberText(number: string): string {
  return parseWhole(number)?.formatInternational() ?? number.trim();
}

/**
 * The `tel:` address of a number stored whole: E.164 ("tel:+639175550142") when the library reads it,
 * else its digits (and a leading "+"); undefined when it has no digits to call.
 */
export function phoneNumberHref(number: string): string | undefined {
  const parsed = parseWhole(number);
  if (parsed) return `tel:${parsed.number}`;
  const digits = number.replace(/[^+\d]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

/**
 * A number (or a masked one, "+63 917***4567") put inside a translated sentence, isolated left to right
 * (U+2066 … U+2069): in Arabic the sentence reads right to left and the number keeps its order.
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
