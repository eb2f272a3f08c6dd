import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { FlowForm } from './FlowForm.js';
import { useReleasedForm } from './useReleasedForm.js';

const idle = { outcome: null, errors: {}, message: null } as const;
const Form = () => (
  <div className="screen">
    <FlowForm state={idle} onSubmit={() => {}} title="Title" failure={() => 'failed'}>
      <select name="pick">
        <option value="a">A</option>
      </select>
    </FlowForm>
  </div>
);
const Toggle = ({ on }: { on: boolean }) => (
  <section>
    {on ? (
      <FlowForm state={idle} onSubmit={() => {}} title="T" failure={() => 'f'}>
        <input name="x" />
      </FlowForm>
    ) : null}
  </section>
);
/** A bare form with the hook, as the screens that render `<form>` themselves have it. */
const Bare = ({ n }: { n: number }) => {
  const form = useReleasedForm();
  return (
    <div>
      <form ref={form} data-n={n} />
    </div>
  );
};
const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('useReleasedForm: a form leaves its own parent after unmounting (Chromium autofill)', () => {
  it('FlowForm: unmounting the tree (host taken off the page first) takes the form out of its parent, without throwing', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const view = render(<Form />, { container: host });
    const form = host.querySelector('form') as HTMLFormElement;
    const wrapper = form.parentElement;
    expect(wrapper?.className).toBe('screen');
    host.remove(); // as a custom element leaves the page before its tree unmounts
    expect(() => view.unmount()).not.toThrow();
    await microtask();
    expect(form.parentNode).toBeNull();
    expect(wrapper?.contains(form)).toBe(false);
  });

  it('FlowForm: unmounting in the page (react-dom removes the top node) does not throw and releases the form', async () => {
    const view = render(<Form />);
    const form = view.container.querySelector('form') as HTMLFormElement;
    expect(() => view.unmount()).not.toThrow();
    await microtask();
    expect(form.parentNode).toBeNull();
  });

  it('FlowForm removed on its own (the deletion root) is removed by react-dom once, without throwing', async () => {
    const view = render(<Toggle on />);
    const form = view.container.querySelector('form') as HTMLFormElement;
    expect(() => view.rerender(<Toggle on={false} />)).not.toThrow();
    await microtask();
    expect(form.parentNode).toBeNull();
    expect(view.container.querySelector('form')).toBeNull();
    view.unmount();
  });

  it('keeps a form that is still shown: StrictMode re-mount, and an unrelated re-render', async () => {
    const view = render(
      <StrictMode>
        <Bare n={1} />
      </StrictMode>,
    );
    await act(async () => {
      view.rerender(
        <StrictMode>
          <Bare n={2} />
        </StrictMode>,
      );
    });
    await microtask();
    const form = view.container.querySelector('form');
    expect(form?.dataset.n).toBe('2');
    expect(form?.isConnected).toBe(true);
    view.unmount();
    await microtask();
    expect(form?.parentNode).toBeNull();
  });

  it('keeps a StrictMode form mounted in a container that is not in the page yet', async () => {
    const detached = document.createElement('div');
    const view = render(
      <StrictMode>
        <Bare n={1} />
      </StrictMode>,
      { container: detached },
    );
    await microtask();
    const form = detached.querySelector('form');
    expect(form?.parentElement?.parentElement).toBe(detached);
    view.unmount();
  });
});
