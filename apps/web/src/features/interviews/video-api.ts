import { type TCandidateVideoInterview, type TComfortZoneChecks, VIDEO_PATHS } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

const url = (path: string, params: Record<string, string>) =>
  path
    .replace(/^\/api\//, '')
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
const data = <T>(r: { data: T }) => r.data;

/** The candidate's video interview calls (the chunk uploads go through `upload-answer.ts`). */
const videoInterviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    videoInterview: build.query<TCandidateVideoInterview, string>({
      query: (token) => url(VIDEO_PATHS.open, { token }),
      transformResponse: data<TCandidateVideoInterview>,
      keepUnusedDataFor: 0,
    }),
    saveVideoChecks: build.mutation<unknown, { token: string; checks: TComfortZoneChecks }>({
      query: ({ token, checks }) => ({
        url: url(VIDEO_PATHS.checks, { token }),
        method: 'PUT',
        body: checks,
      }),
    }),
  }),
});

export const { useVideoInterviewQuery, useSaveVideoChecksMutation } = videoInterviewsApi;
