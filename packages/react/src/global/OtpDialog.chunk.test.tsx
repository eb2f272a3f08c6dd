import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { OtpDialog } from './OtpDialog.js';

// The six boxes are a chunk of their own: one that cannot load (a deploy replaced it, the
// network dropped) must say so in the dialog instead of leaving it without a field.
vi.mock('../ui/otp/OtpInput.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('OtpDialog when the code field cannot load', () => {
  it("says 'Loading chunk failed' in the dialog (PP-9-13), never the loader's words", async () => {
    const client = createClient({
      baseURL: inject('sandboxApiUrl'),
      storage: createMemoryStorage(),
    });
    render(
      <FlexportalProvider client={client} locale="en">
        <OtpDialog />
      </FlexportalProvider>,
    );
    act(() => client.otp.challenge('google'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Loading chunk failed');
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    expect(document.body.textContent).not.toContain('dynamically imported');
  });
});
