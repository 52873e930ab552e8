import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary, SomethingWentWrong, ToastOutlet, type FrameKind } from 'shared';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollTopButton } from './ScrollTopButton';
import { TopBar } from './TopBar';
import { replayEarlyClicks } from '../startup/earlyClicks';
import { frameKindMark } from '../startup/frameMarkers';
import './shell.css';

/**
 * The frame around every page. The build also renders it, around the loading page, into the
 * HTML the shell's server fills (scripts/prerender-frame.mjs), so the header is painted before any
 * JavaScript runs. The office's frame has none of the shop's: its pages bring their own bar
 * (docs/decisions/office-frame.md). `<main>` stays in the same place in both, so moving between
 * them keeps the page's element and its state.
 */
export function Frame({ kind, children }: { kind: FrameKind; children: ReactNode }) {
  useEffect(replayEarlyClicks, []);
  const site = kind === 'site';
  return (
    <>
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      {site && (
        <>
          <TopBar />
          {/* The site's toasts are in its header, which they hang from. */}
          <Header />
        </>
      )}
      {!site && <ToastOutlet />}
      <main id="main" tabIndex={-1} {...frameKindMark(kind)}>
        <ErrorBoundary fallback={() => <SomethingWentWrong />}>{children}</ErrorBoundary>
      </main>
      {site && (
        <>
          <Footer />
          <ScrollTopButton />
        </>
      )}
    </>
  );
}
