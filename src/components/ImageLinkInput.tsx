import { useId, type KeyboardEvent } from 'react';

interface ImageLinkInputProps {
  /** The label, read by screen readers only: the field sits beside the image it sets. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The « lien vers une image » field of the card and board editors. */
export function ImageLinkInput({ label, placeholder, value, onChange, onKeyDown }: ImageLinkInputProps) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="url"
        inputMode="url"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
