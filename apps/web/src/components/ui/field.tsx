import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: string | null;
}

export type TextInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    type?: 'text' | 'email' | 'password' | 'search' | 'number' | 'tel' | 'url';
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input with an optional hint and error, wired with aria-describedby. */
export function TextInput({ label, hint, error, id, className, type = 'text', ...rest }: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <input
        {...rest}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, hint, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <label htmlFor={inputId} className={['check', className].filter(Boolean).join(' ')}>
      <input {...rest} id={inputId} type="checkbox" aria-describedby={hintId} />
      <span className="check-text">
        <span>{label}</span>
        {hint ? (
          <span id={hintId} className="field-hint">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export interface SelectProps extends FieldProps {
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  id?: string;
  name?: string;
}

export function Select({ label, hint, error, value, onChange, options, id, name }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId} className="field-label">
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <select
        id={selectId}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hintId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
