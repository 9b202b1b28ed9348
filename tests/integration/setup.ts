import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMockLifecycle } from '../support/mock-lifecycle';
import { installModalDialogs } from '../support/modal-dialogs';
import { installVisibleEverything } from '../support/visible-everything';
import { sanitizerModule } from '../../web/src/lib/sanitizer-module';

// Two cores run three suites at once: give findBy* queries room so load never reads as a failure.
configure({ asyncUtilTimeout: 10_000 });
installMockLifecycle();
// As on a tall screen: whatever waits to come into view is in view.
installVisibleEverything();
// happy-dom's <dialog> opens and closes but is no modal and ignores Escape: the little of a browser's the app needs.
installModalDialogs();
// As the server does before its first render: pages rendered to a string here cannot wait for it.
await sanitizerModule();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
afterEach(() => cleanup());
