import marinaAvatar from '../assets/icons/woman-farmer.svg';
import tiagoAvatar from '../assets/icons/man-farmer.svg';
import luciaAvatar from '../assets/icons/woman-farmer-light.svg';
import type { Author } from './types';

/** The people who write the farm journal, for the author box under each post. */
const authors: readonly Author[] = [
  {
    name: 'Marina Costa',
    role: 'Head Grower',
    bio: 'Marina has run the vegetable terraces at Terra Verde for twelve years. She plans every rotation on paper first, and still sows the first tomatoes of the year by hand.',
    avatar: marinaAvatar,
  },
  {
    name: 'Tiago Andrade',
    role: 'Orchard Manager',
    bio: 'Tiago looks after the apple, blueberry and citrus trees, and after the twelve beehives that keep them fruitful. He also cooks most of the recipes on this blog.',
    avatar: tiagoAvatar,
  },
  {
    name: 'Lúcia Ferreira',
    role: 'Vegetable Grower',
    bio: 'Lúcia runs our vegetable beds and greenhouses, keeps the compost hot and welcomes every school class that visits the farm.',
    avatar: luciaAvatar,
  },
];

export function findAuthor(name: string): Author | undefined {
  return authors.find((author) => author.name === name);
}
