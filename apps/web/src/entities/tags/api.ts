import type { TApplicantKind, TApplicantRef } from '@ats/contract';
import { TAG_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const tagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicantTags: build.query<string[], TApplicantRef>({
      query: (params) => ({ url: apiUrl(TAG_PATHS.of), params }),
      transformResponse: (r: { data: string[] }) => r.data,
      providesTags: (_r, _e, a) => [{ type: 'Tag', id: `${a.applicantKind}:${a.applicantId}` }],
    }),
    setApplicantTags: build.mutation<string[], TApplicantRef & { tags: string[] }>({
      query: (body) => ({ url: apiUrl(TAG_PATHS.set), method: 'PUT', body }),
      transformResponse: (r: { data: string[] }) => r.data,
      // The trackers' lists and the applicant's timeline show the change too.
      invalidatesTags: (_r, _e, a) => [
        { type: 'Tag', id: `${a.applicantKind}:${a.applicantId}` },
        { type: 'Tag', id: `options:${a.applicantKind}` },
        a.applicantKind === 'manual'
          ? { type: 'Applicant', id: a.applicantId }
          : { type: 'RequisitionApplicant', id: a.applicantId },
      ],
    }),
    tagOptions: build.query<string[], TApplicantKind>({
      query: (applicantKind) => ({ url: apiUrl(TAG_PATHS.options), params: { applicantKind } }),
      transformResponse: (r: { data: string[] }) => r.data,
      providesTags: (_r, _e, kind) => [{ type: 'Tag', id: `options:${kind}` }],
    }),
  }),
});

export const { useApplicantTagsQuery, useSetApplicantTagsMutation, useTagOptionsQuery } = tagsApi;
