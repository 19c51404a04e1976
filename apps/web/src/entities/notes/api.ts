import type {
  TApplicantRef,
  TMentionableUser,
  TNote,
  TNoteCreate,
  TNoteRevision,
  TNoteUpdate,
  TNotificationList,
  TNotificationsRead,
} from '@ats/contract';
import { NOTE_PATHS, NOTIFICATION_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const noteListTag = (ref: TApplicantRef) => ({
  type: 'Note' as const,
  id: `${ref.applicantKind}:${ref.applicantId}`,
});

const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotes: build.query<TNote[], TApplicantRef>({
      query: (ref) => ({ url: apiUrl(NOTE_PATHS.list), params: ref }),
      transformResponse: (r: { data: TNote[] }) => r.data,
      providesTags: (_r, _e, ref) => [noteListTag(ref)],
    }),
    createNote: build.mutation<TNote, TNoteCreate>({
      query: (body) => ({ url: apiUrl(NOTE_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TNote }) => r.data,
      invalidatesTags: (_r, _e, b) => [noteListTag(b)],
    }),
    updateNote: build.mutation<TNote, { id: string; ref: TApplicantRef; body: TNoteUpdate }>({
      query: ({ id, body }) => ({ url: apiUrl(NOTE_PATHS.update, { id }), method: 'PUT', body }),
      transformResponse: (r: { data: TNote }) => r.data,
      invalidatesTags: (_r, _e, a) => [noteListTag(a.ref), { type: 'Note', id: a.id }],
    }),
    deleteNote: build.mutation<{ message: string }, { id: string; ref: TApplicantRef }>({
      query: ({ id }) => ({ url: apiUrl(NOTE_PATHS.delete, { id }), method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: (_r, _e, a) => [noteListTag(a.ref)],
    }),
    noteHistory: build.query<TNoteRevision[], string>({
      query: (id) => apiUrl(NOTE_PATHS.history, { id }),
      transformResponse: (r: { data: TNoteRevision[] }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Note', id }],
    }),
    mentionable: build.query<TMentionableUser[], TApplicantRef & { q: string }>({
      query: (params) => ({ url: apiUrl(NOTE_PATHS.mentionable), params }),
      transformResponse: (r: { data: TMentionableUser[] }) => r.data,
      keepUnusedDataFor: 30,
    }),
    listNotifications: build.query<TNotificationList, void>({
      query: () => apiUrl(NOTIFICATION_PATHS.list),
      transformResponse: (r: { data: TNotificationList }) => r.data,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    readNotifications: build.mutation<{ unread: number }, TNotificationsRead>({
      query: (body) => ({ url: apiUrl(NOTIFICATION_PATHS.read), method: 'POST', body }),
      transformResponse: (r: { data: { unread: number } }) => r.data,
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
  }),
});

export const {
  useListNotesQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
  useNoteHistoryQuery,
  useMentionableQuery,
  useListNotificationsQuery,
  useReadNotificationsMutation,
} = notesApi;
