/** One on/off setting: a checkbox with the switch role, labelled by its visible text. */
export function SettingsSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="settings-switch">
      <input type="checkbox" role="switch" className="settings-switch__input" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
