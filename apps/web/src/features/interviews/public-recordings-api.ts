import {
  PUBLIC_RECORDING_PATHS,
  type TPublicRecordingCreate,
  type TPublicRecordingCreated,
  type TPublicRecordingList,
  type TSharedPublicRecording,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const path = (p: string) => p.replace(/^\/api\//, '');
const data = <T>(r: { data: T }) => r.data;

/** Public recordings: create (sets this device's cookie), list, the share link. */
export const publicRecordingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createPublicRecording: build.mutation<TPublicRecordingCreated, TPublicRecordingCreate>({
      query: (body) => ({ url: path(PUBLIC_RECORDING_PATHS.create), method: 'POST', body }),
      transformResponse: data<TPublicRecordingCreated>,
    }),
    publicRecordings: build.query<TPublicRecordingList, void>({
      query: () => path(PUBLIC_RECORDING_PATHS.list),
      transformResponse: data<TPublicRecordingList>,
      keepUnusedDataFor: 0,
    }),
    sharedPublicRecording: build.query<TSharedPublicRecording, string>({
      query: (shareToken) =>
        path(PUBLIC_RECORDING_PATHS.shared).replace(':shareToken', encodeURIComponent(shareToken)),
      transformResponse: data<TSharedPublicRecording>,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCreatePublicRecordingMutation, usePublicRecordingsQuery, useSharedPublicRecordingQuery } =
  publicRecordingsApi;

/** The recording being made on this device: a reload resumes it (its take is in IndexedDB). */
const CURRENT_KEY = 'ats-public-recording';
export const currentRecording = {
  get(): TPublicRecordingCreated | null {
    try {
      return JSON.parse(localStorage.getItem(CURRENT_KEY) ?? 'null') as TPublicRecordingCreated | null;
    } catch {
      return null;
    }
  },
  set(r: TPublicRecordingCreated | null) {
    if (r) localStorage.setItem(CURRENT_KEY, JSON.stringify(r));
    else localStorage.removeItem(CURRENT_KEY);
  },
};

/** The share page of a recording (absolute, to copy). */
export const shareUrlOf = (shareToken: string) =>
  `${window.location.origin}/public-recordings/view/${encodeURIComponent(shareToken)}`;
