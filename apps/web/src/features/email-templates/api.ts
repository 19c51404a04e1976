import type { TEmailTemplate, TEmailTemplateCreate } from '@ats/contract';
import { EMAIL_TEMPLATE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const emailTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    emailTemplates: build.query<TEmailTemplate[], void>({
      query: () => apiUrl(EMAIL_TEMPLATE_PATHS.list),
      transformResponse: (r: { data: TEmailTemplate[] }) => r.data,
      providesTags: (r) => [
        { type: 'EmailTemplate', id: 'LIST' },
        ...(r ?? []).map((t) => ({ type: 'EmailTemplate' as const, id: t.id })),
      ],
    }),
    createEmailTemplate: build.mutation<TEmailTemplate, TEmailTemplateCreate>({
      query: (body) => ({ url: apiUrl(EMAIL_TEMPLATE_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TEmailTemplate }) => r.data,
      invalidatesTags: [{ type: 'EmailTemplate', id: 'LIST' }],
    }),
    updateEmailTemplate: build.mutation<TEmailTemplate, { id: string; body: TEmailTemplateCreate }>({
      query: ({ id, body }) => ({ url: apiUrl(EMAIL_TEMPLATE_PATHS.update, { id }), method: 'PUT', body }),
      transformResponse: (r: { data: TEmailTemplate }) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'EmailTemplate', id: 'LIST' },
        { type: 'EmailTemplate', id },
      ],
    }),
    deleteEmailTemplate: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: apiUrl(EMAIL_TEMPLATE_PATHS.delete, { id }), method: 'DELETE' }),
      invalidatesTags: [{ type: 'EmailTemplate', id: 'LIST' }],
    }),
  }),
});
export const {
  useEmailTemplatesQuery,
  useCreateEmailTemplateMutation,
  useUpdateEmailTemplateMutation,
  useDeleteEmailTemplateMutation,
} = emailTemplatesApi;
