import type { TAxisScore } from '@sidecamp/domain';
import { IDEA_ANALYSIS_AXES } from '@sidecamp/domain/core';
import {
  Chart as ChartJS,
  Filler,
  Legend,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { Radar } from 'react-chartjs-2';

ChartJS.register(RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend);

/**
 * The eight axis scores as a radar (Chart.js). The same figures are in the list beside it, so the
 * chart is decoration for people who read it at a glance and hidden from screen readers.
 */
export function AxisRadar({ axes, label }: { axes: readonly TAxisScore[]; label: string }) {
  return (
    <div aria-hidden="true" className="mx-auto aspect-square w-full max-w-sm">
      <Radar
        data={{
          labels: axes.map((axis) => IDEA_ANALYSIS_AXES.label(axis.axis)),
          datasets: [
            {
              label,
              data: axes.map((axis) => axis.score),
              backgroundColor: 'rgba(22, 100, 69, 0.18)',
              borderColor: '#166445',
              pointBackgroundColor: '#166445',
              borderWidth: 2,
            },
          ],
        }}
        options={{
          animation: false,
          maintainAspectRatio: true,
          scales: { r: { min: 0, max: 100, ticks: { stepSize: 25, display: false } } },
          plugins: { legend: { display: false } },
        }}
      />
    </div>
  );
}
