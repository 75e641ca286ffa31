import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllDeferred } from '../../src/components/deferred';
import { speedUpComputedStyles } from '../support/ui/fast-styles';

speedUpComputedStyles(window);

// Menus and dialogs load after the page is drawn (src/components/deferred.tsx): each is a
// `<name>.tsx` beside its `<name>-radix.tsx`. A test drives the page a person meets a moment
// later, with them there; tests/ui/deferred.test.tsx covers the moment before.
const components = import.meta.glob('../../src/**/*.tsx');
beforeAll(async () => {
  const deferredOnes = Object.keys(components).filter((path) => components[path.replace(/\.tsx$/, '-radix.tsx')]);
  await Promise.all(deferredOnes.map((path) => components[path]!()));
  await loadAllDeferred();
});

// A lazy page chunk takes a moment on a busy 2-core machine: every find waits up to 8 s (what the
// person would wait for), so no test file can forget it and fail at the library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => cleanup());
