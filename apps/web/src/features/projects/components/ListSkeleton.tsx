/** Rows of grey bars while a list on the project page loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse space-y-4">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={index} className="flex gap-3">
          <div className="size-9 shrink-0 rounded-full bg-stone-200" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-3.5 w-1/3 rounded bg-stone-200" />
            <div className="h-3.5 w-4/5 rounded bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
