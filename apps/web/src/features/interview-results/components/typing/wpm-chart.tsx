import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState } from 'react';

/** The chart is drawn at its real width, so its labels keep their size on a phone. */
const useWidth = (fallback: number) => {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => {
      if (e) setWidth(Math.max(260, Math.round(e.contentRect.width)));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
};

export interface WpmPoint {
  second: number;
  raw: number;
  net: number;
  errors: number;
}

const H = 220;
const PAD = { left: 40, right: 12, top: 18, bottom: 30 };

/** A tick step that gives about `target` ticks over `max` (1, 2, 5 × 10ⁿ). */
export const niceStep = (max: number, target: number) => {
  const rough = Math.max(max, 1) / target;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const n = rough / mag;
  return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * mag;
};

const path = (pts: [number, number][]) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/**
 * Words per minute over the test, one point per second: raw (every typed character) and net
 * (correct words), with the seconds that had errors marked. A small SVG (no chart library in
 * the bundle); the same figures are available as a table for screen readers and for copying.
 */
export const WpmChart = ({ points }: { points: WpmPoint[] }) => {
  const theme = useTheme();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const [box, W] = useWidth(640);
  if (!points.length) return <Typography color="text.secondary">No keystrokes were recorded.</Typography>;

  const lastSecond = Math.max(...points.map((p) => p.second));
  const maxWpm = Math.max(10, ...points.map((p) => Math.max(p.raw, p.net)));
  const yStep = niceStep(maxWpm, 4);
  const yMax = Math.ceil(maxWpm / yStep) * yStep;
  const xStep = niceStep(lastSecond, W < 480 ? 4 : 6);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (s: number) => PAD.left + (lastSecond > 1 ? ((s - 1) / (lastSecond - 1)) * innerW : innerW / 2);
  const y = (v: number) => PAD.top + innerH - (v / yMax) * innerH;
  const yTicks = Array.from({ length: Math.round(yMax / yStep) + 1 }, (_, i) => i * yStep);
  const xTicks = Array.from({ length: Math.floor(lastSecond / xStep) + 1 }, (_, i) => i * xStep).filter(
    (s) => s >= 1,
  );
  const errorSeconds = points.filter((p) => p.errors > 0);
  const totalErrors = errorSeconds.reduce((n, p) => n + p.errors, 0);
  const peakNet = Math.max(...points.map((p) => p.net));
  const c = {
    net: theme.palette.primary.main,
    raw: theme.palette.text.secondary,
    error: theme.palette.error.main,
    grid: theme.palette.divider,
    text: theme.palette.text.secondary,
  };

  return (
    <Box component="figure" ref={box} sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
      >
        <title id={titleId}>Words per minute over time</title>
        <desc id={descId}>
          {`${points.length} seconds. Net WPM peaks at ${peakNet}, ends at ${points.at(-1)?.net}. ` +
            `${totalErrors} error${totalErrors === 1 ? '' : 's'} in ${errorSeconds.length} second${
              errorSeconds.length === 1 ? '' : 's'
            }.`}
        </desc>
        {yTicks.map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke={c.grid} />
            <text x={PAD.left - 6} y={y(v) + 4} fontSize="11" textAnchor="end" fill={c.text}>
              {v}
            </text>
          </g>
        ))}
        {xTicks.map((s) => (
          <text
            key={`x${s}`}
            x={x(s)}
            y={H - PAD.bottom + 16}
            fontSize="11"
            textAnchor="middle"
            fill={c.text}
          >
            {s}s
          </text>
        ))}
        <path
          d={path(points.map((p) => [x(p.second), y(p.raw)]))}
          fill="none"
          stroke={c.raw}
          strokeWidth="1.5"
          strokeDasharray="5 4"
        />
        <path
          d={path(points.map((p) => [x(p.second), y(p.net)]))}
          fill="none"
          stroke={c.net}
          strokeWidth="2.5"
        />
        {errorSeconds.map((p) => {
          const cx = x(p.second);
          const cy = y(p.raw);
          return (
            <g key={`e${p.second}`} stroke={c.error} strokeWidth="2">
              <line x1={cx - 4} y1={cy - 4} x2={cx + 4} y2={cy + 4} />
              <line x1={cx - 4} y1={cy + 4} x2={cx + 4} y2={cy - 4} />
            </g>
          );
        })}
      </Box>
      <Box
        component="figcaption"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
      >
        <Legend color={c.net} label="Net WPM" />
        <Legend color={c.raw} label="Raw WPM" dashed />
        <Legend color={c.error} label="Seconds with errors" cross />
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
      </Box>
      {showTable && (
        <TableContainer
          id={tableId}
          // It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
          tabIndex={0}
          role="region"
          aria-label="Words per minute by second, table"
          sx={{ maxHeight: 320, mt: 1 }}
        >
          <Table size="small" stickyHeader aria-label="Words per minute by second">
            <TableHead>
              <TableRow>
                <TableCell>Second</TableCell>
                <TableCell align="right">Net WPM</TableCell>
                <TableCell align="right">Raw WPM</TableCell>
                <TableCell align="right">Errors</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((p) => (
                <TableRow key={p.second}>
                  <TableCell>{p.second}</TableCell>
                  <TableCell align="right">{p.net}</TableCell>
                  <TableCell align="right">{p.raw}</TableCell>
                  <TableCell align="right">{p.errors}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};

const Legend = ({
  color,
  label,
  dashed,
  cross,
}: {
  color: string;
  label: string;
  dashed?: boolean;
  cross?: boolean;
}) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
    <svg width="22" height="10" aria-hidden="true">
      {cross ? (
        <g stroke={color} strokeWidth="2">
          <line x1="7" y1="1" x2="15" y2="9" />
          <line x1="7" y1="9" x2="15" y2="1" />
        </g>
      ) : (
        <line
          x1="0"
          y1="5"
          x2="22"
          y2="5"
          stroke={color}
          strokeWidth={dashed ? 1.5 : 2.5}
          strokeDasharray={dashed ? '5 4' : undefined}
        />
      )}
    </svg>
    <Typography variant="body2">{label}</Typography>
  </Box>
);
