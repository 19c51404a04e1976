import type {
  TApplicantStatus,
  TListPage,
  TPipelineBoard,
  TPipelineCard,
  TPipelineMove,
} from '@ats/contract';
import { PIPELINE_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

const pipelineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pipelineBoard: build.query<TPipelineBoard, string>({
      query: (id) => apiUrl(PIPELINE_PATHS.board, { id }),
      transformResponse: (r: { data: TPipelineBoard }) => r.data,
      providesTags: (_r, _e, id) => [
        { type: 'RequisitionApplicant', id: 'LIST' },
        { type: 'Requisition', id },
      ],
    }),
    pipelineColumn: build.query<
      TListPage<TPipelineCard>,
      { id: string; status: TApplicantStatus; paginationKey: string }
    >({
      query: ({ id, status, paginationKey }) => ({
        url: apiUrl(PIPELINE_PATHS.column, { id }),
        params: { status, paginationKey },
      }),
      transformResponse: (r: { data: TListPage<TPipelineCard> }) => r.data,
    }),
    movePipelineCard: build.mutation<
      { moved: boolean; message: string },
      { id: string; body: TPipelineMove }
    >({
      query: ({ id, body }) => ({ url: apiUrl(PIPELINE_PATHS.move, { id }), method: 'POST', body }),
      transformResponse: (r: { data: { moved: boolean; message: string } }) => r.data,
      invalidatesTags: (_r, _e, { id, body }) => [
        { type: 'RequisitionApplicant', id: 'LIST' },
        { type: 'RequisitionApplicant', id: body.applicantId },
        { type: 'Requisition', id },
        { type: 'Requisition', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePipelineBoardQuery, useLazyPipelineColumnQuery, useMovePipelineCardMutation } = pipelineApi;
