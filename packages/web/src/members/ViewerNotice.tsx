// The one notice a viewer sees on a project's screens, saying why there is nothing to edit.
import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { useProjectAccess } from './access';

export function ViewerNotice() {
  const match = useMatch('/project/:projectId/*');
  const projectId = Number(match?.params.projectId);
  if (!match || !Number.isInteger(projectId)) return null;
  return <ViewerNoticeOf projectId={projectId} />;
}

function ViewerNoticeOf({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { role } = useProjectAccess(projectId);
  if (role !== 'viewer') return null;
  return (
    <Alert
      color="blue"
      variant="light"
      radius={0}
      py={6}
      icon={<IconEye size={18} aria-hidden />}
      role="status"
      data-testid="viewer-notice"
    >
      {t('members.viewerNotice')}
    </Alert>
  );
}
