import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useChartColours } from '../../../app/theme/theme';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/**
 * One choice question's counts as horizontal bars (Chart.js, loaded only on a results page). The
 * same counts are in the table beside it, so the chart is hidden from screen readers.
 */
export function ResultsChart({ options }: { options: readonly { label: string; count: number }[] }) {
  const colours = useChartColours();
  return (
    <div
      aria-hidden="true"
      className="relative w-full"
      style={{ height: `${Math.max(2, options.length) * 2.5 + 1}rem` }}
    >
      <Bar
        data={{
          labels: options.map((option) => option.label),
          datasets: [
            {
              data: options.map((option) => option.count),
              backgroundColor: colours.primaryBar,
              borderRadius: 4,
              maxBarThickness: 28,
            },
          ],
        }}
        options={{
          indexAxis: 'y',
          animation: false,
          maintainAspectRatio: false,
          scales: {
            x: {
              beginAtZero: true,
              ticks: { precision: 0, color: colours.text },
              grid: { color: colours.grid },
            },
            y: { ticks: { color: colours.text }, grid: { color: colours.grid } },
          },
          plugins: { legend: { display: false } },
        }}
      />
    </div>
  );
}
