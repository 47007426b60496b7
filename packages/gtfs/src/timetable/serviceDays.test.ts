import { describe, expect, it } from 'vitest';
import { serviceDaysInWords, type ServiceCalendar } from './index.js';

const weekdays = [true, true, true, true, true, false, false];
const base: ServiceCalendar = {
  days: weekdays,
  start_date: '20170102',
  end_date: '20170630',
  added: 1,
  removed: 2,
  first_added: '20170704',
  last_added: '20170704',
};

describe('serviceDaysInWords', () => {
  it('names weekdays, the date range and the exceptions, in English and Spanish', () => {
    expect(serviceDaysInWords(base, 'en')).toBe('Mon–Fri, 2 Jan–30 Jun, 3 exceptions');
    expect(serviceDaysInWords(base, 'es')).toBe('lun–vie, 2 ene–30 jun, 3 excepciones');
  });
  it('lists short runs day by day, and says every day or none', () => {
    const days = (d: boolean[]) => ({ ...base, days: d, added: 0, removed: 1 });
    expect(serviceDaysInWords(days([false, false, false, false, false, true, true]), 'en')).toBe(
      'Sat, Sun, 2 Jan–30 Jun, 1 exception',
    );
    expect(serviceDaysInWords(days([true, false, true, true, true, true, false]), 'es')).toBe(
      'lun, mié–sáb, 2 ene–30 jun, 1 excepción',
    );
    expect(serviceDaysInWords({ ...days(Array(7).fill(true) as boolean[]), removed: 0 }, 'en')).toBe(
      'every day, 2 Jan–30 Jun',
    );
    expect(serviceDaysInWords(days(Array(7).fill(false) as boolean[]), 'es')).toMatch(/^ningún día/);
  });
  it('shows the years of a range that crosses one', () => {
    expect(serviceDaysInWords({ ...base, end_date: '20180915', added: 0, removed: 0 }, 'es')).toBe(
      'lun–vie, 2 ene 2017–15 sept 2018',
    );
  });
  it('names a service of calendar_dates alone by its dates, and one without any', () => {
    const datesOnly = { ...base, days: null, start_date: null, end_date: null, added: 3, removed: 0 };
    expect(serviceDaysInWords({ ...datesOnly, last_added: '20170725' }, 'en')).toBe('3 dates, 4 Jul–25 Jul');
    expect(serviceDaysInWords({ ...datesOnly, added: 1 }, 'es')).toBe('1 fecha, 4 jul');
    expect(serviceDaysInWords({ ...datesOnly, added: 0 }, 'en')).toBe('no dates');
  });
});
