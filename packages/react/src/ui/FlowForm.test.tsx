import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlowForm } from './FlowForm.js';

const failed = (message: string | null, errors: Record<string, string> = {}) =>
  ({ outcome: 'error', errors, message }) as const;

describe('FlowForm', () => {
  it('names the form by its heading, at the level asked for', () => {
    render(
      <FlowForm
        level={2}
        state={{ outcome: null, errors: {}, message: null }}
        onSubmit={() => {}}
        title="Withdraw"
        failure={() => null}
      >
        <input name="x" />
      </FlowForm>,
    );
    expect(screen.getByRole('form', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeTruthy();
  });

  it('announces a failure no field carries, and none when the screen gives no text', () => {
    const { rerender } = render(
      <FlowForm state={failed('Server said no')} onSubmit={() => {}} title="T" failure={(m) => m}>
        <input name="x" />
      </FlowForm>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Server said no');
    rerender(
      <FlowForm state={failed(null)} onSubmit={() => {}} title="T" failure={(m) => m}>
        <input name="x" />
      </FlowForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // A field carries it: the message stays beside the field, not under the heading.
    rerender(
      <FlowForm
        state={failed('x', { x: 'Required' })}
        onSubmit={() => {}}
        title="T"
        failure={(m) => m}
      >
        <input name="x" />
      </FlowForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the success line, marks itself busy and gives the screen its form', () => {
    const ref = createRef<HTMLFormElement>();
    render(
      <FlowForm
        state={{ outcome: 'done', errors: {}, message: null }}
        onSubmit={() => {}}
        title="T"
        failure={() => null}
        success="Saved"
        busy
        formRef={ref}
      >
        <input name="x" />
      </FlowForm>,
    );
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(ref.current?.getAttribute('aria-busy')).toBe('true');
  });

  it('hands a submit to the flow, without the browser validating or navigating', () => {
    const submit = vi.fn();
    render(
      <FlowForm
        state={{ outcome: null, errors: {}, message: null }}
        onSubmit={submit}
        title="T"
        failure={() => null}
      >
        <input name="x" required />
      </FlowForm>,
    );
    const form = screen.getByRole('form', { name: 'T' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    const event = fireEvent.submit(form);
    expect(event).toBe(false); // default prevented
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
