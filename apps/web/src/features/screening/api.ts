import {
  SCREENING_CONTENT,
  screeningPaths,
  type TListPage,
  type TScreeningKind,
  type TScreeningUsage,
} from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, type TagType } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

/** What every screening item answers; each kind adds its own fields. */
export interface ContentItem {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  usedBy: TScreeningUsage[];
  [field: string]: unknown;
}

const TAG: Record<TScreeningKind, TagType> = {
  'qualification-questions': 'QualificationQuestion',
  'qualification-question-profiles': 'QualificationQuestionProfile',
  'video-questions': 'VideoQuestion',
  'video-question-profiles': 'VideoQuestionProfile',
  'typing-tests': 'TypingTest',
  'resume-profiles': 'ResumeProfile',
};

/** Questions change what their profiles show, and profiles change what questions say uses them. */
const RELATED: Partial<Record<TScreeningKind, TScreeningKind>> = {
  'qualification-questions': 'qualification-question-profiles',
  'qualification-question-profiles': 'qualification-questions',
  'video-questions': 'video-question-profiles',
  'video-question-profiles': 'video-questions',
};

const touched = (kind: TScreeningKind, id?: string) => {
  const related = RELATED[kind];
  return [
    { type: TAG[kind], id: 'LIST' },
    ...(id ? [{ type: TAG[kind], id }] : []),
    ...(related ? [{ type: TAG[related] }] : []),
  ];
};

type One = { data: ContentItem };
const unwrap = (r: One) => r.data;

/** The same five calls for every kind (SPEC §7), each update with the kind's own method. */
const screeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.infiniteQuery<
      TListPage<ContentItem>,
      { kind: TScreeningKind; query: ListQueryArg },
      string | null
    >({
      query: ({ queryArg, pageParam }) =>
        keysetRequest(apiUrl(screeningPaths(queryArg.kind).list))({ queryArg: queryArg.query, pageParam }),
      transformResponse: unwrapList<ContentItem>,
      infiniteQueryOptions: keysetPaging<ContentItem>(),
      providesTags: (result, _e, { kind }) => [
        { type: TAG[kind], id: 'LIST' },
        ...(result?.pages.flatMap((p) => p.items.map((i) => ({ type: TAG[kind], id: i.id }))) ?? []),
      ],
    }),
    getContent: build.query<ContentItem, { kind: TScreeningKind; id: string }>({
      query: ({ kind, id }) => apiUrl(screeningPaths(kind).get, { id }),
      transformResponse: unwrap,
      providesTags: (_r, _e, { kind, id }) => [{ type: TAG[kind], id }],
    }),
    createContent: build.mutation<ContentItem, { kind: TScreeningKind; body: unknown }>({
      query: ({ kind, body }) => ({ url: apiUrl(screeningPaths(kind).create), method: 'POST', body }),
      transformResponse: unwrap,
      invalidatesTags: (_r, _e, { kind }) => touched(kind),
    }),
    updateContent: build.mutation<ContentItem, { kind: TScreeningKind; id: string; body: unknown }>({
      query: ({ kind, id, body }) => ({
        url: apiUrl(screeningPaths(kind).update, { id }),
        method: SCREENING_CONTENT[kind].updateMethod,
        body,
      }),
      transformResponse: unwrap,
      invalidatesTags: (_r, _e, { kind, id }) => touched(kind, id),
    }),
    deleteContent: build.mutation<{ message: string }, { kind: TScreeningKind; id: string }>({
      query: ({ kind, id }) => ({ url: apiUrl(screeningPaths(kind).delete, { id }), method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: (_r, _e, { kind, id }) => touched(kind, id),
    }),
  }),
});

export const {
  useListContentInfiniteQuery,
  useGetContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
} = screeningApi;
