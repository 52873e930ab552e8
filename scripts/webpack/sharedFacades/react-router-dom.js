// What the site uses of react-router-dom, shared under that name. A shared module cannot be
// tree-shaken (webpack cannot know what another container will import), so sharing the whole
// package sent 62 KB of compressed router to every page. Need another export? Add it here; the
// build fails with a message naming this file until you do (checkFacadeImports.js).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
