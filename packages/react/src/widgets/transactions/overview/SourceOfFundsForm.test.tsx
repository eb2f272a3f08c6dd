import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { loadLocale } from '../../../i18n/translate.js';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { SourceOfFundsForm } from './SourceOfFundsForm.js';

describe('<SourceOfFundsForm>', () => {
  it("shows core's source-of-funds codes in the chosen language (PP-8-15, PP-3.2-11)", async () => {
    // Spanish is downloaded on demand; a host that knows its language loads it first.
    await loadLocale('es');
    const client = createClient({
      baseURL: inject('sandboxApiUrl'),
      storage: createMemoryStorage(),
    });
    const onSubmit = vi.fn();
    render(
      <FlexportalProvider client={client} locale="es">
        <SourceOfFundsForm onSubmit={onSubmit} busy={false} />
      </FlexportalProvider>,
    );
    const source = (await screen.findByLabelText(
      'Seleccione el origen de los fondos',
    )) as HTMLSelectElement;
    expect([...source.options].map((o) => o.textContent)).toEqual([
      'obligatorio',
      'Empresa',
      'Cliente',
    ]);
    // None chosen: "required" beside the select, nothing sent (no browser bubble: FlowForm).
    fireEvent.submit(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(source.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(source, { target: { value: '2' } });
    expect(source.getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith('2');
  });
});
