/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-8">
      <span className="sr-only">{label}</span>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <div className="h-36 bg-stone-200/80 sm:h-48" />
        <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
          <div className="-mt-12 size-24 rounded-full bg-stone-300 ring-4 ring-white sm:size-28" />
          <div className="flex-1 space-y-3">
            <div className="h-7 w-48 rounded bg-stone-200" />
            <div className="h-4 w-64 max-w-full rounded bg-stone-200" />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="h-64 rounded-2xl bg-stone-200/70" />
        <div className="h-64 rounded-2xl bg-stone-200/70" />
      </div>
    </div>
  );
}
