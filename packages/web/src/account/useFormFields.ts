import { useState, type ChangeEvent } from 'react';

/**
 * The values of a form's text inputs and the errors found in them; typing in an input clears its
 * error, so a message never outlives the value it was about.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const bind = (field: keyof V) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  return { values, errors, setErrors, bind };
}
