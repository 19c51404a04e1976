import type { TDataExport, TDataExportCreate } from '@ats/contract';
import { DATA_EXPORT_PATHS } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

/**
 * A contract path relative to the API base (`/api`), params encoded. Written here rather than
 * shared/api-url.ts: the candidate's status page loads no chunk more for it (bundle budget).
 */
const url = (path: string, params: Record<string, string> = {}) =>
  path.replace(/^\/api/, '').replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));

const dataExportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createDataExport: build.mutation<TDataExport, TDataExportCreate>({
      query: (body) => ({ url: url(DATA_EXPORT_PATHS.create), method: 'POST', body }),
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
    dataExport: build.query<TDataExport, string>({
      query: (id) => url(DATA_EXPORT_PATHS.get, { id }),
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
  }),
});
export const { useCreateDataExportMutation, useDataExportQuery } = dataExportsApi;

/** The candidate's own requests, from the status page (the application's cookie opens them). */
const candidateDataExportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMyData: build.mutation<TDataExport, string>({
      query: (applicantId) => ({
        url: url(DATA_EXPORT_PATHS.candidateRequests, { applicantId }),
        method: 'POST',
      }),
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
    myDataExport: build.query<TDataExport, { applicantId: string; id: string }>({
      query: ({ applicantId, id }) => url(DATA_EXPORT_PATHS.candidateRequest, { applicantId, id }),
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
  }),
});
export const { useRequestMyDataMutation, useMyDataExportQuery } = candidateDataExportsApi;
