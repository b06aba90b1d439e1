import { Link } from 'react-router';

/**
 * The Sidecamp mark (a tent with an ember) and word mark, linking home. `compact` drops the word
 * on phones, where a member's bar also holds the bell, the level and the account.
 */
export function Logo({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={label}
      className="flex shrink-0 items-center gap-2 rounded-lg text-stone-900 outline-offset-4"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-pine-700" />
        <path d="M16 7 6 25h20L16 7Z" className="fill-white" />
        <path d="M16 15l-4 10h8l-4-10Z" className="fill-orange-500" />
      </svg>
      <span
        className={
          compact ? 'text-lg font-bold tracking-tight max-sm:hidden' : 'text-lg font-bold tracking-tight'
        }
      >
        Sidecamp
      </span>
    </Link>
  );
}
