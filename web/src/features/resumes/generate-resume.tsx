/**
 * A resume built from the online profile: choose a template (the one chosen on the free template page
 * arrives as `?template=`), preview it, and generate; the new resume joins the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeTemplate } from '@sdk/generated/jobseeker/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { TemplatePreviewDialog } from '../../components/template-preview-dialog';
import { useQueryScope } from '../../lib/query-scope';
import { resumeTemplatesQuery } from '../../lib/resume-templates-queries';
import { ResumeAlert } from './resume-alert';
import { useResumeMutations } from './resumes-queries';

function TemplateChoice({ template, checked, onChoose, onPreview }: { template: ResumeTemplate; checked: boolean; onChoose: () => void; onPreview: () => void }) {
  const { t } = useTranslation('resumes');
  const nameId = useId();
  return (
    <li className="resumes-template" data-checked={checked || undefined}>
      <label className="resumes-template__choice">
        <input type="radio" name="template" value={template.id} checked={checked} onChange={onChoose} aria-describedby={`${nameId}-description`} />
        <img className="resumes-template__thumbnail" src={template.thumbnail_url} alt="" width={128} height={128} loading="lazy" />
        <span id={nameId} className="resumes-template__name" dir="auto">
          {template.name}
        </span>
      </label>
      <p id={`${nameId}-description`} className="resumes-template__description" dir="auto">
        {template.description}
      </p>
      <button type="button" className="button button--link" onClick={onPreview} aria-describedby={nameId}>
        {t('generate.preview')}
      </button>
    </li>
  );
}

export function GenerateResume({ initialTemplateId }: { initialTemplateId: number | undefined }) {
  const { t } = useTranslation('resumes');
  const legendId = useId();
  const templates = useQuery(resumeTemplatesQuery(useQueryScope()));
  const { generate } = useResumeMutations();
  const [chosen, setChosen] = useState<number | undefined>(initialTemplateId);
  const [previewed, setPreviewed] = useState<ResumeTemplate | null>(null);
  const [created, setCreated] = useState('');
  const list = templates.data?.templates ?? [];
  const selected = list.find((template) => template.id === chosen) ?? list[0];

  const submit = () => {
    if (!selected) return;
    setCreated('');
    generate.mutate({ data: { template_id: selected.id } }, { onSuccess: (resume) => setCreated(t('generate.done', { name: resume.filename })) });
  };

  let body;
  if (templates.isPending) body = <LoadingState label={t('generate.loading')} />;
  else if (templates.isError) body = <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (list.length === 0) body = <EmptyState title={t('generate.empty')} />;
  else
    body = (
      <form
        className="resumes-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="resumes-templates" aria-labelledby={legendId} disabled={generate.isPending}>
          <legend id={legendId} className="resumes-templates__legend">
            {t('generate.choose')}
          </legend>
          <ul className="resumes-templates__list">
            {list.map((template) => (
              <TemplateChoice
                key={template.id}
                template={template}
                checked={template.id === selected?.id}
                onChoose={() => setChosen(template.id)}
                onPreview={() => setPreviewed(template)}
              />
            ))}
          </ul>
        </fieldset>
        <div className="resumes-actions">
          <button type="submit" className="button" disabled={generate.isPending || !selected} aria-busy={generate.isPending || undefined}>
            {generate.isPending ? t('generate.generating') : t('generate.submit', { template: selected?.name ?? '' })}
          </button>
        </div>
        <ResumeAlert error={generate.error} />
      </form>
    );

  return (
    <section className="section resumes-section" aria-labelledby="resumes-generate-title">
      <h2 id="resumes-generate-title" className="section__title">
        {t('generate.title')}
      </h2>
      <p className="resumes-hint">{t('generate.intro')}</p>
      <div role="status">{created ? <p className="resumes-notice">{created}</p> : null}</div>
      {body}
      {previewed ? (
        <TemplatePreviewDialog
          template={previewed}
          title={t('generate.previewTitle', { template: previewed.name })}
          imageAlt={t('generate.previewAlt', { template: previewed.name })}
          onClose={() => setPreviewed(null)}
          footer={
            <button
              type="button"
              className="button"
              onClick={() => {
                setChosen(previewed.id);
                setPreviewed(null);
              }}
            >
              {t('generate.chooseThis')}
            </button>
          }
        />
      ) : null}
    </section>
  );
}
