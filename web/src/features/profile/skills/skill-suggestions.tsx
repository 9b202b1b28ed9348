/**
 * Skill suggestions by job function (spec section 3): the function of the latest work experience is
 * chosen first; each suggestion not on the profile yet is one button that adds it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useQueryScope } from '../../../lib/query-scope';
import { toOptions, type ProfileConfigLists } from '../form/config-options';
import { sameName } from '../form/profile-rules';
import { SelectField } from '../../../components/select-field';
import { skillSuggestionsQuery } from '../profile-queries';

const SHOWN_SUGGESTIONS = 12;

interface SkillSuggestionsProps {
  lists: ProfileConfigLists;
  /** The job function to start with (the latest work experience's). */
  initialFunctionId: number | null;
  current: readonly string[];
  disabled: boolean;
  onPick: (skill: string) => void;
}

export function SkillSuggestions({ lists, initialFunctionId, current, disabled, onPick }: SkillSuggestionsProps) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const [functionId, setFunctionId] = useState(initialFunctionId === null ? '' : String(initialFunctionId));
  const skills = useQuery(skillSuggestionsQuery(useQueryScope()));

  let body;
  if (!functionId) body = <p className="profile-card__note">{t('skills.chooseFunction')}</p>;
  else if (skills.isPending) body = <LoadingState label={t('skills.loadingSuggestions')} />;
  else if (skills.isError) body = <ErrorState error={skills.error} onRetry={() => void skills.refetch()} compact />;
  else {
    const suggestions = skills.data.skills
      .filter((skill) => String(skill.job_function_id) === functionId && !current.some((value) => sameName(value, skill.value)))
      .slice(0, SHOWN_SUGGESTIONS);
    body =
      suggestions.length === 0 ? (
        <p className="profile-card__note">{t('skills.noSuggestions')}</p>
      ) : (
        <ul className="profile-chips" aria-labelledby={headingId}>
          {suggestions.map((skill) => (
            <li key={skill.id}>
              <button type="button" className="chip profile-chip__suggestion" onClick={() => onPick(skill.value)} disabled={disabled} aria-label={t('skills.addSuggestion', { name: skill.value })}>
                <span aria-hidden="true">+ </span>
                <span dir="auto">{skill.value}</span>
              </button>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className="profile-suggestions">
      <h3 id={headingId} className="profile-suggestions__title">
        {t('skills.suggestions')}
      </h3>
      <SelectField
        label={t('skills.jobFunction')}
        placeholder={t('form.choose')}
        options={toOptions(lists.job_functions)}
        value={functionId}
        onChange={(event) => setFunctionId(event.target.value)}
      />
      {body}
    </div>
  );
}
