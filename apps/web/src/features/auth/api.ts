import type { TLogin, TLoginResult, TResetPassword } from '@ats/contract';
import { AUTH_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

type Message = { message: string };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResult, TLogin>({
      query: (body) => ({ url: apiUrl(AUTH_PATHS.login), method: 'POST', body }),
      transformResponse: (r: { data: TLoginResult }) => r.data,
    }),
    /** The reset screen: the same answer whether the address exists or not. */
    requestPasswordReset: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: apiUrl(AUTH_PATHS.sendPasswordEmail), method: 'POST', body }),
      transformResponse: (r: { data: Message }) => r.data,
    }),
    resetPassword: build.mutation<Message, TResetPassword>({
      query: (body) => ({ url: apiUrl(AUTH_PATHS.resetPassword), method: 'POST', body }),
      transformResponse: (r: { data: Message }) => r.data,
    }),
  }),
});

export const { useLoginMutation, useRequestPasswordResetMutation, useResetPasswordMutation } = authApi;
