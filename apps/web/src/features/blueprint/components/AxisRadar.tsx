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
import { useChartColours } from '../../../app/theme/theme';

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
  const colours = useChartColours();
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
              backgroundColor: colours.primaryFill,
              borderColor: colours.primary,
              pointBackgroundColor: colours.primary,
              borderWidth: 2,
            },
            ...(compare
              ? [
                  {
                    label: compare.label,
                    data: scoresOf(compare.axes),
                    backgroundColor: colours.compareFill,
                    borderColor: colours.compare,
                    pointBackgroundColor: colours.compare,
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
          scales: {
            r: {
              min: 0,
              max: 100,
              ticks: { stepSize: 25, display: false },
              grid: { color: colours.grid },
              angleLines: { color: colours.grid },
              pointLabels: { color: colours.text },
            },
          },
          plugins: {
            legend: {
              display: compare !== undefined,
              position: 'bottom',
              labels: { color: colours.text },
            },
          },
        }}
      />
    </div>
  );
}
