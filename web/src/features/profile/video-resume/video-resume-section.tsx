/**
 * The video resume card (W17): the newest video with its cover, a new video replacing it, the cover
 * changed, the video deleted; its own loading, empty and error states (the list is its own call, R09).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useQueryScope } from '../../../lib/query-scope';
import { SectionCard } from '../page/section-card';
import { CoverUpload } from './cover-upload';
import { DeleteVideo } from './delete-video';
import { videoResumesQuery } from './video-resume-queries';
import { VideoUpload } from './video-upload';
import { VideoView } from './video-view';
import './video-resume.css';

type VideoList = ReturnType<typeof useVideoList>;

const useVideoList = () => useQuery(videoResumesQuery(useQueryScope()));

function VideoResumeBody({ list }: { list: VideoList }) {
  const { t } = useTranslation('profile');
  if (list.isError) return <ErrorState compact error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState label={t('videoResume.loading')} />;
  const video = list.data.video_resumes[0];
  // The upload control keeps its place whether or not there is a video, so its status outlives the switch.
  return (
    <>
      {video ? <VideoView video={video} /> : <EmptyState title={t('videoResume.empty')} hint={t('videoResume.emptyHint')} />}
      <div className="video-resume__actions">
        {video ? <CoverUpload videoId={video.id} hasCover={video.cover_url !== null} /> : null}
        <VideoUpload replaceId={video?.id} />
        {video ? <DeleteVideo video={video} /> : null}
      </div>
    </>
  );
}

export function VideoResumeSection() {
  const { t } = useTranslation('profile');
  const list = useVideoList();
  return (
    <SectionCard section="videoResume" title={t('videoResume.title')} busy={list.isPending}>
      <VideoResumeBody list={list} />
    </SectionCard>
  );
}
