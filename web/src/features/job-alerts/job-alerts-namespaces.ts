/** The translation namespaces a page that shows the job-alert parts must load before it renders. */
export const jobAlertsNamespaces = ['job-alerts'] as const;
