import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMockLifecycle } from '../support/mock-lifecycle';
import { installVisibleEverything } from '../support/visible-everything';

// Two cores run three suites at once: give findBy* queries room so load never reads as a failure.
configure({ asyncUtilTimeout: 10_000 });
installMockLifecycle();
// As on a tall screen: whatever waits to come into view is in view.
installVisibleEverything();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
afterEach(() => cleanup());
