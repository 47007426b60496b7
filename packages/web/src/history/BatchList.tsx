// The list of change batches, newest first: when, who, what (the summary and the counts per table);
// each opens to its rows and offers its revert.
import { ActionIcon, Badge, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../common/RelativeTime';
import type { HistoryBatch } from './api';
import { BatchRows } from './BatchRows';
import { RevertModal } from './RevertModal';
import { batchSummary } from './summary';

export function authorName(t: (k: string) => string, batch: Pick<HistoryBatch, 'user' | 'source'>) {
  if (batch.user) return batch.user.name;
  return batch.source === 'import' ? t('history.importer') : t('history.deletedUser');
}

function Counts({ counts }: { counts: HistoryBatch['counts'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {/* A table the batch touched without a row changing (an import's empty file) says nothing. */}
      {Object.entries(counts)
        .filter(([, c]) => c.inserted || c.updated || c.deleted)
        .map(([table, c]) => (
          <Text size="xs" key={table}>
            <Text span ff="monospace" size="xs">
              {table}
            </Text>
            {': '}
            {(['inserted', 'updated', 'deleted'] as const)
              .filter((op) => c[op])
              .map((op) => t(`history.${op}`, { count: c[op] }))
              .join(', ')}
          </Text>
        ))}
    </Stack>
  );
}

export function BatchList({
  projectId,
  batches,
  onReverted,
}: {
  projectId: number;
  batches: HistoryBatch[];
  onReverted: (rows: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [reverting, setReverting] = useState<HistoryBatch | null>(null);
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th w={190}>{t('history.when')}</Table.Th>
              <Table.Th w={170}>{t('history.who')}</Table.Th>
              <Table.Th>{t('history.what')}</Table.Th>
              <Table.Th w={220}>{t('history.counts')}</Table.Th>
              <Table.Th w={120} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {batches.map((b) => {
              const expanded = open.has(b.id);
              const summary = batchSummary(t, b);
              return (
                <Fragment key={b.id}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => toggle(b.id)}
                        aria-expanded={expanded}
                        aria-controls={`batch-${b.id}`}
                        aria-label={`${expanded ? t('history.hideRows') : t('history.showRows')}: ${summary}`}
                      >
                        {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        <RelativeTime iso={b.created_at} />
                      </Text>
                      <Text size="xs" c="dimmed">
                        #{b.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{authorName(t, b)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{summary}</Text>
                      {b.reverted_by !== null && (
                        <Badge size="sm" variant="light" color="gray" mt={4}>
                          {t('history.revertedBy', { id: b.reverted_by })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Counts counts={b.counts} />
                    </Table.Td>
                    <Table.Td>
                      {b.rows_kept && b.reverted_by === null && (
                        <Tooltip label={t('history.revertTitle', { id: b.id })} openDelay={400}>
                          <Button
                            size="xs"
                            variant="light"
                            color="orange"
                            leftSection={<IconArrowBackUp size={14} aria-hidden />}
                            onClick={() => setReverting(b)}
                            aria-label={`${t('history.revert')}: ${summary}`}
                          >
                            {t('history.revert')}
                          </Button>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr id={`batch-${b.id}`}>
                      <Table.Td />
                      <Table.Td colSpan={5}>
                        <BatchRows projectId={projectId} batch={b} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {reverting && (
        <RevertModal
          projectId={projectId}
          batch={reverting}
          onClose={() => setReverting(null)}
          onReverted={onReverted}
        />
      )}
    </>
  );
}
