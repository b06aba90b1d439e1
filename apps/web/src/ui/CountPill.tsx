/**
 * A count in a button ("Like 12"): the number shows, and its unit ("likes") is read out after it.
 * Buttons that carry one are named by what they show plus such words for screen readers, never by
 * an aria-label that says something else than the visible text (WCAG 2.5.3, label in name).
 */
export function CountPill({ value, unit }: { value: string; unit: string }) {
  return (
    <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums">
      {value}
      <span className="sr-only"> {unit}</span>
    </span>
  );
}

/** Words a screen reader hears where a sighted person sees the context ("Like" + " this booth"). */
export function Unseen({ children }: { children: string }) {
  return <span className="sr-only"> {children}</span>;
}
