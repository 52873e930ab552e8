/**
 * The posts' pictures: each produce icon (Fluent Emoji Flat, MIT) and its landscape card,
 * both generated into src/assets (see scripts/compose-cards.mjs).
 */
import tomatoIcon from '../assets/icons/tomato.svg';
import tomatoCard from '../assets/cards/tomato.svg';
import strawberryIcon from '../assets/icons/strawberry.svg';
import strawberryCard from '../assets/cards/strawberry.svg';
import carrotIcon from '../assets/icons/carrot.svg';
import carrotCard from '../assets/cards/carrot.svg';
import leafIcon from '../assets/icons/fallen-leaf.svg';
import leafCard from '../assets/cards/fallen-leaf.svg';
import beeIcon from '../assets/icons/honeybee.svg';
import beeCard from '../assets/cards/honeybee.svg';
import grainIcon from '../assets/icons/sheaf-of-rice.svg';
import grainCard from '../assets/cards/sheaf-of-rice.svg';
import dropletIcon from '../assets/icons/droplet.svg';
import dropletCard from '../assets/cards/droplet.svg';
import chickenIcon from '../assets/icons/chicken.svg';
import chickenCard from '../assets/cards/chicken.svg';
import cornIcon from '../assets/icons/ear-of-corn.svg';
import cornCard from '../assets/cards/ear-of-corn.svg';
import greensIcon from '../assets/icons/leafy-green.svg';
import greensCard from '../assets/cards/leafy-green.svg';
import blueberryIcon from '../assets/icons/blueberries.svg';
import blueberryCard from '../assets/cards/blueberries.svg';
import appleIcon from '../assets/icons/red-apple.svg';
import appleCard from '../assets/cards/red-apple.svg';
import eggplantIcon from '../assets/icons/eggplant.svg';
import eggplantCard from '../assets/cards/eggplant.svg';
import tangerineIcon from '../assets/icons/tangerine.svg';
import tangerineCard from '../assets/cards/tangerine.svg';
import tractorIcon from '../assets/icons/tractor.svg';
import tractorCard from '../assets/cards/tractor.svg';

export interface PostImage {
  thumb: string;
  thumbFull: string;
  imageAlt: string;
}

export const POST_IMAGES = {
  tomato: { thumb: tomatoIcon, thumbFull: tomatoCard, imageAlt: 'A ripe red tomato over golden hills' },
  strawberry: { thumb: strawberryIcon, thumbFull: strawberryCard, imageAlt: 'A strawberry over green fields' },
  carrot: { thumb: carrotIcon, thumbFull: carrotCard, imageAlt: 'A freshly pulled carrot over brown soil' },
  leaf: { thumb: leafIcon, thumbFull: leafCard, imageAlt: 'A fallen leaf over the compost field' },
  bee: { thumb: beeIcon, thumbFull: beeCard, imageAlt: 'A honeybee over golden hills' },
  grain: { thumb: grainIcon, thumbFull: grainCard, imageAlt: 'A sheaf of grain over green hills' },
  droplet: { thumb: dropletIcon, thumbFull: dropletCard, imageAlt: 'A drop of rainwater over the hillside' },
  chicken: { thumb: chickenIcon, thumbFull: chickenCard, imageAlt: 'A hen over the pasture' },
  corn: { thumb: cornIcon, thumbFull: cornCard, imageAlt: 'An ear of corn over green fields' },
  greens: { thumb: greensIcon, thumbFull: greensCard, imageAlt: 'A head of leafy greens over golden hills' },
  blueberry: { thumb: blueberryIcon, thumbFull: blueberryCard, imageAlt: 'Blueberries over the orchard' },
  apple: { thumb: appleIcon, thumbFull: appleCard, imageAlt: 'A red apple over green fields' },
  eggplant: { thumb: eggplantIcon, thumbFull: eggplantCard, imageAlt: 'An eggplant over golden hills' },
  tangerine: { thumb: tangerineIcon, thumbFull: tangerineCard, imageAlt: 'A tangerine over the citrus grove' },
  tractor: { thumb: tractorIcon, thumbFull: tractorCard, imageAlt: 'The farm tractor on brown soil' },
} as const satisfies Record<string, PostImage>;

/** Card pictures are 1200 × 800; icons are square. */
export const CARD_SIZE = { width: 1200, height: 800 } as const;
