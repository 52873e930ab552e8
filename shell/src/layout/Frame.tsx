import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary, SomethingWentWrong } from 'shared';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollTopButton } from './ScrollTopButton';
import { TopBar } from './TopBar';
import { replayEarlyClicks } from '../startup/earlyClicks';
import './shell.css';

/**
 * The frame around every page. The build also renders it once, around the loading page, into
 * index.html (scripts/prerender-frame.mjs), so the header is painted before any JavaScript runs.
 */
export function Frame({ children }: { children: ReactNode }) {
  useEffect(replayEarlyClicks, []);
  return (
    <>
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary fallback={() => <SomethingWentWrong />}>{children}</ErrorBoundary>
      </main>
      <Footer />
      <ScrollTopButton />
    </>
  );
}
