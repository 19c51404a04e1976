import { ExperienceFigures } from './experience-figures';
import type { FigureProps } from './figure-props';
import { RequisitionFigures } from './requisition-figures';
import { SourceFigures } from './source-figures';
import { SpeedFigures } from './speed-figures';

/** Every chart of the dashboard, in reading order. */
export const DashboardFigures = (p: FigureProps) => (
  <>
    <RequisitionFigures {...p} />
    <SpeedFigures {...p} />
    <SourceFigures {...p} />
    <ExperienceFigures {...p} />
  </>
);
