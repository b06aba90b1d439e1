import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * A choice from 1 to 5 as a radio group (arrow keys move, each choice has a name): stars for the
 * overall rating, numbered buttons for a view point.
 */
export function ScoreChoice({
  label,
  value,
  onChange,
  error,
  look,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  look: 'stars' | 'numbers';
}) {
  const { t } = useTranslation('booths');
  return (
    <RadioGroup
      value={value === 0 ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      className={clsx(
        'flex gap-2',
        look === 'stars' ? 'flex-col' : 'flex-row flex-wrap items-center justify-between',
      )}
    >
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <div className="flex items-center gap-1">
        {SCORES.map((score) =>
          look === 'stars' ? (
            <Radio
              key={score}
              value={String(score)}
              aria-label={t('reviews.stars', { count: score })}
              className={({ isFocusVisible }) =>
                clsx(
                  'grid size-10 cursor-pointer place-items-center rounded-lg transition-colors hover:bg-amber-50',
                  isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                )
              }
            >
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-7',
                  score <= value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-300',
                )}
              />
            </Radio>
          ) : (
            <Radio
              key={score}
              value={String(score)}
              aria-label={t('reviews.scoreOf', { score, label })}
              className={({ isSelected, isFocusVisible }) =>
                clsx(
                  'grid size-9 cursor-pointer place-items-center rounded-lg text-sm font-semibold ring-1 transition-colors tabular-nums ring-inset',
                  isSelected
                    ? 'bg-amber-400 text-stone-900 ring-amber-500'
                    : 'bg-white text-stone-700 ring-stone-300 hover:bg-amber-50',
                  isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                )
              }
            >
              {score}
            </Radio>
          ),
        )}
        {look === 'stars' && (
          <span className="pl-2 text-sm font-medium text-stone-600">
            {value > 0 ? t('reviews.stars', { count: value }) : ''}
          </span>
        )}
      </div>
      {error && (
        <Text slot="errorMessage" className="text-sm font-medium text-red-700">
          {error}
        </Text>
      )}
    </RadioGroup>
  );
}
