/** Video resumes: R07 uploadVideoCover, R08 uploadVideoResume, R09 listVideoResumes, R10 deleteVideoResume. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { deleteVideoResumeParams } from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { MAX_COVER_BYTES, MAX_VIDEO_BYTES, ownVideo, removeVideo, videosState } from '../../state/resume-videos';
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
      const state = await videosState();
      const video = videoId.value === undefined ? undefined : ownVideo(state, auth.user.id, videoId.value);
      if (videoId.value !== undefined && !video) return fail(ErrorCode.NotFound);
      const coverPath = `/mock-assets/video-covers/cover-${state.nextCoverId}.svg`;
      state.nextCoverId += 1;
      if (video) {
        video.cover_path = coverPath;
        video.updated_at = mockNowIso();
      } else {
        state.pendingCoverByUser.set(auth.user.id, coverPath);
      }
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
      const state = await videosState();
      const replaced = replaceId.value === undefined ? undefined : ownVideo(state, auth.user.id, replaceId.value);
      if (replaceId.value !== undefined && !replaced) return fail(ErrorCode.NotFound);
      const now = mockNowIso();
      const pendingCover = state.pendingCoverByUser.get(auth.user.id);
      state.pendingCoverByUser.delete(auth.user.id);
      const video = {
        id: replaced?.id ?? state.nextVideoId, user_id: auth.user.id, filename: file.value.name, file_size: file.value.size, mime_type: 'video/mp4',
        cover_path: pendingCover ?? replaced?.cover_path ?? null, duration_seconds: duration.value ?? null,
        created_at: replaced?.created_at ?? now, updated_at: now,
      };
      if (!replaced) state.nextVideoId += 1;
      state.videos.set(video.id, video);
      return ok(toVideoResume(requestContext(request).origin, video));
    }),
    defineOperation('listVideoResumes', {
      access: 'user',
      handle: async ({ ctx, user }) => {
        const state = await videosState();
        const own = [...state.videos.values()].filter((video) => video.user_id === user.id).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
        return ok({ video_resumes: own.map((video) => toVideoResume(ctx.origin, video)) });
      },
    }),
    defineOperation('deleteVideoResume', {
      access: 'user',
      params: deleteVideoResumeParams,
      handle: async ({ user, params }) => {
        const state = await videosState();
        const video = ownVideo(state, user.id, params.id);
        if (!video) return fail(ErrorCode.NotFound);
        removeVideo(state, video.id);
        return ok({ id: video.id });
      },
    }),
  ];
}
