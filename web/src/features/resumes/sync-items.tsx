/** The sync's found items, grouped (work experience, education, skills), each ticked until the user unticks it. */
import { useTranslation } from 'react-i18next';
import type { ResumeSyncableContent } from '@sdk/generated/jobseeker/hooks';

export type SyncGroup = 'work' | 'education' | 'skills';

interface SyncItem {
  key: string;
  title: string;
  detail?: string;
}

/** The found items as the form lists them. */
export function syncGroups(found: ResumeSyncableContent): { group: SyncGroup; items: SyncItem[] }[] {
  return [
    {
      group: 'work' as const,
      items: found.work_experiences.map((item) => ({ key: item.key, title: `${item.job_title} · ${item.company_name}`, detail: item.description })),
    },
    { group: 'education' as const, items: found.educations.map((item) => ({ key: item.key, title: item.school_name, detail: `${item.degree}, ${item.field_of_study}` })) },
    { group: 'skills' as const, items: found.skills.map((item) => ({ key: item.key, title: item.name })) },
  ].filter((entry) => entry.items.length > 0);
}

interface SyncItemsProps {
  found: ResumeSyncableContent;
  unticked: ReadonlySet<string>;
  onToggle: (key: string, ticked: boolean) => void;
  disabled: boolean;
}

export function SyncItems({ found, unticked, onToggle, disabled }: SyncItemsProps) {
  const { t } = useTranslation('resumes');
  return (
    <>
      {syncGroups(found).map(({ group, items }) => (
        <fieldset key={group} className="resumes-sync__group" disabled={disabled}>
          <legend className="resumes-sync__legend">{t(`sync.groups.${group}`, { count: items.length })}</legend>
          {items.map((item) => (
            <label key={item.key} className="resumes-sync__item">
              <input type="checkbox" checked={!unticked.has(item.key)} onChange={(event) => onToggle(item.key, event.target.checked)} />
              <span className="resumes-sync__item-text">
                <span className="resumes-sync__item-title" dir="auto">
                  {item.title}
                </span>
                {item.detail ? (
                  <span className="resumes-sync__item-detail" dir="auto">
                    {item.detail}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
