/**
 * What the recorder asks the browser's encoder for (MediaRecorder's bitrates), and so the most
 * bytes the server takes for a recording of a given length (docs/decisions/uploads.md#recording-size-caps).
 */
export const RECORDING_VIDEO_BITS_PER_SECOND = 2_500_000;
export const RECORDING_AUDIO_BITS_PER_SECOND = 128_000;

/** Encoders overshoot their target on busy scenes; the cap allows twice the asked rate. */
const OVERSHOOT = 2;
/** Seconds of slack past the time limit (the recorder stops on a timer, the container closes after). */
const SLACK_SECONDS = 10;
/** The container's own bytes (headers, cues), whatever the length. */
const CONTAINER_BYTES = 4 * 1024 * 1024;

/** The most bytes a recording of at most `seconds` may take, never above `hardCap`. */
export const recordingMaxBytes = (
  seconds: number,
  hardCap: number,
  media: 'camera' | 'microphone' = 'camera',
) => {
  const bitsPerSecond =
    (media === 'camera' ? RECORDING_VIDEO_BITS_PER_SECOND : 0) + RECORDING_AUDIO_BITS_PER_SECOND;
  const bytes = Math.ceil(((Math.max(1, seconds) + SLACK_SECONDS) * bitsPerSecond * OVERSHOOT) / 8);
  return Math.min(hardCap, bytes + CONTAINER_BYTES);
};
