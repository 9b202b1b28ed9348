/**
 * How long a chosen video runs, read in the browser from its metadata (a detached `<video>` over an
 * object URL) before anything is uploaded. Tests replace `videoDuration.read`: happy-dom decodes no media.
 */

const METADATA_TIMEOUT_MS = 15_000;

/** The duration in seconds, or undefined when the browser cannot read the file's metadata. */
function readVideoDuration(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | undefined) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(undefined), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => finish(Number.isFinite(video.duration) ? video.duration : undefined), { once: true });
    video.addEventListener('error', () => finish(undefined), { once: true });
    video.src = url;
  });
}

export const videoDuration = { read: readVideoDuration };
