import {
  type TApplicantInterview,
  type TApplicantInterviewEvaluate,
  type TApplicantInterviewListItem,
  type TBulkResult,
  TEST_RESULT_KINDS,
  type TListPage,
  type TTestResult,
  type TTestResultKind,
  type TTestResultListItem,
} from '@ats/contract';
import { baseApi, listTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

const P = '/applicant-interviews';
const LIST = { type: 'ApplicantInterview' as const, id: 'LIST' };
const TEST_LIST = { type: 'TestResult' as const, id: 'LIST' };
const prefix = (kind: TTestResultKind) => `/${TEST_RESULT_KINDS[kind].prefix}`;

const interviewsAndList = (_r: unknown, _e: unknown, arg: { ids: string[] }) => [
  LIST,
  ...arg.ids.map((id) => ({ type: 'ApplicantInterview' as const, id })),
];
const oneAndList = (_r: unknown, _e: unknown, arg: { id: string } | string) => [
  LIST,
  { type: 'ApplicantInterview' as const, id: typeof arg === 'string' ? arg : arg.id },
];
const testsAndList = (_r: unknown, _e: unknown, arg: { ids: string[] }) => [
  TEST_LIST,
  ...arg.ids.map((id) => ({ type: 'TestResult' as const, id })),
];

type One<T> = { data: T };

/** Applicant interview results and test results (SPEC §7 Interviews, Test results). */
const interviewResultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInterviewResults: build.infiniteQuery<
      TListPage<TApplicantInterviewListItem>,
      ListQueryArg,
      string | null
    >({
      query: keysetRequest(`${P}/list`),
      transformResponse: unwrapList<TApplicantInterviewListItem>,
      infiniteQueryOptions: keysetPaging<TApplicantInterviewListItem>(),
      providesTags: listTags('ApplicantInterview'),
    }),
    viewInterviewResult: build.query<TApplicantInterview, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({ url: `${P}/view/${id}`, params: archived ? { archived: 1 } : {} }),
      transformResponse: (r: One<TApplicantInterview>) => r.data,
      providesTags: (_r, _e, { id }) => [{ type: 'ApplicantInterview', id }],
    }),
    archiveInterviewResults: build.mutation<TBulkResult, { ids: string[] }>({
      query: (body) => ({ url: `${P}/archive`, method: 'POST', body }),
      transformResponse: (r: One<TBulkResult>) => r.data,
      invalidatesTags: interviewsAndList,
    }),
    unarchiveInterviewResults: build.mutation<TBulkResult, { ids: string[] }>({
      query: (body) => ({ url: `${P}/unarchive`, method: 'POST', body }),
      transformResponse: (r: One<TBulkResult>) => r.data,
      invalidatesTags: interviewsAndList,
    }),
    evaluateInterviewResult: build.mutation<
      TApplicantInterview,
      { id: string; body: TApplicantInterviewEvaluate }
    >({
      query: ({ id, body }) => ({ url: `${P}/evaluate/${id}`, method: 'POST', body }),
      transformResponse: (r: One<TApplicantInterview>) => r.data,
      invalidatesTags: oneAndList,
    }),
    allowInterviewRetake: build.mutation<TApplicantInterviewListItem, string>({
      query: (id) => ({ url: `${P}/allow-retake/${id}`, method: 'POST', body: {} }),
      transformResponse: (r: One<TApplicantInterviewListItem>) => r.data,
      invalidatesTags: oneAndList,
    }),
    resendInterview: build.mutation<TApplicantInterviewListItem, string>({
      query: (id) => ({ url: `${P}/resend/${id}`, method: 'POST', body: {} }),
      transformResponse: (r: One<TApplicantInterviewListItem>) => r.data,
      invalidatesTags: oneAndList,
    }),

    listTestResults: build.infiniteQuery<
      TListPage<TTestResultListItem>,
      { kind: TTestResultKind; query: ListQueryArg },
      string | null
    >({
      query: ({ queryArg, pageParam }) =>
        keysetRequest(`${prefix(queryArg.kind)}/list`)({ queryArg: queryArg.query, pageParam }),
      transformResponse: unwrapList<TTestResultListItem>,
      infiniteQueryOptions: keysetPaging<TTestResultListItem>(),
      providesTags: listTags('TestResult'),
    }),
    viewTestResult: build.query<TTestResult, { kind: TTestResultKind; id: string; archived: boolean }>({
      query: ({ kind, id, archived }) => ({
        url: `${prefix(kind)}/view/${id}`,
        params: archived ? { archived: 1 } : {},
      }),
      transformResponse: (r: One<TTestResult>) => r.data,
      providesTags: (_r, _e, { id }) => [{ type: 'TestResult', id }],
    }),
    archiveTestResults: build.mutation<TBulkResult, { kind: TTestResultKind; ids: string[] }>({
      query: ({ kind, ids }) => ({ url: `${prefix(kind)}/archive`, method: 'POST', body: { ids } }),
      transformResponse: (r: One<TBulkResult>) => r.data,
      invalidatesTags: testsAndList,
    }),
    unarchiveTestResults: build.mutation<TBulkResult, { kind: TTestResultKind; ids: string[] }>({
      query: ({ kind, ids }) => ({ url: `${prefix(kind)}/unarchive`, method: 'POST', body: { ids } }),
      transformResponse: (r: One<TBulkResult>) => r.data,
      invalidatesTags: testsAndList,
    }),
  }),
});

export const {
  useListInterviewResultsInfiniteQuery,
  useViewInterviewResultQuery,
  useArchiveInterviewResultsMutation,
  useUnarchiveInterviewResultsMutation,
  useEvaluateInterviewResultMutation,
  useAllowInterviewRetakeMutation,
  useResendInterviewMutation,
  useListTestResultsInfiniteQuery,
  useViewTestResultQuery,
  useArchiveTestResultsMutation,
  useUnarchiveTestResultsMutation,
} = interviewResultsApi;
