import type {
  TListPage,
  TRequisition,
  TRequisitionCreate,
  TRequisitionListItem,
  TRequisitionUpdate,
} from '@ats/contract';
import { REQUISITION_PATHS, screeningPaths } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags, type TagType } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

/** The screening content a requisition's application flow can use (list URL segment → cache tag). */
const SCREENING_LIST_TAGS = {
  'qualification-question-profiles': 'QualificationQuestionProfile',
  'video-question-profiles': 'VideoQuestionProfile',
  'resume-profiles': 'ResumeProfile',
  'typing-tests': 'TypingTest',
} as const satisfies Record<string, TagType>;
export type ScreeningListKind = keyof typeof SCREENING_LIST_TAGS;
type ScreeningOption = { id: string; name: string };
/** The builder offers the first this many of each kind, by name. */
export const SCREENING_OPTIONS_LIMIT = 100;

const requisitionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requisitions: build.infiniteQuery<TListPage<TRequisitionListItem>, ListQueryArg, string | null>({
      infiniteQueryOptions: keysetPaging<TRequisitionListItem>(),
      query: keysetRequest(apiUrl(REQUISITION_PATHS.list)),
      transformResponse: unwrapList,
      providesTags: listTags('Requisition'),
    }),
    requisition: build.query<TRequisition, string>({
      query: (id) => apiUrl(REQUISITION_PATHS.get, { id }),
      transformResponse: (r: { data: TRequisition }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Requisition', id }],
    }),
    /** Reserves the uid a new requisition shows before it is saved (a GET with an effect). */
    generateRequisitionUid: build.mutation<string, void>({
      query: () => ({ url: apiUrl(REQUISITION_PATHS.generateUid), method: 'GET' }),
      transformResponse: (r: { data: { requisitionUid: string } }) => r.data.requisitionUid,
    }),
    createRequisition: build.mutation<TRequisition, TRequisitionCreate>({
      query: (body) => ({ url: apiUrl(REQUISITION_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TRequisition }) => r.data,
      invalidatesTags: [{ type: 'Requisition', id: 'LIST' }],
    }),
    updateRequisition: build.mutation<TRequisition, { id: string; body: TRequisitionUpdate }>({
      query: ({ id, body }) => ({ url: apiUrl(REQUISITION_PATHS.update, { id }), method: 'PUT', body }),
      transformResponse: (r: { data: TRequisition }) => r.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(requisitionsApi.util.upsertQueryData('requisition', id, data));
        } catch {
          // The error middleware reports it.
        }
      },
      invalidatesTags: [{ type: 'Requisition', id: 'LIST' }],
    }),
    deleteRequisition: build.mutation<void, string>({
      query: (id) => ({ url: apiUrl(REQUISITION_PATHS.delete, { id }), method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Requisition', id },
        { type: 'Requisition', id: 'LIST' },
      ],
    }),
    /**
     * Screening content for the builder's Screening section, by name. The four list routes are
     * also open to `requisitions: view`, so this never costs a recruiter the session (403).
     */
    requisitionScreeningOptions: build.query<ScreeningOption[], ScreeningListKind>({
      query: (kind) => ({
        url: apiUrl(screeningPaths(kind).list),
        params: { limit: SCREENING_OPTIONS_LIMIT, sort: 'name' },
      }),
      transformResponse: (r: { data: TListPage<ScreeningOption> }) =>
        r.data.items.map(({ id, name }) => ({ id, name })),
      providesTags: (_r, _e, kind) => [{ type: SCREENING_LIST_TAGS[kind], id: 'LIST' }],
    }),
  }),
});

export const {
  useRequisitionsInfiniteQuery,
  useRequisitionQuery,
  useGenerateRequisitionUidMutation,
  useCreateRequisitionMutation,
  useUpdateRequisitionMutation,
  useDeleteRequisitionMutation,
  useRequisitionScreeningOptionsQuery,
} = requisitionsApi;
