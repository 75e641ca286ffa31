import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/app/lazy-page';
import { pageChunk } from '../../src/app/page-chunks';

/**
 * Issue 23 item 23: a page whose code the start has already downloaded is drawn at once. As a
 * plain `React.lazy` it still suspended, and React then kept the spinner on screen for 300 ms,
 * twice on the way to a wedding's guests.
 */
describe('a lazily loaded page', () => {
  const renderPage = (Page: React.ComponentType) => {
    const fallback = vi.fn(() => <p>Loading</p>);
    const Fallback = fallback;
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    return fallback;
  };

  it('whose code has arrived is drawn in the same pass, never its fallback', async () => {
    const chunk = pageChunk(async () => ({ default: () => <p>The guests</p> }));
    await chunk();
    const fallback = renderPage(lazyPage(chunk));
    expect(screen.getByText('The guests')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('whose code is on its way shows the fallback until it arrives', async () => {
    const chunk = pageChunk(async () => ({ default: () => <p>The guests</p> }));
    const fallback = renderPage(lazyPage(chunk));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The guests')).toBeInTheDocument();
    expect(fallback).toHaveBeenCalled();
  });
});
