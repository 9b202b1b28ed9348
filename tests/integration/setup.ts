import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMockLifecycle } from '../support/mock-lifecycle';

installMockLifecycle();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());
