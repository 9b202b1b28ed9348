/** The five tabs of /account-settings/:tab? (W16), in the order they are shown; no tab is notifications. */
export const SETTINGS_TABS = ['notifications', 'blocked-companies', 'job-alerts', 'greetings', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab of the address, or undefined when the address names no tab (the page answers 404). */
export function settingsTabOf(param: string | undefined): SettingsTab | undefined {
  if (param === undefined) return 'notifications';
  return (SETTINGS_TABS as readonly string[]).includes(param) ? (param as SettingsTab) : undefined;
}
