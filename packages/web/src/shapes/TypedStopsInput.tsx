// "Draw through stops" from stops typed in order (ids or names): the box, and what the typing
// resolves to, or which entries cannot be drawn through and why.
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TypedStops } from './typedStops';

interface Props {
  text: string;
  onChange: (text: string) => void;
  /** What `text` resolves to; null while the stops load. */
  resolved: TypedStops | null;
}

export function TypedStopsInput({ text, onChange, resolved }: Props) {
  const { t } = useTranslation();
  const typed = text.trim() !== '';
  const problems =
    resolved && 'unknown' in resolved && typed
      ? [
          resolved.unknown.length ? t('drawTyped.unknown', { stops: resolved.unknown.join(', ') }) : '',
          resolved.ambiguous.length ? t('drawTyped.ambiguous', { stops: resolved.ambiguous.join(', ') }) : '',
          resolved.noPosition.length
            ? t('drawTyped.noPosition', { stops: resolved.noPosition.join(', ') })
            : '',
          resolved.tooFew ? t('drawTyped.tooFew') : '',
        ].filter(Boolean)
      : [];
  return (
    <>
      <Textarea
        label={t('drawTyped.label')}
        description={t('drawTyped.help')}
        placeholder={'S1\nS2\nS3'}
        autosize
        minRows={4}
        maxRows={10}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={problems.length ? problems.join(' ') : undefined}
        data-autofocus
      />
      {resolved && 'line' in resolved && (
        <Text size="sm" role="status">
          {t('drawTyped.ready', { count: resolved.line.length })}
        </Text>
      )}
    </>
  );
}
