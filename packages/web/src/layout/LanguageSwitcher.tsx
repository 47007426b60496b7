import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { LANGUAGES } from '../i18n/language';
import { Flag } from './Flag';

/** Flag plus locale code; the choice is stored and applied to <html lang>. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<Flag language={language} />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('header.language', { code: language })}
          data-language={i18n.language}
        >
          {language}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            leftSection={<Flag language={code} />}
            onClick={() => void changeLanguage(code)}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 600 : undefined}
          >
            {code} · {t(`header.languageNames.${code}`, { lng: code })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
