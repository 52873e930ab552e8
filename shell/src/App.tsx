import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ErrorBoundary, SomethingWentWrong, TOAST_CONTAINER_PROPS } from 'shared';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollToTopOnNavigate } from './layout/ScrollToTopOnNavigate';
import { ScrollTopButton } from './layout/ScrollTopButton';
import { TopBar } from './layout/TopBar';
import { SiteRoutes } from './routing/SiteRoutes';
import './layout/shell.css';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTopOnNavigate />
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary fallback={() => <SomethingWentWrong />}>
          <SiteRoutes />
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollTopButton />
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </BrowserRouter>
  );
}
