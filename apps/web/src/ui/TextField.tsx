import { clsx } from 'clsx';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';

type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'isInvalid'> & {
  label: string;
  description?: string;
  /** The message to show; the field is marked invalid whenever one is given. */
  error?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  className?: string;
};

const CONTROL =
  'w-full rounded-lg border bg-white px-3 text-[15px] text-stone-900 placeholder:text-stone-400 transition-colors outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25';

/** A labelled text input with its description and error wired up for screen readers. */
export function TextField({
  label,
  description,
  error,
  placeholder,
  multiline,
  rows = 5,
  className,
  ...props
}: TextFieldProps) {
  const invalid = Boolean(error);
  return (
    <AriaTextField
      {...props}
      isInvalid={invalid}
      validationBehavior="aria"
      className={clsx('flex flex-col gap-1.5', className)}
    >
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      {multiline ? (
        <TextArea
          rows={rows}
          placeholder={placeholder}
          className={clsx(CONTROL, 'py-2.5', invalid ? 'border-red-500' : 'border-stone-300')}
        />
      ) : (
        <Input
          placeholder={placeholder}
          className={clsx(CONTROL, 'h-11', invalid ? 'border-red-500' : 'border-stone-300')}
        />
      )}
      {description && !invalid && (
        <Text slot="description" className="text-sm text-stone-500">
          {description}
        </Text>
      )}
      <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
    </AriaTextField>
  );
}
