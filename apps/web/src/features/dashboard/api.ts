import type { TDashboard } from '@ats/contract';
import { baseApi } from '../../shared/base-api';

export interface DashboardArg {
  lobId?: string | undefined;
  requisitionId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
export interface PickerOption {
  id: string;
  name: string;
}

const clean = (arg: DashboardArg) =>
  Object.fromEntries(Object.entries(arg).filter(([, v]) => v !== undefined && v !== ''));

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<TDashboard, DashboardArg>({
      query: (arg) => ({ url: '/dashboard/summary', params: clean(arg) }),
      transformResponse: (r: { data: TDashboard }) => r.data,
    }),
    /** The line-of-business filter's options (GET /lobs/list, open to requisitions: view). */
    dashboardLobOptions: build.query<PickerOption[], void>({
      query: () => ({ url: '/lobs/list', params: { limit: 100, sort: 'name' } }),
      transformResponse: (r: { data: { items: PickerOption[] } }) =>
        r.data.items.map(({ id, name }) => ({ id, name })),
    }),
    /** The requisition filter's options: the 100 most recent requisitions. */
    dashboardRequisitionOptions: build.query<PickerOption[], string | undefined>({
      query: (lobId) => ({ url: '/requisitions/list', params: { limit: 100, ...(lobId ? { lobId } : {}) } }),
      transformResponse: (r: { data: { items: { id: string; name: string; requisitionUid: string }[] } }) =>
        r.data.items.map((i) => ({ id: i.id, name: `${i.requisitionUid} · ${i.name}` })),
    }),
  }),
});
export const { useGetDashboardQuery, useDashboardLobOptionsQuery, useDashboardRequisitionOptionsQuery } =
  dashboardApi;
