// The stop-times list's sidebar table: one row per trip of the page with its stop count, first and
// last time and whether it has a shape; row actions tick it (for copying to another service), focus,
// add stop times (when it has none) and the menu Edit / Duplicate expedition / Delete.
import { ActionIcon, Checkbox, Group, Menu, Table, Text } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconEye,
  IconFocus2,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { directionWords } from '@ruta/gtfs/schema';
import type { TripSummary } from '../api/stopTimes';
import { currentLanguage } from '../i18n';
import { TooltipIcon } from '../common/TooltipIcon';

const HEADERS = ['actions', 'tripId', 'directionId', 'stopCount', 'startTime', 'endTime', 'hasShape'];

export interface TripItem {
  id: number;
  version: number;
  trip_id: string;
  route_id: unknown;
  direction_id: unknown;
  shape_id: unknown;
  summary: TripSummary | undefined;
}

interface Props {
  trips: TripItem[];
  focusedId: number | null;
  /** The ticked trips' trip_ids. */
  picked: ReadonlySet<string>;
  onPick: (tripId: string, on: boolean) => void;
  onFocus: (trip: TripItem) => void;
  onEdit: (trip: TripItem) => void;
  onDuplicate: (trip: TripItem) => void;
  onDelete: (trip: TripItem) => void;
  /** A viewer's list: each trip opens its stop times to read; nothing to tick, duplicate or delete. */
  readOnly?: boolean;
}

export function TripsTable(props: Props) {
  const { trips, focusedId, picked, onPick, onFocus, onEdit } = props;
  const { t } = useTranslation();
  const header = (column: string) => t(`stopTimes.columns.${column}`);
  return (
    <Table
      striped
      highlightOnHover
      stickyHeader
      fz="sm"
      verticalSpacing={4}
      aria-label={t('stopTimes.tripsTable')}
    >
      <Table.Thead>
        <Table.Tr>
          {HEADERS.map((k) => (
            <Table.Th key={k}>{header(k)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips.map((trip) => {
          const count = trip.summary?.stop_count;
          return (
            <Table.Tr
              key={trip.id}
              bg={trip.id === focusedId ? 'blue.0' : undefined}
              aria-selected={trip.id === focusedId}
            >
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {!props.readOnly && (
                    <Checkbox
                      size="xs"
                      mx={4}
                      aria-label={t('tripCopy.pick', { id: trip.trip_id })}
                      checked={picked.has(trip.trip_id)}
                      onChange={(e) => onPick(trip.trip_id, e.currentTarget.checked)}
                    />
                  )}
                  <TooltipIcon
                    label={t('stopTimes.focus', { id: trip.trip_id })}
                    onClick={() => onFocus(trip)}
                  >
                    <IconFocus2 size={16} />
                  </TooltipIcon>
                  {props.readOnly ? (
                    <TooltipIcon
                      label={t('readOnly.openStopTimes', { id: trip.trip_id })}
                      onClick={() => onEdit(trip)}
                    >
                      <IconEye size={16} />
                    </TooltipIcon>
                  ) : (
                    <EditActions trip={trip} count={count} {...props} />
                  )}
                </Group>
              </Table.Td>
              {/* A usual id (rtc_lasvegas: 9 digits) stays on one line; only a long one breaks. */}
              <Table.Td
                style={
                  (trip.trip_id?.length ?? 0) > 16 ? { wordBreak: 'break-all' } : { whiteSpace: 'nowrap' }
                }
              >
                {trip.trip_id}
              </Table.Td>
              <Table.Td>
                {directionWords(
                  typeof trip.direction_id === 'number' ? trip.direction_id : null,
                  currentLanguage(),
                )}
              </Table.Td>
              <Table.Td>{count ?? ''}</Table.Td>
              <Table.Td>{trip.summary?.start_time ?? ''}</Table.Td>
              <Table.Td>{trip.summary?.end_time ?? ''}</Table.Td>
              <Table.Td>
                <Text size="sm">{trip.shape_id ? t('stopTimes.yes') : t('stopTimes.no')}</Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** An editor's actions on a trip: add stop times to a trip without any, and the menu. */
function EditActions({
  trip,
  count,
  onEdit,
  onDuplicate,
  onDelete,
}: Props & { trip: TripItem; count?: number }) {
  const { t } = useTranslation();
  return (
    <>
      {count === 0 && (
        <TooltipIcon
          label={t('stopTimes.addStopTimes', { id: trip.trip_id })}
          color="green"
          onClick={() => onEdit(trip)}
        >
          <IconPlus size={16} />
        </TooltipIcon>
      )}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('stopTimes.moreActions', { id: trip.trip_id })}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(trip)}>
            {t('stopTimes.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => onDuplicate(trip)}>
            {t('stopTimes.duplicate')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={!count}
            onClick={() => onDelete(trip)}
          >
            {t('stopTimes.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
