import type { TDashboard } from '@ats/contract';

interface FigureFilters {
  lobId?: string | undefined;
  requisitionId?: string | undefined;
}

/** What each group of dashboard figures gets. */
export interface FigureProps {
  data: TDashboard | undefined;
  loading: boolean;
  filters: FigureFilters;
}
