import {
  ASSESSMENT_TEMPLATE_PATHS as P,
  type TAssessmentKind,
  type TAssessmentTemplate,
  type TAssessmentTemplateCreate,
  type TListPage,
} from '@ats/contract';
import { baseApi, listTags, rowTags } from '../../shared/base-api';
import { keysetPaging, keysetRequest, type ListQueryArg, unwrapList } from '../../shared/list';

const path = (p: string, id = '') => p.replace(/^\/api\//, '').replace(':id', encodeURIComponent(id));
type One = { data: TAssessmentTemplate };
const unwrap = (r: One) => r.data;

/** Language and writing templates (Talent Discovery → Assessment Templates). */
const assessmentTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAssessmentTemplates: build.infiniteQuery<
      TListPage<TAssessmentTemplate>,
      ListQueryArg & { kind?: TAssessmentKind },
      string | null
    >({
      query: ({ queryArg, pageParam }) => keysetRequest(path(P.list))({ queryArg, pageParam }),
      transformResponse: unwrapList<TAssessmentTemplate>,
      infiniteQueryOptions: keysetPaging<TAssessmentTemplate>(),
      providesTags: listTags('AssessmentTemplate'),
    }),
    getAssessmentTemplate: build.query<TAssessmentTemplate, string>({
      query: (id) => path(P.get, id),
      transformResponse: unwrap,
      providesTags: (_r, _e, id) => [{ type: 'AssessmentTemplate', id }],
    }),
    createAssessmentTemplate: build.mutation<TAssessmentTemplate, TAssessmentTemplateCreate>({
      query: (body) => ({ url: path(P.create), method: 'POST', body }),
      transformResponse: unwrap,
      invalidatesTags: [{ type: 'AssessmentTemplate', id: 'LIST' }],
    }),
    updateAssessmentTemplate: build.mutation<
      TAssessmentTemplate,
      { id: string; body: TAssessmentTemplateCreate }
    >({
      query: ({ id, body }) => ({ url: path(P.update, id), method: 'PUT', body }),
      transformResponse: unwrap,
      invalidatesTags: rowTags('AssessmentTemplate'),
    }),
    deleteAssessmentTemplate: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: path(P.delete, id), method: 'DELETE' }),
      transformResponse: (r: { data: { message: string } }) => r.data,
      invalidatesTags: rowTags('AssessmentTemplate'),
    }),
  }),
});

export const {
  useListAssessmentTemplatesInfiniteQuery,
  useGetAssessmentTemplateQuery,
  useCreateAssessmentTemplateMutation,
  useUpdateAssessmentTemplateMutation,
  useDeleteAssessmentTemplateMutation,
} = assessmentTemplatesApi;
