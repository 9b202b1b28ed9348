/** What the work experience and education forms share beyond lib/form-rules.ts and lib/form-values.ts. */

/** School, company and title names: at most 100 characters (the contract). */
export const ENTRY_TEXT_MAX = 100;
