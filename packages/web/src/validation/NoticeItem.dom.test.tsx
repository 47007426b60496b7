// A finding's samples in the reader's words: in Spanish the validator's field names (csvRowNumber,
// fieldName) are not shown, their words are; a field the catalogue does not know keeps its name.
import { Accordion } from '@mantine/core';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../api/build';
import { changeLanguage } from '../i18n';
import { es } from '../i18n/es';
import { renderApp } from '../test-support/render';
import { NoticeItem } from './NoticeItem';

const notice: Finding = {
  code: 'missing_recommended_field',
  severity: 'WARNING',
  total: 1,
  description: 'Falta un campo recomendado.',
  file: 'feed_info.txt',
  samples: [{ filename: 'feed_info.txt', csvRowNumber: 2, fieldName: 'feed_version', oddKey: 'x' }],
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('NoticeItem', () => {
  it("names a sample's fields in Spanish", async () => {
    await changeLanguage('es');
    const { user } = renderApp(
      <MemoryRouter>
        <Accordion>
          <NoticeItem projectId={1} notice={notice} />
        </Accordion>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: /missing_recommended_field/ }));
    const details = screen.getByText('feed_version').closest('td')!;
    expect(details.textContent).toContain(`${es.validation.sampleKeys.csvRowNumber}: 2`);
    expect(details.textContent).toContain(`${es.validation.sampleKeys.fieldName}: feed_version`);
    expect(details.textContent).not.toMatch(/csvRowNumber|fieldName/);
    expect(details.textContent).toContain('oddKey: x');
  });
});
