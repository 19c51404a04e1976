/**
 * MediaRecorder's WebM has no duration in its header, so players show 0:00 and cannot seek until
 * they have read the whole file. Seeking far past the end once makes the browser find the real
 * duration; then playback returns to the start (docs/decisions/video.md#video-probing).
 */
export const revealDuration = (video: HTMLVideoElement) => {
  const onMeta = () => {
    if (Number.isFinite(video.duration)) return;
    const back = () => {
      video.removeEventListener('durationchange', back);
      video.currentTime = 0;
    };
    video.addEventListener('durationchange', back);
    video.currentTime = Number.MAX_SAFE_INTEGER;
  };
  video.addEventListener('loadedmetadata', onMeta);
  return () => video.removeEventListener('loadedmetadata', onMeta);
};
