import type { ComponentType } from 'react';

/** What a page outside the interviews feature gives the candidate video recorder. */
export interface VideoRecorderSlotProps {
  /** Any question's token of the video group (it opens every question). */
  token: string;
  /** Every answer of the group was received and validated by the server. */
  onAnswered: () => void;
}
type Loader = () => Promise<{ default: ComponentType<VideoRecorderSlotProps> }>;

let loader: Loader | null = null;

/**
 * The recorder lives in the interviews feature (with its upload code); features do not import
 * each other, so the interviews feature provides it here and the application flow's video step
 * loads it lazily (docs/decisions/application-flow.md#video-step).
 */
export const provideVideoRecorder = (load: Loader) => {
  loader = load;
};

export const loadVideoRecorder: Loader = () =>
  loader ? loader() : Promise.reject(new Error('The video recorder is not available in this app'));
