import {
  PUBLIC_RECORDING_PATHS,
  type TListPage,
  type TPublicRecordingCreate,
  type TPublicRecordingCreated,
  type TPublicRecordingList,
  type TSharedPublicRecording,
  type TStaffPublicRecording,
} from '@ats/contract';
import { baseApi, listTags } from '../../shared/base-api';
// Not the shared/list index: the guest pages using this file must not load the list page.
import { keysetPaging, keysetRequest, unwrapList } from '../../shared/list/keyset-query';
import type { ListQueryArg } from '../../shared/list/use-list-params';

const path = (p: string) => p.replace(/^\/api\//, '');
const data = <T>(r: { data: T }) => r.data;

/** Public recordings: create (sets this device's cookie), list, the share link. */
const publicRecordingsApi = baseApi.injectEndpoints({
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
    /** Staff: the recordings of their scope, a keyset page at a time (filters from the URL). */
    staffPublicRecordings: build.infiniteQuery<TListPage<TStaffPublicRecording>, ListQueryArg, string | null>(
      {
        query: keysetRequest(path(PUBLIC_RECORDING_PATHS.staffList)),
        transformResponse: unwrapList<TStaffPublicRecording>,
        infiniteQueryOptions: keysetPaging<TStaffPublicRecording>(),
        providesTags: listTags('PublicRecording'),
      },
    ),
    deletePublicRecording: build.mutation<void, string>({
      query: (id) => ({
        url: path(PUBLIC_RECORDING_PATHS.delete).replace(':id', encodeURIComponent(id)),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'PublicRecording', id },
        { type: 'PublicRecording', id: 'LIST' },
      ],
    }),
    sharedPublicRecording: build.query<TSharedPublicRecording, string>({
      query: (shareToken) =>
        path(PUBLIC_RECORDING_PATHS.shared).replace(':shareToken', encodeURIComponent(shareToken)),
      transformResponse: data<TSharedPublicRecording>,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCreatePublicRecordingMutation,
  usePublicRecordingsQuery,
  useSharedPublicRecordingQuery,
  useStaffPublicRecordingsInfiniteQuery,
  useDeletePublicRecordingMutation,
} = publicRecordingsApi;

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
