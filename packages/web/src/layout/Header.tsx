import { Anchor, Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../api/auth';
import { useAppConfig } from '../api/config';
import { useSession } from '../auth/session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './Logo';
import { IconLabelButton } from '../common/IconLabelButton';

/** Header: logo, provider links, language, and My projects + Logout or Login. */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const config = useAppConfig();
  const logout = useLogout();
  const navigate = useNavigate();

  const externalLinks = [
    { url: config.data?.website_url, label: t('header.website') },
    { url: config.data?.contact_url, label: t('header.contact') },
  ].filter((link): link is { url: string; label: string } => !!link.url);

  return (
    <Box
      component="header"
      px="lg"
      h={60}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      bg="white"
    >
      <Group h="100%" justify="space-between" wrap="nowrap">
        {/* Named by the words shown beside the logo (WCAG 2.5.3, label in name), then where it
            leads; narrow screens hide the words, not the name's end. */}
        <Anchor component={Link} to="/myprojects" underline="never" c="inherit">
          <Group gap={8} wrap="nowrap">
            <LogoMark />
            <Text fw={700} size="lg" lh={1} visibleFrom="xs">
              {t('app.name')}
            </Text>
            <Text size="sm" c="dimmed" visibleFrom="sm" lh={1}>
              {t('app.tagline')}
            </Text>
            <VisuallyHidden>{t('header.home')}</VisuallyHidden>
          </Group>
        </Anchor>
        <Group component="nav" gap="xs" wrap="nowrap" aria-label={t('header.mainNavigation')}>
          {externalLinks.map((link) => (
            <Anchor
              key={link.label}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              c="dimmed"
              visibleFrom="sm"
              px={6}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {link.label}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ))}
          <LanguageSwitcher />
          {session ? (
            <>
              {/* On phones the breadcrumb's links take its place. */}
              <Button component={Link} to="/myprojects" variant="subtle" size="compact-sm" visibleFrom="xs">
                {t('header.myProjects')}
              </Button>
              <IconLabelButton
                icon={IconLogout}
                variant="default"
                size="compact-sm"
                loading={logout.isPending}
                onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login') })}
              >
                {t('header.logout')}
              </IconLabelButton>
            </>
          ) : (
            <Button component={Link} to="/login" variant="light" size="compact-sm">
              {t('header.login')}
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
}
