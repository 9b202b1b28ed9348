/**
 * From a skill the job names and the profile lacks, one click adds it to the profile (issue 26): the
 * profile is read again, so the fit's lines change with it. Limits answer with their own messages (41288
 * ten skills, 41289 already there, 41297 too long); what failed stays listed to try again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import { useAddSkill } from './job-fit-queries';

export function AddMissingSkills({ missing }: { missing: readonly string[] }) {
  // Not the `errors` namespace itself: asking for it would suspend the page until it loads. The transport
  // loads it with a failure (lib/i18n.ts), so a failure's message is there when it is described.
  const { t } = useTranslation('job-fit');
  const labelId = useId();
  const add = useAddSkill();
  const [adding, setAdding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ added?: string; error?: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The pressed button goes with the skill it added: focus moves to what happened (once it shows), not to the page's start.
  const added = outcome?.added;
  useEffect(() => {
    if (added) statusRef.current?.focus();
  }, [added]);

  async function addSkill(skill: string) {
    setAdding(skill);
    setOutcome(null);
    try {
      await add.mutateAsync({ data: { value: skill } });
      setOutcome({ added: skill });
    } catch (failure) {
      setOutcome({ error: describeError(failure, t) ?? undefined });
    } finally {
      setAdding(null);
    }
  }

  return (
    <div className="job-fit__add-skills">
      {missing.length > 0 ? (
        <>
          <p id={labelId} className="job-fit__hint">
            {t('skills.addLabel')}
          </p>
          <ul className="job-fit__skill-actions" aria-labelledby={labelId}>
            {missing.map((skill) => (
              <li key={skill}>
                <button type="button" className="button button--secondary button--small" onClick={() => void addSkill(skill)} disabled={adding !== null}>
                  <span dir="auto">{adding === skill ? t('skills.adding', { skill }) : t('skills.add', { skill })}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* Polite: the button that was pressed goes away once the skill is on the profile, and this says where it went. */}
      <p ref={statusRef} className="job-fit__status" role="status" tabIndex={-1}>
        {outcome?.added ? t('skills.added', { skill: outcome.added }) : null}
      </p>
      {outcome?.error ? (
        <p className="text-field__error" role="alert">
          {outcome.error}
        </p>
      ) : null}
    </div>
  );
}
