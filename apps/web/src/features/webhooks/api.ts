import type {
  TListPage,
  TWebhookDelivery,
  TWebhookEndpoint,
  TWebhookEndpointCreate,
  TWebhookEndpointCreated,
  TWebhookEndpointUpdate,
} from '@ats/contract';
import { WEBHOOK_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

type Data<T> = { data: T };

const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    webhookEndpoints: build.query<TWebhookEndpoint[], void>({
      query: () => apiUrl(WEBHOOK_PATHS.list),
      transformResponse: (r: Data<TWebhookEndpoint[]>) => r.data,
      providesTags: (r) => [
        { type: 'WebhookEndpoint', id: 'LIST' },
        ...(r ?? []).map((e) => ({ type: 'WebhookEndpoint' as const, id: e.id })),
      ],
    }),
    webhookEndpoint: build.query<TWebhookEndpoint, string>({
      query: (id) => apiUrl(WEBHOOK_PATHS.get, { id }),
      transformResponse: (r: Data<TWebhookEndpoint>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'WebhookEndpoint', id }],
    }),
    createWebhookEndpoint: build.mutation<TWebhookEndpointCreated, TWebhookEndpointCreate>({
      query: (body) => ({ url: apiUrl(WEBHOOK_PATHS.create), method: 'POST', body }),
      transformResponse: (r: Data<TWebhookEndpointCreated>) => r.data,
      invalidatesTags: [{ type: 'WebhookEndpoint', id: 'LIST' }],
    }),
    updateWebhookEndpoint: build.mutation<TWebhookEndpoint, { id: string; body: TWebhookEndpointUpdate }>({
      query: ({ id, body }) => ({ url: apiUrl(WEBHOOK_PATHS.update, { id }), method: 'PUT', body }),
      transformResponse: (r: Data<TWebhookEndpoint>) => r.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'WebhookEndpoint', id: 'LIST' },
        { type: 'WebhookEndpoint', id },
      ],
    }),
    deleteWebhookEndpoint: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: apiUrl(WEBHOOK_PATHS.delete, { id }), method: 'DELETE' }),
      invalidatesTags: [{ type: 'WebhookEndpoint', id: 'LIST' }],
    }),
    rotateWebhookSecret: build.mutation<{ secret: string }, string>({
      query: (id) => ({ url: apiUrl(WEBHOOK_PATHS.rotateSecret, { id }), method: 'POST' }),
      transformResponse: (r: Data<{ secret: string }>) => r.data,
      invalidatesTags: (_r, _e, id) => [{ type: 'WebhookEndpoint', id }],
    }),
    webhookSecret: build.mutation<{ secret: string }, string>({
      query: (id) => apiUrl(WEBHOOK_PATHS.secret, { id }),
      transformResponse: (r: Data<{ secret: string }>) => r.data,
    }),
    webhookDeliveries: build.query<TListPage<TWebhookDelivery>, { id: string; paginationKey?: string }>({
      query: ({ id, paginationKey }) => ({
        url: apiUrl(WEBHOOK_PATHS.deliveries, { id }),
        params: { limit: 50, ...(paginationKey ? { paginationKey } : {}) },
      }),
      transformResponse: (r: Data<TListPage<TWebhookDelivery>>) => r.data,
      providesTags: (_r, _e, { id }) => [{ type: 'WebhookDelivery', id }],
    }),
    resendWebhookDelivery: build.mutation<TWebhookDelivery, { id: string; deliveryId: string }>({
      query: ({ id, deliveryId }) => ({
        url: apiUrl(WEBHOOK_PATHS.resend, { id, deliveryId }),
        method: 'POST',
      }),
      transformResponse: (r: Data<TWebhookDelivery>) => r.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'WebhookDelivery', id }],
    }),
  }),
});
export const {
  useWebhookEndpointsQuery,
  useWebhookEndpointQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useWebhookSecretMutation,
  useWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
