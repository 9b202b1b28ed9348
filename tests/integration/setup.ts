import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useMockLifecycle } from '../support/mock-lifecycle';

useMockLifecycle();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());
