import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every component test renders inside <StrictMode>, as the usual React app templates do: its
// mount, unmount, mount must leave each screen working (a hook's subscription, a flow's
// code listener), so the whole suite guards it.
configure({ reactStrictMode: true });

// Unmount what each test rendered, so the next test starts from an empty document.
afterEach(() => cleanup());
