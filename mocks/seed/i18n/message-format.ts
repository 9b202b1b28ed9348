/**
 * Seeded texts with named placeholders, filled in at reply time so the stored records stay
 * language-neutral: "{name}" is a value, "{name:lower}" the value as it stands mid-sentence (a job
 * title: capitalised words in lower case, acronyms kept). A message whose wording depends on a number
 * gives its plural forms (Intl.PluralRules categories of the language, `other` required) and names the
 * value that picks one.
 */
import type { LanguageCode } from '../config/types';

export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

export type Message = string | { readonly plural: string; readonly forms: PluralForms };

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)(?::(lower))?\}/g;

/** Every text a message can render: the string itself, or each of its plural forms. */
export function variantsOf(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message.forms).filter((form): form is string => typeof form === 'string');
}

/** The names of the placeholders a message uses (in any of its forms), and the value that picks a plural form. */
export function placeholdersOf(message: Message): Set<string> {
  const names = new Set(variantsOf(message).flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)));
  if (typeof message !== 'string') names.add(message.plural);
  return names;
}

function formatNumber(value: number, language: LanguageCode): string {
  // Western digits in every language, as the rest of the mock data writes them (amounts, ids, TRC20).
  return new Intl.NumberFormat(language, { numberingSystem: 'latn' }).format(value);
}

function pluralForm(message: Exclude<Message, string>, language: LanguageCode, values: MessageValues): string {
  const count = values[message.plural];
  if (typeof count !== 'number') throw new Error(`A plural message needs the number {${message.plural}}`);
  return message.forms[new Intl.PluralRules(language).select(count)] ?? message.forms.other;
}

/**
 * A label as it stands mid-sentence: each capitalised word in lower case ("Senior Accountant" → "senior
 * accountant", "Finanzas" → "finanzas"); acronyms and mixed-case words stay ("SEO", "DevOps", "iOS").
 */
function lowerCased(label: string, language: LanguageCode): string {
  return label.replace(/\p{L}+/gu, (word) => (/^\p{Lu}\p{Ll}*$/u.test(word) ? word.toLocaleLowerCase(language) : word));
}

/** The message in the language with its placeholders filled in; a placeholder without a value is a seed bug and throws. */
export function formatMessage(message: Message, language: LanguageCode, values: MessageValues = {}): string {
  const text = typeof message === 'string' ? message : pluralForm(message, language, values);
  return text.replace(PLACEHOLDER, (_match, name: string, modifier: string | undefined) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder {${name}}`);
    const written = typeof value === 'number' ? formatNumber(value, language) : value;
    return modifier === 'lower' ? lowerCased(written, language) : written;
  });
}
