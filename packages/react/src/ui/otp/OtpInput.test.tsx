import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../provider/FlexportalProvider.js';
import { OtpInput, type OtpInputProps } from './OtpInput.js';

const client = createClient({
  baseURL: 'http://127.0.0.1:1/api/v2',
  storage: createMemoryStorage(),
});
const renderOtp = (props: OtpInputProps) =>
  render(
    <FlexportalProvider client={client}>
      <OtpInput {...props} />
    </FlexportalProvider>,
  );
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe('PP-4.3 OTP input', () => {
  it('typing six digits moves focus forward and completes the code once', () => {
    const onComplete = vi.fn();
    renderOtp({ onComplete });
    for (const [i, d] of ['1', '2', '3', '4', '5', '6'].entries()) {
      fireEvent.change(box(i + 1), { target: { value: d } });
      if (i < 5) expect(document.activeElement).toBe(box(i + 2));
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('pasting fills the boxes', () => {
    const onComplete = vi.fn();
    renderOtp({ onComplete });
    fireEvent.paste(box(1), { clipboardData: { getData: () => '98 76 54' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('shows the accepted text while verifying, and a server error resets the digits', () => {
    const { rerender } = renderOtp({ onComplete: () => {}, submitting: true });
    expect(screen.getByRole('status').textContent).toBe('Code accepted. Verification process...');
    fireEvent.paste(box(1), { clipboardData: { getData: () => '111111' } });
    rerender(
      <FlexportalProvider client={client}>
        <OtpInput onComplete={() => {}} error="Invalid code" />
      </FlexportalProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('');
    expect(document.activeElement).toBe(box(1));
  });
});
