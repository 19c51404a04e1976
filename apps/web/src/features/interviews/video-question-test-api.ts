import {
  type TTestResultCreate,
  type TVideoQuestionTestCreated,
  type TVideoQuestionTestOpen,
  VIDEO_QUESTION_TEST_PATHS,
} from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const path = (p: string) => p.replace(/^\/api\//, '');
const data = <T>(r: { data: T }) => r.data;

/** The video question test page (a pilot by email): open and create; uploads use `upload-answer.ts`. */
const videoQuestionTestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    videoQuestionTestOpen: build.query<TVideoQuestionTestOpen, string>({
      query: (referenceId) =>
        path(VIDEO_QUESTION_TEST_PATHS.open).replace(':referenceId', encodeURIComponent(referenceId)),
      transformResponse: data<TVideoQuestionTestOpen>,
    }),
    createVideoQuestionTest: build.mutation<TVideoQuestionTestCreated, TTestResultCreate>({
      query: (body) => ({ url: path(VIDEO_QUESTION_TEST_PATHS.create), method: 'POST', body }),
      transformResponse: data<TVideoQuestionTestCreated>,
    }),
  }),
});

export const { useVideoQuestionTestOpenQuery, useCreateVideoQuestionTestMutation } = videoQuestionTestApi;
