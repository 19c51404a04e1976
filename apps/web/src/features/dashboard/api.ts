import type { TDashboard } from '@ats/contract';
import { DASHBOARD_PATHS } from '@ats/contract';
import { apiUrl } from '../../shared/api-url';
import { baseApi } from '../../shared/base-api';

interface DashboardArg {
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

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<TDashboard, DashboardArg>({
      query: (arg) => ({ url: apiUrl(DASHBOARD_PATHS.summary), params: clean(arg) }),
      transformResponse: (r: { data: TDashboard }) => r.data,
    }),
  }),
});
export const { useGetDashboardQuery } = dashboardApi;
