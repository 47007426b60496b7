// Publishing a release: the feed_info checkbox (on by default) and, when its validation found
// errors, one confirmation per error code; Publish stays disabled until each is ticked.
import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../common/ModalActions';
import { releasesApi, useReleaseMutation, type Release } from './api';
import { failureText } from './failure';

export function PublishModal({
  projectId,
  release,
  opened,
  onClose,
}: {
  projectId: number;
  release: Release;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [setFeedInfo, setSetFeedInfo] = useState(true);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const publish = useReleaseMutation(projectId, () =>
    releasesApi.publish(projectId, release.number, {
      set_feed_info: setFeedInfo,
      confirm_error_codes: confirmed,
    }),
  );
  const codes = release.validation.error_codes;
  const ready = codes.every((c) => confirmed.includes(c.code));
  const close = () => {
    publish.reset();
    onClose();
  };
  const toggle = (code: string, on: boolean) =>
    setConfirmed((list) => (on ? [...list, code] : list.filter((c) => c !== code)));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('releases.publish.title', { number: release.number })}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('releases.publish.body')}</Text>
        <Checkbox
          checked={setFeedInfo}
          onChange={(e) => setSetFeedInfo(e.currentTarget.checked)}
          label={t('releases.publish.setFeedInfo')}
          description={t('releases.publish.setFeedInfoHint')}
        />
        {codes.length > 0 && (
          <Alert color="red" title={t('releases.publish.errorsTitle', { count: release.validation.errors })}>
            <Stack gap="xs">
              <Text size="sm">{t('releases.publish.errorsBody')}</Text>
              {codes.map((c) => (
                <Checkbox
                  key={c.code}
                  checked={confirmed.includes(c.code)}
                  onChange={(e) => toggle(c.code, e.currentTarget.checked)}
                  label={t('releases.publish.confirmCode', { code: c.code, count: c.total })}
                />
              ))}
            </Stack>
          </Alert>
        )}
        {publish.isError && (
          <Alert color="red" role="alert">
            {failureText(publish.error, t('releases.publish.error'))}
          </Alert>
        )}
        <ModalActions onCancel={close}>
          <Button
            disabled={!ready}
            loading={publish.isPending}
            onClick={() => publish.mutate(undefined, { onSuccess: close })}
          >
            {t('releases.publish.action')}
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
