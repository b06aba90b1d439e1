import { IDEA_ANALYSIS_AXES, type IdeaAnalysisAxis } from '@sidecamp/domain/core';
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

type Scores = readonly { axis: IdeaAnalysisAxis; score: number }[];

/**
 * The eight axis scores as a radar (Chart.js), optionally over a competitor's. The same figures are
 * in the list or table beside it, so the chart is decoration for people who read it at a glance
 * and hidden from screen readers.
 */
export function AxisRadar({
  axes,
  label,
  compare,
}: {
  axes: Scores;
  label: string;
  compare?: { axes: Scores; label: string } | undefined;
}) {
  const scoresOf = (scores: Scores) =>
    IDEA_ANALYSIS_AXES.codes.map((axis) => scores.find((entry) => entry.axis === axis)?.score ?? 0);
  return (
    <div aria-hidden="true" className="mx-auto aspect-square w-full max-w-sm">
      <Radar
        data={{
          labels: IDEA_ANALYSIS_AXES.codes.map((axis) => IDEA_ANALYSIS_AXES.label(axis)),
          datasets: [
            {
              label,
              data: scoresOf(axes),
              backgroundColor: 'rgba(22, 100, 69, 0.18)',
              borderColor: '#166445',
              pointBackgroundColor: '#166445',
              borderWidth: 2,
            },
            ...(compare
              ? [
                  {
                    label: compare.label,
                    data: scoresOf(compare.axes),
                    backgroundColor: 'rgba(217, 119, 6, 0.12)',
                    borderColor: '#b45309',
                    pointBackgroundColor: '#b45309',
                    borderDash: [5, 4],
                    borderWidth: 2,
                  },
                ]
              : []),
          ],
        }}
        options={{
          animation: false,
          maintainAspectRatio: true,
          scales: { r: { min: 0, max: 100, ticks: { stepSize: 25, display: false } } },
          plugins: { legend: { display: compare !== undefined, position: 'bottom' } },
        }}
      />
    </div>
  );
}
