import type { TDataExport, TDataExportCreate } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

export const dataExportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createDataExport: build.mutation<TDataExport, TDataExportCreate>({
      query: (body) => ({ url: '/data-exports/create', method: 'POST', body }),
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
    dataExport: build.query<TDataExport, string>({
      query: (id) => `/data-exports/get/${id}`,
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
  }),
});
export const { useCreateDataExportMutation, useDataExportQuery } = dataExportsApi;

/** The candidate's own requests, from the status page (the application's cookie opens them). */
export const candidateDataExportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestMyData: build.mutation<TDataExport, string>({
      query: (applicantId) => ({ url: `/data-exports/candidate/${applicantId}`, method: 'POST' }),
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
    myDataExport: build.query<TDataExport, { applicantId: string; id: string }>({
      query: ({ applicantId, id }) => `/data-exports/candidate/${applicantId}/${id}`,
      transformResponse: (r: { data: TDataExport }) => r.data,
    }),
  }),
});
export const { useRequestMyDataMutation, useMyDataExportQuery } = candidateDataExportsApi;
