// The members of a project: each with their role (a select for those an admin may change), removal,
// and for the owner the hand-over of the ownership.
import { Select, Stack, Table, Text } from '@mantine/core';
import { IconCrown, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { ConfirmModal } from '../common/ConfirmModal';
import { ErrorSummary } from '../common/ErrorSummary';
import { RelativeTime } from '../common/RelativeTime';
import { RowActionButton } from '../common/RowActionButton';
import type { ProjectAccess } from './access';
import { ASSIGNABLE_ROLES, membersApi, useMembersChange, type AssignableRole, type Member } from './api';
import { RoleBadge } from './RoleBadge';

type Question = { kind: 'remove' | 'transfer'; member: Member } | null;

export function MembersTable({
  projectId,
  members,
  access,
}: {
  projectId: number;
  members: Member[];
  access: ProjectAccess;
}) {
  const { t } = useTranslation();
  const me = useSession()?.userId.toLowerCase();
  const [question, setQuestion] = useState<Question>(null);
  const setRole = useMembersChange(projectId, (a: { userId: number; role: AssignableRole }) =>
    membersApi.setRole(projectId, a.userId, a.role),
  );
  const remove = useMembersChange(projectId, async (userId: number) => {
    await membersApi.remove(projectId, userId);
    return null;
  });
  const transfer = useMembersChange(projectId, (userId: number) => membersApi.transfer(projectId, userId));
  const failure = setRole.error ?? remove.error ?? transfer.error;

  const nameOf = (m: Member) => `${m.name} ${m.last_name}`.trim() || m.username;
  // The owner changes anyone but themself; an admin changes the roles below admin, and their own.
  const changeable = (m: Member) =>
    m.role !== 'owner' && (access.isOwner || (access.canManage && (m.role !== 'admin' || isMe(m))));
  const isMe = (m: Member) => m.username.toLowerCase() === me;
  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`members.roles.${role}`) }));

  const answer = () => {
    if (!question) return;
    if (question.kind === 'remove') remove.mutate(question.member.user_id);
    else transfer.mutate(question.member.user_id);
    setQuestion(null);
  };

  return (
    <Stack gap="sm">
      <ErrorSummary error={failure} />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.person')}</Table.Th>
              <Table.Th>{t('members.role')}</Table.Th>
              <Table.Th>{t('members.since')}</Table.Th>
              {access.canManage && <Table.Th w={90} aria-label={t('common.details')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((m) => (
              <Table.Tr key={m.user_id} data-testid="member-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {nameOf(m)}{' '}
                    {isMe(m) && (
                      <Text span c="dimmed" size="sm">
                        {t('members.you')}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {m.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {changeable(m) ? (
                    <Select
                      size="xs"
                      w={160}
                      aria-label={t('members.roleOf', { name: nameOf(m) })}
                      data={roleOptions}
                      value={m.role}
                      allowDeselect={false}
                      onChange={(role) =>
                        role && setRole.mutate({ userId: m.user_id, role: role as AssignableRole })
                      }
                    />
                  ) : (
                    <RoleBadge role={m.role} />
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    <RelativeTime iso={m.since} />
                  </Text>
                </Table.Td>
                {access.canManage && (
                  <Table.Td>
                    {access.isOwner && m.role !== 'owner' && (
                      <RowActionButton
                        label={t('members.transfer', { name: nameOf(m) })}
                        icon={IconCrown}
                        color="grape"
                        onClick={() => setQuestion({ kind: 'transfer', member: m })}
                      />
                    )}
                    {changeable(m) && (
                      <RowActionButton
                        label={t('members.remove', { name: nameOf(m) })}
                        icon={IconUserMinus}
                        color="red"
                        onClick={() => setQuestion({ kind: 'remove', member: m })}
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={question !== null}
        title={question?.kind === 'transfer' ? t('members.transferTitle') : t('members.removeTitle')}
        body={
          question
            ? t(question.kind === 'transfer' ? 'members.transferText' : 'members.removeText', {
                name: nameOf(question.member),
              })
            : ''
        }
        confirm={question?.kind === 'transfer' ? t('members.transferConfirm') : t('members.removeConfirm')}
        cancel={t('common.cancel')}
        danger
        onConfirm={answer}
        onCancel={() => setQuestion(null)}
      />
    </Stack>
  );
}
