import marinaAvatar from '../assets/icons/woman-farmer-light.svg';
import joaoAvatar from '../assets/icons/man-farmer.svg';
import type { BlogComment } from './types';

/** The sample comments shown under every post (SPEC.md section 3: 2 are shown). */
export const sampleComments: readonly BlogComment[] = [
  {
    id: 1,
    name: 'Helena Souza',
    avatar: marinaAvatar,
    full_date: 'November 19, 2026',
    text: 'We have been getting your produce box for a year now and reading how the food is grown makes it taste even better. Thank you for sharing the details!',
  },
  {
    id: 2,
    name: 'João Pereira',
    avatar: joaoAvatar,
    full_date: 'November 20, 2026',
    text: 'I run a small restaurant in Lagoa da Conceição and tried this at home first. Worked perfectly. See you at the Saturday market.',
  },
];
