import sunflowerUrl from '../assets/services/brand-sunflower.svg';
import beeUrl from '../assets/services/brand-bee.svg';
import cloverUrl from '../assets/services/brand-clover.svg';
import treeUrl from '../assets/services/brand-tree.svg';
import dropletUrl from '../assets/services/brand-droplet.svg';
import herbUrl from '../assets/services/brand-herb.svg';
import roosterUrl from '../assets/services/brand-rooster.svg';
import cherriesUrl from '../assets/services/brand-cherries.svg';
import evergreenUrl from '../assets/services/brand-evergreen.svg';
import sunUrl from '../assets/services/brand-sun.svg';

/** A partner whose logo runs in the brand carousel. */
export interface Brand {
  id: number;
  name: string;
  logo: string;
}

export const brands: readonly Brand[] = [
  { id: 1, name: 'Girassol Co-op', logo: sunflowerUrl },
  { id: 2, name: 'Abelha Honey', logo: beeUrl },
  { id: 3, name: 'Trevo Market', logo: cloverUrl },
  { id: 4, name: 'Mata Nativa', logo: treeUrl },
  { id: 5, name: 'Gota Pura', logo: dropletUrl },
  { id: 6, name: 'Erva Boa', logo: herbUrl },
  { id: 7, name: 'Galo Kitchen', logo: roosterUrl },
  { id: 8, name: 'Cereja Café', logo: cherriesUrl },
  { id: 9, name: 'Pinhal Foods', logo: evergreenUrl },
  { id: 10, name: 'Sol Nascente', logo: sunUrl },
];
