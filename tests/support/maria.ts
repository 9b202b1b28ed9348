/** Maria, the seeded CPA (user 900001): what her job preferences ask for, as the tests recognise it in a job's title. */

/** Titles her preferences ask for (a senior accountant, a remote financial analyst) and their functions. */
export const MARIAS_KIND = /account|financ|audit|analyst|bookkeep|tax|payroll|treasur|controller/i;
