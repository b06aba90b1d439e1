import { clsx } from 'clsx';
import { NavLink } from 'react-router';

type SubNavProps = {
  label: string;
  items: readonly { to: string; label: string; end?: boolean }[];
};

/** Links between the sub-pages of one area (e.g. booths), marked with aria-current by the router. */
export function SubNav({ label, items }: SubNavProps) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 rounded-xl bg-stone-100 p-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                clsx(
                  'block rounded-lg px-3.5 py-1.5 text-sm font-medium transition-colors',
                  isActive ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
