/** The three camps that organise the product (spec point 1). */
export type Camp = 'connect' | 'make' | 'launch';

/** Tailwind classes per camp, spelled out in full so Tailwind's scanner finds them. */
export const CAMP_STYLES: Record<
  Camp,
  { text: string; soft: string; dot: string; ring: string; ink: string }
> = {
  connect: {
    text: 'text-connect',
    soft: 'bg-connect-soft',
    dot: 'bg-connect',
    ring: 'ring-indigo-200',
    ink: 'text-connect-ink',
  },
  make: {
    text: 'text-make',
    soft: 'bg-make-soft',
    dot: 'bg-make',
    ring: 'ring-emerald-200',
    ink: 'text-make-ink',
  },
  launch: {
    text: 'text-launch',
    soft: 'bg-launch-soft',
    dot: 'bg-launch',
    ring: 'ring-orange-200',
    ink: 'text-launch-ink',
  },
};
