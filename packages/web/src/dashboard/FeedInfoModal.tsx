import { Alert, Modal } from '@mantine/core';
import { feed_info } from '@ruta/gtfs/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { parseErrorBody } from '../api/errors';
import { useSaveFeedInfo, type FeedInfo } from '../api/feedInfo';
import { useFirstAgency } from '../api/agency';
import { useProject } from '../api/projects';
import type { Row } from '../api/tables';
import { currentLanguage } from '../i18n';
import { fromInput, toInput } from '../tables/cellValue';
import { fieldColumn } from '../tables/columns';
import { ColumnsForm, type Inputs } from '../tables/modals/ColumnsForm';
import { fillEmpty } from '../tables/newRowDefaults';

const COLUMNS = feed_info.fields.map((field) => fieldColumn(feed_info, field));

const inputsOf = (current: FeedInfo | null): Inputs =>
  Object.fromEntries(COLUMNS.map((c) => [c.name, toInput(current?.[c.name] as never, c)]));

/** Feed info fields that repeat a fact of the agency: the publisher is usually the agency itself. */
const FROM_AGENCY = [
  ['feed_publisher_name', 'agency_name'],
  ['feed_publisher_url', 'agency_url'],
  ['feed_lang', 'agency_lang'],
  ['feed_contact_email', 'agency_email'],
] as const;

/** The agency's facts as feed info inputs (only those it has). */
function fromAgency(agency: Row | undefined): Inputs {
  const inputs: Inputs = {};
  for (const [feedField, agencyField] of FROM_AGENCY) {
    const value = agency?.[agencyField];
    if (typeof value === 'string' && value !== '') inputs[feedField] = value;
  }
  return inputs;
}

/** What a build writes in an empty field of a project made in Ruta (server: build/feed-info.ts). */
const FILLED_AT_BUILD = {
  feed_start_date: 'dates',
  feed_end_date: 'dates',
  feed_version: 'version',
  feed_contact_email: 'email',
} as const;

interface Props {
  projectId: number;
  current: FeedInfo | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Feed info form: fields and required asterisks from the schema, server errors beside
 * each field and non_field_errors in the footer. POST when there is none yet, PATCH otherwise.
 */
export function FeedInfoModal({ projectId, current, opened, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveFeedInfo(projectId);
  const [inputs, setInputs] = useState<Inputs>(() => inputsOf(current));
  const [openedFor, setOpenedFor] = useState<FeedInfo | null | undefined>(undefined);
  // Start from the stored values each time the modal opens.
  if (opened && openedFor !== current) {
    setOpenedFor(current);
    setInputs(inputsOf(current));
  }
  // A first feed info starts from the (first) agency's name, website, language and e-mail.
  const agency = useFirstAgency(projectId, opened && current === null);
  const prefill = current === null ? fromAgency(agency.data ?? undefined) : {};
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    const values = JSON.parse(prefillKey) as Record<string, string>;
    setInputs((all) => fillEmpty(all, values));
  }, [prefillKey, opened]);
  const project = useProject(projectId, { enabled: opened });
  const notes: Record<string, string> = {};
  if (project.data?.creation_status === 'empty')
    for (const [name, note] of Object.entries(FILLED_AT_BUILD))
      if (!inputs[name]) notes[name] = t(`dashboard.filledAtBuild.${note}`);
  const lang = currentLanguage();
  const prefilled = COLUMNS.filter((c) => c.name in prefill).map((c) => c.words?.label[lang] ?? c.name);
  const close = () => {
    save.reset();
    setOpenedFor(undefined);
    onClose();
  };
  const fields =
    save.error instanceof ApiError && save.error.answered ? parseErrorBody(save.error.body).fields : {};
  const submit = () => {
    const values: Record<string, unknown> = {};
    for (const column of COLUMNS) {
      const value = fromInput(inputs[column.name] ?? '', column);
      // A PATCH sends only what changed; a POST sends everything.
      if (!current || value !== (current[column.name] ?? null)) values[column.name] = value;
    }
    save.mutate({ current, values }, { onSuccess: close });
  };
  const label = ({ name }: { name: string }) =>
    t(`dashboard.feedFields.${name as 'feed_lang'}`, { defaultValue: name });

  return (
    <Modal opened={opened} onClose={close} title={t('dashboard.editFeedInfo')} centered size="xl">
      {prefilled.length > 0 && (
        <Alert color="blue" variant="light" mb="md">
          {t('forms.prefilled', { fields: prefilled.join(', ') })}
        </Alert>
      )}
      <ColumnsForm
        projectId={projectId}
        columns={COLUMNS}
        label={label}
        notes={notes}
        inputs={inputs}
        onInput={(name, value) => setInputs((all) => ({ ...all, [name]: value }))}
        errors={fields}
        error={save.error}
        wide
        pending={save.isPending}
        submitLabel={t('common.save')}
        onSubmit={submit}
        onCancel={close}
      />
    </Modal>
  );
}
