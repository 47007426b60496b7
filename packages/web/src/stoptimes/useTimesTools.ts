// The calculation fields (speed default 60 km/h, waiting default 0 s) and their format errors, which
// show under a field until it gets focus again.
import { useState } from 'react';
import { timesFieldErrors } from '@ruta/gtfs/schema';

export type ToolField = 'speed' | 'waiting';

export function useTimesTools() {
  const [values, setValues] = useState<Record<ToolField, string>>({ speed: '60', waiting: '0' });
  const [errors, setErrors] = useState<Record<ToolField, boolean>>({ speed: false, waiting: false });
  return {
    values,
    errors,
    set: (field: ToolField, value: string) => setValues((v) => ({ ...v, [field]: value })),
    clearError: (field: ToolField) => setErrors((e) => ({ ...e, [field]: false })),
    /** True when both fields are numbers; otherwise their errors show. */
    check: () => {
      const bad = timesFieldErrors(values.speed, values.waiting);
      setErrors({ speed: bad.includes('speed'), waiting: bad.includes('waiting') });
      return bad.length === 0;
    },
  };
}
