import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { ENV } from './config/environment';
import type { WithAuth } from './session/auth-slice';

/** Every tag type of every feature; features only inject endpoints (CONVENTIONS §6). */
export const TAG_TYPES = [
  'Session',
  'User',
  'Role',
  'LineOfBusiness',
  'Requisition',
  'Applicant',
  'RequisitionApplicant',
  'QualificationQuestion',
  'QualificationQuestionProfile',
  'VideoQuestion',
  'VideoQuestionProfile',
  'TypingTest',
  'ResumeProfile',
  'ClassRequest',
  'Prompt',
  'AuditLog',
  'ApplicantInterview',
  'TestResult',
  'AssessmentTemplate',
  'AssessmentResult',
  'Anps',
  'EmailTemplate',
  'CandidateEmail',
  'ScheduledInterview',
  'Scorecard',
  'Note',
  'Notification',
  'Tag',
  'SavedView',
  'PublicRecording',
  'ApiToken',
  'WebhookEndpoint',
  'WebhookDelivery',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Adds the bearer token of the signed-in session to a request's headers. */
export const withBearer = (headers: Headers, token: string | null | undefined) => {
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  return headers;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: ENV.apiBase,
    prepareHeaders: (headers, { getState }) => withBearer(headers, (getState() as WithAuth).auth.token),
  }),
  tagTypes: TAG_TYPES,
  // Navigation invalidates cached data (see app/layouts/navigation-cache-reset.tsx); a query
  // already in flight is then not fetched a second time.
  invalidationBehavior: 'immediately',
  endpoints: () => ({}),
});

/** `providesTags` for a list: the LIST tag plus one tag per row id. */
export const listTags =
  <T extends TagType>(type: T) =>
  (result: { pages?: { items: { id: string }[] }[]; items?: { id: string }[] } | undefined) => {
    const items = result?.pages ? result.pages.flatMap((p) => p.items) : (result?.items ?? []);
    return [{ type, id: 'LIST' as const }, ...items.map((i) => ({ type, id: i.id }))];
  };

/** `invalidatesTags` for a mutation on one row: the row and its LIST. */
export const rowTags =
  <T extends TagType>(type: T) =>
  (_r: unknown, _e: unknown, arg: { id: string } | string) => [
    { type, id: typeof arg === 'string' ? arg : arg.id },
    { type, id: 'LIST' as const },
  ];

type Tag = { type: TagType; id?: string };

/**
 * `onQueryStarted` for a mutation whose page may still be reloading after the change just before
 * it (a save, then "mark current"): with `invalidationBehavior: 'immediately'` a query in flight is
 * not fetched again, so its older answer would stand. Once the mutation succeeded and every fetch
 * has settled, the given tags are reloaded.
 */
export const reloadWhenSettled =
  <Arg>(tagsOf: (arg: Arg) => Tag[]) =>
  async (
    arg: Arg,
    api: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<unknown>;
    },
  ) => {
    try {
      await api.queryFulfilled;
    } catch {
      return;
    }
    await Promise.all(api.dispatch(baseApi.util.getRunningQueriesThunk()) as Promise<unknown>[]);
    api.dispatch(baseApi.util.invalidateTags(tagsOf(arg)));
  };
