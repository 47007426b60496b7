import { Box, Code, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The translated sentence. */
  message: string;
  /** The technical text behind it (a library's or the database's own words, untranslated), if any. */
  detail?: string | null;
  size?: MantineSize;
  lineClamp?: number;
}

/**
 * A failed import's or build's message, and under a closed "Details" disclosure the technical text
 * behind it: what an administrator needs, kept out of the sentence so that it stays in the user's
 * language.
 */
export function FailureMessage({ message, detail, size = 'sm', lineClamp }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Text size={size} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} lineClamp={lineClamp}>
        {message}
      </Text>
      {detail && (
        <Box component="details" mt={4}>
          <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
            {t('common.details')}
          </Text>
          <Code block fz="xs" mt={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {detail}
          </Code>
        </Box>
      )}
    </>
  );
}
