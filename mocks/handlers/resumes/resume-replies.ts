/** Reply shapes of the resume domain, built from the flat records (asset URLs resolved against the request origin). */
import { resumeTemplateDescription } from '../../seed/i18n/resume-templates';
import { issuesOf, type AnalysisRecord } from '../../state/ai-resume-analysis';
import type { DraftRecord } from '../../state/resume-drafts';
import type { TemplateRecord } from '../../state/resume-templates';
import type { VideoResumeRecord } from '../../state/resume-videos';
import { isSyncable, type ResumeRecord } from '../../state/resumes';
import type { RequestContext } from '../request-context';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export function resumeExtension(resume: Pick<ResumeRecord, 'filename' | 'mime_type'>): string {
  return EXTENSION_BY_TYPE[resume.mime_type] ?? /\.(\w+)$/.exec(resume.filename)?.[1]?.toLowerCase() ?? 'pdf';
}

export async function toResumeItem(origin: string, resume: ResumeRecord) {
  return {
    id: resume.id,
    kind: resume.kind,
    filename: resume.filename,
    file_url: `${origin}/mock-assets/resumes/${resume.id}.${resumeExtension(resume)}`,
    file_size: resume.file_size,
    mime_type: resume.mime_type,
    template_id: resume.template_id,
    is_auto_send: resume.is_auto_send,
    is_syncable: await isSyncable(resume.id),
    created_at: resume.created_at,
    updated_at: resume.updated_at,
  };
}

/** A catalogue template as the reply shows it: its description in the request's language, its images on the request's origin. */
export function toTemplate(ctx: Pick<RequestContext, 'origin' | 'language'>, template: TemplateRecord) {
  const base = `${ctx.origin}/mock-assets/templates/${template.key}`;
  const { id, key, name, ...rest } = template;
  return {
    id, key, name, description: resumeTemplateDescription(key, ctx.language), ...rest,
    preview_image_url: `${base}/preview.svg`, thumbnail_url: `${base}/thumbnail.svg`,
  };
}

export function toDraft(draft: DraftRecord) {
  const { user_id: _userId, ...reply } = draft;
  return reply;
}

export function toVideoResume(origin: string, video: VideoResumeRecord) {
  return {
    id: video.id,
    filename: video.filename,
    file_size: video.file_size,
    mime_type: video.mime_type,
    video_url: `${origin}/mock-assets/video-resumes/${video.id}.mp4`,
    cover_url: video.cover_path ? `${origin}${video.cover_path}` : null,
    duration_seconds: video.duration_seconds,
    created_at: video.created_at,
    updated_at: video.updated_at,
  };
}

export async function toAnalysisReport(analysis: AnalysisRecord) {
  const issues = (await issuesOf(analysis.id)).map(({ analysis_id: _analysisId, resolved_at, ...issue }) => ({
    ...issue,
    is_resolved: resolved_at !== null,
    resolved_at,
  }));
  const { user_id: _userId, ...report } = analysis;
  return { ...report, status: 'finished' as const, issues, resolved_issue_count: issues.filter((issue) => issue.is_resolved).length };
}
