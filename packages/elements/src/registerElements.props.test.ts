import { createClient, createMemoryStorage } from '@flexportal/core';
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { registerElements } from './registerElements.js';

/** Shows the props it was given, as JSON. */
const Probe = (props: Record<string, unknown>) => {
  const { container: _container, ...rest } = props;
  return createElement('output', null, JSON.stringify(rest));
};

const client = createClient({ baseURL: '/api/v2', storage: createMemoryStorage() });
registerElements(client, [
  {
    name: 'probe',
    tag: 'fp-test-probe',
    subpath: './probe',
    component: Probe,
    description: 'test',
    props: { syncUrl: 'boolean', agentId: 'number', sell: 'string', useSlots: 'boolean' },
    events: {},
    parts: [],
    elementDefaults: { useSlots: true },
    frame: false,
    routes: [],
  },
]);

async function shown(attributes: Record<string, string>, set?: (el: HTMLElement) => void) {
  const el = document.createElement('fp-test-probe');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await act(async () => {
    document.body.append(el);
    set?.(el);
  });
  const props = JSON.parse(el.shadowRoot?.textContent ?? 'null') as unknown;
  await act(async () => el.remove());
  return props;
}

describe('a registered element coerces its attributes by the registry kinds', () => {
  it('reads a present, empty boolean as true and false|0|no|off as false', async () => {
    expect(await shown({ 'sync-url': '' })).toEqual({ syncUrl: true, useSlots: true });
    expect(await shown({ 'sync-url': 'off', 'use-slots': 'false' })).toEqual({
      syncUrl: false,
      useSlots: false,
    });
  });

  it('gives numbers as numbers and leaves out what does not parse', async () => {
    expect(await shown({ 'agent-id': '12', sell: 'EUR' })).toEqual({
      agentId: 12,
      sell: 'EUR',
      useSlots: true,
    });
    expect(await shown({ 'agent-id': 'new' })).toEqual({ useSlots: true });
  });

  it('reads properties set from script as the same attributes would be', async () => {
    const props = await shown({}, (el) => {
      Object.assign(el, { agentId: 7, syncUrl: false });
    });
    expect(props).toEqual({ agentId: 7, syncUrl: false, useSlots: true });
  });
});
