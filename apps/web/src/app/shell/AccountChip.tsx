import type { TSessionUser } from '@sidecamp/domain';
import { ChevronDown } from 'lucide-react';

/** The person's picture (or initial) and name: the account menu's button, and its stand-in while it loads. */
export function AccountChip({ profile }: { profile: TSessionUser }) {
  return (
    <>
      {profile.img ? (
        <img src={profile.img} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-pine-100 font-semibold text-pine-800"
        >
          {profile.nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="max-w-32 truncate max-sm:hidden">{profile.nickname}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-stone-500 max-sm:hidden" />
    </>
  );
}
