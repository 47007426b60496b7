// The row above the grid: the search box (when the table has searchable fields, else a spacer) and,
// on the right, the count of unsaved rows with the Save button.
import { Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { fieldWords } from '@ruta/gtfs/schema';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../common/SearchInput';
import { IconLabelButton } from '../common/IconLabelButton';
import { useSaveShortcut } from '../common/useSaveShortcut';
import { currentLanguage } from '../i18n';

interface Props {
  /** The GTFS table, whose fields' words the placeholder names. */
  table: string;
  /** The fields the search looks in; none hides the box. */
  searchFields: readonly string[];
  search: string;
  onSearch: (text: string) => void;
  unsaved: number;
  saving: boolean;
  onSave: () => void;
  /** Without edit rights there is nothing to save: no Save button. */
  canEdit?: boolean;
}

export function SearchAndSave({
  table,
  searchFields,
  search,
  onSearch,
  unsaved,
  saving,
  onSave,
  canEdit = true,
}: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  // The fields in words ("Stop name"), their GTFS names being the grid's column headers' hints.
  const fields = searchFields.map((f) => fieldWords(table, f)?.label[lang] ?? f).join(', ');
  useSaveShortcut(onSave, unsaved > 0 && !saving);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {searchFields.length > 0 ? (
        <SearchInput
          label={t('tables.search')}
          placeholder={t('tables.searchPlaceholder', { fields })}
          value={search}
          onChange={onSearch}
          w={{ base: '100%', sm: 380 }}
          maxLength={200}
        />
      ) : (
        <span />
      )}
      <Group gap="sm">
        {unsaved > 0 && (
          <Text size="sm" c="yellow">
            {t('tables.unsaved', { count: unsaved })}
          </Text>
        )}
        {canEdit && (
          <IconLabelButton
            icon={IconDeviceFloppy}
            disabled={unsaved === 0}
            loading={saving}
            onClick={onSave}
            color="teal"
          >
            {unsaved > 0 ? t('tables.saveCount', { count: unsaved }) : t('tables.save')}
          </IconLabelButton>
        )}
      </Group>
    </Group>
  );
}
