/** Video resumes: R07 uploadVideoCover, R08 uploadVideoResume, R09 listVideoResumes, R10 deleteVideoResume. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { deleteVideoResumeParams } from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { addVideoCover, MAX_COVER_BYTES, MAX_VIDEO_BYTES, ownVideo, removeVideo, saveUploadedVideo, videosOf } from '../../state/resume-videos';
import { requestContext } from '../request-context';
import { toVideoResume } from './resume-replies';
import { fileField, allowedFormat, invalidField, optionalIdField, readForm } from './upload-form';

const MAX_VIDEO_SECONDS = 180;

export function videoResumeHandlers() {
  return [
    operation('uploadVideoCover', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const form = await readForm(request);
      if (!form.ok) return form.response;
      const cover = fileField(form.value, 'video_cover');
      if (!cover.ok) return cover.response;
      const videoId = optionalIdField(form.value, 'video_resume_id');
      if (!videoId.ok) return videoId.response;
      // No catalogue code names image types: a wrong type is a field error.
      if (!(await allowedFormat(cover.value, ['jpg', 'png']))) {
        return invalidField('video_cover', 'The video cover must be a JPG or PNG image.').response;
      }
      if (cover.value.size > MAX_COVER_BYTES) return fail(ErrorCode.ImageOver4Mb);
      const video = videoId.value === undefined ? undefined : await ownVideo(auth.user.id, videoId.value);
      if (videoId.value !== undefined && !video) return fail(ErrorCode.NotFound);
      const coverPath = await addVideoCover(auth.user.id, video, mockNowIso());
      return ok({ cover_url: `${requestContext(request).origin}${coverPath}`, video_resume_id: video?.id ?? null });
    }),
    operation('uploadVideoResume', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const form = await readForm(request);
      if (!form.ok) return form.response;
      const file = fileField(form.value, 'video_resume');
      if (!file.ok) return file.response;
      const replaceId = optionalIdField(form.value, 'video_resume_id');
      if (!replaceId.ok) return replaceId.response;
      const duration = optionalIdField(form.value, 'duration_seconds');
      if (!duration.ok) return duration.response;
      if (!(await allowedFormat(file.value, ['mp4']))) return fail(ErrorCode.VideoTypeNotAllowed);
      // 30 MB and 3 minutes have no catalogue code of their own: field errors, as the spec's message "File size exceeds the limit of 30MB".
      if (file.value.size > MAX_VIDEO_BYTES) return invalidField('video_resume', 'File size exceeds the limit of 30MB').response;
      if (duration.value !== undefined && duration.value > MAX_VIDEO_SECONDS) {
        return invalidField('duration_seconds', 'The video resume must be under 3 minutes.').response;
      }
      const replaced = replaceId.value === undefined ? undefined : await ownVideo(auth.user.id, replaceId.value);
      if (replaceId.value !== undefined && !replaced) return fail(ErrorCode.NotFound);
      const upload = { filename: file.value.name, file_size: file.value.size, duration_seconds: duration.value ?? null };
      const video = await saveUploadedVideo(auth.user.id, upload, replaced, mockNowIso());
      return ok(toVideoResume(requestContext(request).origin, video));
    }),
    defineOperation('listVideoResumes', {
      access: 'user',
      handle: async ({ ctx, user }) => {
        const own = await videosOf(user.id);
        return ok({ video_resumes: own.map((video) => toVideoResume(ctx.origin, video)) });
      },
    }),
    defineOperation('deleteVideoResume', {
      access: 'user',
      params: deleteVideoResumeParams,
      handle: async ({ user, params }) => {
        const video = await ownVideo(user.id, params.id);
        if (!video) return fail(ErrorCode.NotFound);
        await removeVideo(video);
        return ok({ id: video.id });
      },
    }),
  ];
}
