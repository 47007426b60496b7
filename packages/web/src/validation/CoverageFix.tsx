// What to do about a feed with days and no trips (trip_coverage_not_active_for_next7_days): its
// sample names the days and the services that run then without a trip (extra fields Ruta's
// validator adds to MobilityData's), so the finding says which days, and links to where trips are
// added (the timetable, whose copy to another service fills a new service from an existing one) or
// to the calendars when no service runs those days at all.
import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Finding } from '../api/build';
import { currentLanguage } from '../i18n';
import { localDate } from '../tables/modals/FieldInput';
import { resourceOfTable } from '../tables/resources';

export const COVERAGE_CODE = 'trip_coverage_not_active_for_next7_days';

const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** YYYYMMDD as the reader writes it, or as it is when it is no date. */
const readable = (gtfs: string, lang: string) =>
  localDate(`${gtfs.slice(0, 4)}-${gtfs.slice(4, 6)}-${gtfs.slice(6, 8)}`, lang) ?? gtfs;

export function CoverageFix({ projectId, notice }: { projectId: number; notice: Finding }) {
  const { t } = useTranslation();
  const sample = notice.samples[0];
  const dates = texts(sample?.datesWithoutTrips);
  if (notice.code !== COVERAGE_CODE || dates.length === 0) return null;
  const services = texts(sample?.servicesWithoutTrips);
  const lang = currentLanguage();
  const project = `/project/${projectId}`;
  return (
    <Alert color="yellow" variant="light" title={t('validation.coverage.title')} data-testid="coverage-fix">
      <Text size="sm">
        {t('validation.coverage.dates', { count: dates.length })}{' '}
        {dates.map((d) => readable(d, lang)).join('; ')}.
      </Text>
      <List size="sm" mt="xs" spacing={4}>
        {services.map((service) => (
          <List.Item key={service}>
            <Anchor component={Link} to={`${project}/timetable`}>
              {t('validation.coverage.addTrips', { service })}
            </Anchor>
          </List.Item>
        ))}
        <List.Item>
          <Anchor component={Link} to={`${project}/${resourceOfTable('calendar')}`}>
            {t(services.length ? 'validation.coverage.calendarToo' : 'validation.coverage.calendar')}
          </Anchor>{' '}
          <Anchor component={Link} to={`${project}/${resourceOfTable('calendar_dates')}`}>
            {t('validation.coverage.exceptions')}
          </Anchor>
        </List.Item>
      </List>
    </Alert>
  );
}
