import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { niceStep, WpmChart } from './wpm-chart';

const points = [
  { second: 1, raw: 48, net: 40, errors: 0 },
  { second: 2, raw: 60, net: 44, errors: 2 },
  { second: 3, raw: 54, net: 46, errors: 0 },
];

afterEach(cleanup);

describe('WPM chart', () => {
  it('describes the series to screen readers and marks each second with errors', () => {
    render(<WpmChart points={points} />);
    const chart = screen.getByRole('img', { name: /Words per minute over time/ });
    expect(chart.textContent).toContain('Net WPM peaks at 46, ends at 46. 2 errors in 1 second.');
    // One cross (two lines) per second with errors.
    expect(chart.querySelectorAll('g[stroke] > line')).toHaveLength(2);
  });

  it('offers the same figures as a table', () => {
    render(<WpmChart points={points} />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const cells = [...(rows[2]?.querySelectorAll('td') ?? [])].map((c) => c.textContent);
    expect(cells).toEqual(['2', '44', '60', '2']);
  });

  it('says so when nothing was typed', () => {
    render(<WpmChart points={[]} />);
    expect(screen.getByText('No keystrokes were recorded.')).toBeTruthy();
  });

  it('picks round tick steps', () => {
    expect(niceStep(100, 4)).toBe(50);
    expect(niceStep(60, 6)).toBe(10);
    expect(niceStep(7, 6)).toBe(2);
  });
});
