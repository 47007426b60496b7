import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileTypeCsv, IconFileZip } from '@tabler/icons-react';
import { FILE_ACCEPT } from './fileKinds';

const ICONS = { zip: IconFileZip, csv: IconFileTypeCsv };

/** A labelled, clearable file picker for one file of a kind (a GTFS zip, a table's CSV). */
export function FileField({ kind, ...props }: FileInputProps<false> & { kind: keyof typeof FILE_ACCEPT }) {
  const Icon = ICONS[kind];
  return (
    <FileInput accept={FILE_ACCEPT[kind]} leftSection={<Icon size={16} aria-hidden />} clearable {...props} />
  );
}
