import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import prerender from './prerender';

describePrerenderedPages(prerender);
