import type { TSessionUser } from '@sidecamp/domain';
import { ChevronDown } from 'lucide-react';

/** The account button's look, shared by the menu's trigger and its stand-in. */
export const ACCOUNT_CHIP_BUTTON =
  'flex cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600 data-[focus-visible]:outline-2 data-[focus-visible]:outline-pine-600';

/**
 * The person's picture (or initial) and name: the account menu's button, and its stand-in while it
 * loads. The button is named by what it shows (the name, then "account menu" for screen readers
 * only), not by an aria-label that would say something else than the visible text (WCAG 2.5.3).
 */
export function AccountChip({ profile, menuLabel }: { profile: TSessionUser; menuLabel: string }) {
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
      <span className="max-w-32 min-w-0 truncate max-sm:sr-only">{profile.nickname}</span>
      <span className="sr-only">{menuLabel}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-stone-500 max-sm:hidden" />
    </>
  );
}
