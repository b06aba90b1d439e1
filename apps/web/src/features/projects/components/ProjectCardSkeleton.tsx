/** The shape of a project card while the list loads, so the page does not jump when it arrives. */
export function ProjectCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <div className="flex gap-3.5">
        <div className="size-12 rounded-xl bg-stone-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-2/3 rounded bg-stone-200" />
          <div className="h-3 w-1/3 rounded bg-stone-100" />
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3.5 w-full rounded bg-stone-100" />
        <div className="h-3.5 w-4/5 rounded bg-stone-100" />
      </div>
      <div className="mt-4 flex gap-2">
        <div className="h-7 w-32 rounded-lg bg-emerald-50" />
        <div className="h-7 w-28 rounded-lg bg-emerald-50" />
      </div>
      <div className="mt-5 h-3.5 w-1/2 rounded bg-stone-100" />
    </div>
  );
}
