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
import { baseApi } from '../../shared/base-api';

const noteListTag = (ref: TApplicantRef) => ({
  type: 'Note' as const,
  id: `${ref.applicantKind}:${ref.applicantId}`,
});

export const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotes: build.query<TNote[], TApplicantRef>({
      query: (ref) => ({ url: '/notes/list', params: ref }),
      transformResponse: (r: { data: TNote[] }) => r.data,
      providesTags: (_r, _e, ref) => [noteListTag(ref)],
    }),
    createNote: build.mutation<TNote, TNoteCreate>({
      query: (body) => ({ url: '/notes/create', method: 'POST', body }),
      transformResponse: (r: { data: TNote }) => r.data,
      invalidatesTags: (_r, _e, b) => [noteListTag(b)],
    }),
    updateNote: build.mutation<TNote, { id: string; ref: TApplicantRef; body: TNoteUpdate }>({
      query: ({ id, body }) => ({ url: `/notes/update/${id}`, method: 'PUT', body }),
      transformResponse: (r: { data: TNote }) => r.data,
      invalidatesTags: (_r, _e, a) => [noteListTag(a.ref), { type: 'Note', id: a.id }],
    }),
    deleteNote: build.mutation<{ message: string }, { id: string; ref: TApplicantRef }>({
      query: ({ id }) => ({ url: `/notes/delete/${id}`, method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: (_r, _e, a) => [noteListTag(a.ref)],
    }),
    noteHistory: build.query<TNoteRevision[], string>({
      query: (id) => `/notes/history/${id}`,
      transformResponse: (r: { data: TNoteRevision[] }) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Note', id }],
    }),
    mentionable: build.query<TMentionableUser[], TApplicantRef & { q: string }>({
      query: (params) => ({ url: '/notes/mentionable', params }),
      transformResponse: (r: { data: TMentionableUser[] }) => r.data,
      keepUnusedDataFor: 30,
    }),
    listNotifications: build.query<TNotificationList, void>({
      query: () => '/notifications/list',
      transformResponse: (r: { data: TNotificationList }) => r.data,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    readNotifications: build.mutation<{ unread: number }, TNotificationsRead>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
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
