import { createClient, createMemoryStorage, ERROR_CODE } from '@flexportal/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';

import { Field } from './Field.js';
import { FlowForm } from './FlowForm.js';
import { RadioGroup } from './RadioGroup.js';

const client = createClient({
  baseURL: 'http://127.0.0.1:1/api/v2',
  storage: createMemoryStorage(),
});
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

  it("draws a page's heading at level 1 (a portal's guest page)", () => {
    render(
      <FlowForm
        level={1}
        state={{ outcome: null, errors: {}, message: null }}
        onSubmit={() => {}}
        title="Registration"
        failure={() => null}
      >
        <input name="x" />
      </FlowForm>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Registration' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Registration' })).toBeTruthy();
  });

  it('draws no heading without a title: its own attributes name it (a dialog form)', () => {
    const submit = vi.fn();
    render(
      <FlowForm
        id="decide"
        aria-label="Decline"
        state={failed('Server said no')}
        onSubmit={submit}
        failure={(m) => m}
      >
        <input name="x" />
      </FlowForm>,
    );
    const form = screen.getByRole('form', { name: 'Decline' });
    expect(form.id).toBe('decide');
    expect(form.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Server said no');
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledOnce();
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

  it("issue 38 a refused field reads the screen's sentence for it, else the shared one of its kind; a form's own sentence stays", () => {
    render(
      <FlexportalProvider client={client}>
        <FlowForm
          state={failed(ERROR_CODE.refused, {})}
          onSubmit={() => {}}
          title="T"
          failure={() => null}
          fieldErrors={{ name: 'Enter the name.' }}
        >
          <Field label="Name" name="name" errors={[ERROR_CODE.fieldRequired]} />
          <Field label="City" name="city" errors={[ERROR_CODE.fieldInvalid]} />
          <Field label="Amount" name="amount" errors={[ERROR_CODE.fieldAmount]} />
          <Field label="IBAN" name="iban" errors={['The IBAN check digits do not match.']} />
          <RadioGroup
            legend="Kind"
            name="kind"
            options={[{ value: 'a', label: 'A' }]}
            value="a"
            onChange={() => {}}
            errors={[ERROR_CODE.fieldRequired]}
          />
        </FlowForm>
      </FlexportalProvider>,
    );
    const texts = screen.getAllByRole('alert').map((e) => e.textContent);
    expect(texts).toEqual([
      'Enter the name.',
      'Check City: it was not accepted.',
      'Enter a valid amount, within what the account allows.',
      'The IBAN check digits do not match.',
      'This field is required.',
    ]);
  });
});
