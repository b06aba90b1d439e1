/** The shape of a booth card while a list loads, so the page does not jump when it arrives. */
export function BoothCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <div className="flex gap-3.5">
        <div className="size-12 rounded-xl bg-stone-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-2/3 rounded bg-stone-200" />
          <div className="h-3 w-1/3 rounded bg-stone-100" />
        </div>
      </div>
      <div className="mt-3 h-4 w-3/4 rounded bg-stone-200" />
      <div className="mt-2 space-y-2">
        <div className="h-3.5 w-full rounded bg-stone-100" />
        <div className="h-3.5 w-4/5 rounded bg-stone-100" />
      </div>
      <div className="mt-5 flex gap-3">
        <div className="h-5 w-24 rounded-full bg-orange-50" />
        <div className="h-4 w-16 rounded bg-stone-100" />
        <div className="h-4 w-24 rounded bg-stone-100" />
      </div>
    </div>
  );
}
