import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../../../i18n/locales/de/ui.json';
import en from '../../../../i18n/locales/en/ui.json';
import es from '../../../../i18n/locales/es/ui.json';
import fr from '../../../../i18n/locales/fr/ui.json';
import it_ from '../../../../i18n/locales/it/ui.json';
import nl from '../../../../i18n/locales/nl/ui.json';
import pl from '../../../../i18n/locales/pl/ui.json';
import { createUiLabels, defaultUiLabels, UiLabelsProvider, uiLabelKeys, useUiLabels } from './ui-labels';

const lookup = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

function Show() {
  const labels = useUiLabels();
  return (
    <p>
      {labels.close}|{labels.loading}
    </p>
  );
}

describe('ui labels', () => {
  it('defaults are the English source texts of the ui namespace', () => {
    expect(createUiLabels((key) => String(lookup(en, key)))).toEqual(defaultUiLabels);
  });

  it.each(Object.entries({ de, en, es, fr, it: it_, nl, pl }))(
    '%s/ui.json has every label key',
    (_lng, bundle) => {
      for (const key of Object.values(uiLabelKeys)) {
        expect(typeof lookup(bundle, key), key).toBe('string');
        expect(String(lookup(bundle, key)).length).toBeGreaterThan(0);
      }
    },
  );

  it('works without a provider', () => {
    render(<Show />);
    expect(screen.getByText('Close|Loading')).toBeInTheDocument();
  });

  it('merges partial labels over the defaults and nests', () => {
    render(
      <UiLabelsProvider labels={{ close: 'Schließen' }}>
        <UiLabelsProvider labels={{ loading: 'Wird geladen' }}>
          <Show />
        </UiLabelsProvider>
      </UiLabelsProvider>,
    );
    expect(screen.getByText('Schließen|Wird geladen')).toBeInTheDocument();
  });
});
