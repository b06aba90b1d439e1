/** Shown while a page's code or translations load; shaped like a page so nothing jumps. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">{label}</span>
      <div className="h-3 w-24 rounded bg-stone-200" />
      <div className="h-8 w-72 max-w-full rounded bg-stone-200" />
      <div className="h-4 w-[28rem] max-w-full rounded bg-stone-200" />
      <div className="h-64 rounded-2xl bg-stone-200/70" />
    </div>
  );
}
