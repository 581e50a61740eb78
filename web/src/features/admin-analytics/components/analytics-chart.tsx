import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatValue, type ChartSpec } from '../utils/chart-specs';

// Only what these charts draw (bars, lines, two linear axes), so the rest of chart.js is
// shaken out of this lazily loaded chunk.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const hasMoney = (spec: ChartSpec) =>
  spec.series.some((series) => !series.tableOnly && series.format !== 'count');

// The canvas is a picture for sighted admins; its table (ChartTable) carries the figures.
export const AnalyticsChart = ({ spec }: { spec: ChartSpec }) => {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const drawn = spec.series.filter((series) => !series.tableOnly);
    const datasets = drawn.map((series): ChartDataset<'bar' | 'line'> => ({
      type: series.kind,
      label: series.label,
      data: series.values,
      backgroundColor: series.color,
      borderColor: series.color,
      // A horizontal chart measures along x: its datasets name their value axis there.
      [spec.horizontal ? 'xAxisID' : 'yAxisID']: series.format === 'count' ? 'count' : 'money',
      ...(series.kind === 'line' ? { order: -1, tension: 0.25, pointRadius: 2 } : {}),
    }));
    const valueAxis = spec.horizontal ? 'x' : 'y';
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: spec.labels, datasets },
      options: {
        indexAxis: spec.horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: drawn.length > 1, position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) => {
                const series = drawn[item.datasetIndex]!;
                return `${series.label}: ${formatValue(Number(item.raw), series.format)}`;
              },
            },
          },
        },
        scales: {
          [spec.horizontal ? 'y' : 'x']: { stacked: spec.stacked, grid: { display: false } },
          count: {
            axis: valueAxis,
            position: spec.horizontal ? 'bottom' : 'left',
            stacked: spec.stacked,
            beginAtZero: true,
            ticks: { precision: 0 },
          },
          ...(hasMoney(spec)
            ? {
                money: {
                  axis: valueAxis,
                  position: 'right',
                  beginAtZero: true,
                  grid: { drawOnChartArea: false },
                  // Rupees the Indian way on the axis (₹1,25,000), whatever the language.
                  // Whole rupees only: the fractional steps of empty weeks would all read ₹0 or ₹1.
                  ticks: {
                    precision: 0,
                    callback: (value) => formatValue(Number(value), 'rupees'),
                  },
                },
              }
            : {}),
        },
      },
    });
    return () => chart.destroy();
  }, [spec]);

  return (
    <div className="relative h-64 w-full sm:h-72">
      <canvas ref={canvas} role="img" aria-label={spec.title} data-chart={spec.id} />
    </div>
  );
};

export default AnalyticsChart;
