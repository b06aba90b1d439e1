import type { FormEvent, ReactNode } from 'react';

/** A step with fields is a form (Enter saves and continues); the others are plain containers. */
export function StepForm({
  hasFields,
  onSubmit,
  className,
  children,
}: {
  hasFields: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return hasFields ? (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
    </form>
  ) : (
    <div className={className}>{children}</div>
  );
}
