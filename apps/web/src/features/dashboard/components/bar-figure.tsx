import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';

interface BarSeriesInput {
  id: string;
  label: string;
  data: number[];
  /** Series with the same stack id are stacked. */
  stack?: string;
}

interface BarFigureProps {
  categories: string[];
  series: BarSeriesInput[];
  /** Bars grow to the right, one row per category (long labels, many categories). */
  horizontal?: boolean;
  /** Opens the list behind a bar. */
  onBarClick?: (categoryIndex: number, seriesId: string) => void;
  format?: (value: number | null) => string;
}

/**
 * The dashboard's chart (MUI X Charts), loaded in its own chunk: only this module imports the
 * chart library. It is decoration over the figure's table, which carries the same data.
 */
const BarFigure = ({ categories, series, horizontal, onBarClick, format }: BarFigureProps) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const band = { scaleType: 'band' as const, data: categories };
  const labelWidth = narrow ? 96 : 170;
  const height = horizontal
    ? Math.max(180, categories.length * (series.some((s) => s.stack) ? 30 : 22 * series.length) + 90)
    : 260;
  return (
    <BarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      series={series.map((s) => ({
        id: s.id,
        label: s.label,
        data: s.data,
        ...(s.stack ? { stack: s.stack } : {}),
        ...(format ? { valueFormatter: (v: number | null) => format(v) } : {}),
      }))}
      {...(horizontal
        ? {
            yAxis: [
              {
                ...band,
                width: labelWidth,
                valueFormatter: (v: string) =>
                  v.length > (narrow ? 14 : 26) ? `${v.slice(0, narrow ? 13 : 25)}…` : v,
              },
            ],
          }
        : { xAxis: [band] })}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      {...(onBarClick
        ? {
            onItemClick: (_e: unknown, item: { dataIndex: number; seriesId: string | number }) =>
              onBarClick(item.dataIndex, String(item.seriesId)),
          }
        : {})}
      sx={onBarClick ? { '& .MuiBarChart-element': { cursor: 'pointer' } } : undefined}
    />
  );
};
export default BarFigure;
