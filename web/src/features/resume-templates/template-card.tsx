/** One free template: its picture, name and description, a preview, and "use this template". */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResumeTemplate } from '@sdk/generated/jobseeker/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { localHref, withQuery } from '../../lib/local-href';
import { setResumeFlowFlag } from '../../lib/resume-flow';
import { languageAtom, sessionAtom } from '../../lib/session-atoms';

/**
 * Resume management with the template chosen; a visitor signs in on the way (and comes back to it).
 * Someone whose profile is not complete yet starts a resume flow: the profile setup sends them on by
 * its resume-flow step after step 1 (lib/resume-flow.ts).
 */
export function UseTemplateLink({ template, describedBy }: { template: ResumeTemplate; describedBy?: string }) {
  const { t } = useTranslation('resume-templates');
  const language = useAtomValue(languageAtom);
  const session = useAtomValue(sessionAtom);
  const signedIn = session.kind === 'user';
  const profileComplete = signedIn && session.user.is_profile_completed;
  const target = withQuery(localHref(language, '/:lang?/manage-resume'), { template: template.id });
  const startResumeFlow = () => {
    if (!profileComplete) setResumeFlowFlag('createResume');
  };
  return (
    <Link className="button" to={signedIn ? target : withQuery(localHref(language, '/:lang?/get-started'), { redirect: target })} aria-describedby={describedBy} onClick={startResumeFlow}>
      {t('card.use')}
    </Link>
  );
}

export function TemplateCard({ template, onPreview }: { template: ResumeTemplate; onPreview: () => void }) {
  const { t } = useTranslation('resume-templates');
  const nameId = useId();
  return (
    <article className="resume-templates__card" aria-labelledby={nameId}>
      <img className="resume-templates__thumbnail" src={template.thumbnail_url} alt="" width={128} height={128} loading="lazy" />
      <h2 id={nameId} className="resume-templates__name" dir="auto">
        {template.name}
      </h2>
      <p className="resume-templates__description" dir="auto">
        {template.description}
      </p>
      <ul className="resume-templates__facts">
        {template.is_free ? <li>{t('card.free')}</li> : null}
        <li>{template.supports_photo ? t('card.withPhoto') : t('card.withoutPhoto')}</li>
      </ul>
      <div className="resume-templates__actions">
        <button type="button" className="button button--secondary" onClick={onPreview} aria-describedby={nameId}>
          {t('card.preview')}
        </button>
        <UseTemplateLink template={template} describedBy={nameId} />
      </div>
    </article>
  );
}
