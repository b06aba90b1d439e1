import type { ReactNode } from 'react';

/** One wizard step's card: its title, what it asks for, then its fields. */
export function StepCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="step-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id="step-title" className="text-xl font-semibold tracking-tight text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}
