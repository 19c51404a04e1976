import type {
  TAiCall,
  TListPage,
  TPrompt,
  TPromptCreate,
  TPromptListItem,
  TPromptMarkCurrent,
  TPromptUpdate,
  TPromptVersionSave,
} from '@ats/contract';
import { PROMPT_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi, listTags, reloadWhenSettled, rowTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

type One = { data: TPrompt };
const one = (r: One) => r.data;
const promptTags = (_r: unknown, _e: unknown, arg: { promptId: string }) => [
  { type: 'Prompt' as const, id: arg.promptId },
  { type: 'Prompt' as const, id: 'LIST' },
];

// A version saved, marked current or deleted right after another change must not be hidden by
// the reload that change started.
const reloadPromptWhenSettled = reloadWhenSettled((arg: { promptId: string }) => [
  { type: 'Prompt', id: arg.promptId },
]);

const promptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPrompts: build.infiniteQuery<TListPage<TPromptListItem>, ListQueryArg, string | null>({
      query: keysetRequest(apiUrl(PROMPT_PATHS.list)),
      transformResponse: unwrapList<TPromptListItem>,
      infiniteQueryOptions: keysetPaging<TPromptListItem>(),
      providesTags: listTags('Prompt'),
    }),
    getPrompt: build.query<TPrompt, string>({
      query: (id) => apiUrl(PROMPT_PATHS.get, { id }),
      transformResponse: one,
      providesTags: (_r, _e, id) => [{ type: 'Prompt', id }],
    }),
    promptUsage: build.query<TListPage<TAiCall>, string>({
      query: (id) => ({ url: apiUrl(PROMPT_PATHS.usage, { id }), params: { limit: 25 } }),
      transformResponse: (r: { data: TListPage<TAiCall> }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Prompt', id: `usage-${id}` }],
    }),
    createPrompt: build.mutation<TPrompt, TPromptCreate>({
      query: (body) => ({ url: apiUrl(PROMPT_PATHS.create), method: 'POST', body }),
      transformResponse: one,
      invalidatesTags: [{ type: 'Prompt', id: 'LIST' }],
    }),
    updatePrompt: build.mutation<TPrompt, { id: string; body: TPromptUpdate }>({
      query: ({ id, body }) => ({ url: apiUrl(PROMPT_PATHS.update, { promptId: id }), method: 'POST', body }),
      transformResponse: one,
      invalidatesTags: rowTags('Prompt'),
    }),
    deletePrompt: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: apiUrl(PROMPT_PATHS.delete, { id }), method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: rowTags('Prompt'),
    }),
    savePromptVersion: build.mutation<TPrompt, TPromptVersionSave>({
      query: (body) => ({ url: apiUrl(PROMPT_PATHS.saveVersion), method: 'POST', body }),
      transformResponse: one,
      invalidatesTags: promptTags,
      onQueryStarted: reloadPromptWhenSettled,
    }),
    markPromptVersionCurrent: build.mutation<TPrompt, TPromptMarkCurrent>({
      query: (body) => ({ url: apiUrl(PROMPT_PATHS.markVersionCurrent), method: 'POST', body }),
      transformResponse: one,
      invalidatesTags: promptTags,
      onQueryStarted: reloadPromptWhenSettled,
    }),
    deletePromptVersion: build.mutation<TPrompt, { promptId: string; versionId: string }>({
      query: ({ promptId, versionId }) => ({
        url: apiUrl(PROMPT_PATHS.deleteVersion, { promptId, versionId }),
        method: 'DELETE',
      }),
      transformResponse: one,
      invalidatesTags: promptTags,
      onQueryStarted: reloadPromptWhenSettled,
    }),
  }),
});

/** After a streamed call ran this prompt: its usage history has a new row. */
export const usageChanged = (promptId: string) =>
  promptsApi.util.invalidateTags([{ type: 'Prompt', id: `usage-${promptId}` }]);

export const {
  useListPromptsInfiniteQuery,
  useGetPromptQuery,
  usePromptUsageQuery,
  useCreatePromptMutation,
  useUpdatePromptMutation,
  useDeletePromptMutation,
  useSavePromptVersionMutation,
  useMarkPromptVersionCurrentMutation,
  useDeletePromptVersionMutation,
} = promptsApi;
