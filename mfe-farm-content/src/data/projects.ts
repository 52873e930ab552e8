import greenhouseBeds from '../assets/projects/greenhouse-beds.svg';
import greenhouseBedsFull from '../assets/projects/greenhouse-beds-full.svg';
import maizeFields from '../assets/projects/maize-fields.svg';
import maizeFieldsFull from '../assets/projects/maize-fields-full.svg';
import orchardHarvest from '../assets/projects/orchard-harvest.svg';
import orchardHarvestFull from '../assets/projects/orchard-harvest-full.svg';
import pollinatorMeadow from '../assets/projects/pollinator-meadow.svg';
import pollinatorMeadowFull from '../assets/projects/pollinator-meadow-full.svg';
import rainwaterIrrigation from '../assets/projects/rainwater-irrigation.svg';
import rainwaterIrrigationFull from '../assets/projects/rainwater-irrigation-full.svg';

export interface ImageSize {
  width: number;
  height: number;
}

/** A farm project (gallery/project: docs/product.md#projects). */
export interface Project {
  id: number;
  /** Gallery illustration; its intrinsic size is `thumbSize`. */
  thumb: string;
  thumbSize: ImageSize;
  /** Wide illustration for the project's page (1200 x 640). */
  thumbFull: string;
  category: string;
  title: string;
  /** Gallery item modifier: '' or 'wide' (spans two columns on wider screens). */
  activeClass: '' | 'wide';
  /** One line for the gallery and the page's lead. */
  summary: string;
  paragraphs: readonly string[];
  location: string;
  year: number;
  partner: string;
}

export const THUMB_FULL_SIZE: ImageSize = { width: 1200, height: 640 };

export const projects: readonly Project[] = [
  {
    id: 1,
    thumb: greenhouseBeds,
    thumbSize: { width: 600, height: 760 },
    thumbFull: greenhouseBedsFull,
    category: 'Vegetables',
    title: 'Greenhouse Vegetable Beds',
    activeClass: '',
    summary: 'Two new greenhouses that keep leafy greens and tomatoes growing through the cool months.',
    paragraphs: [
      'Our customers asked for fresh greens all year, so we built two passive greenhouses from local timber and recycled polycarbonate. Raised beds inside are filled with our own compost.',
      'The houses stay warm without heating, and side vents open by hand on sunny days. Lettuce, spinach, kale and cherry tomatoes now reach the boxes even in July.',
    ],
    location: 'Rio Vermelho, Florianópolis',
    year: 2024,
    partner: 'Santa Catarina Family Farming Network',
  },
  {
    id: 2,
    thumb: orchardHarvest,
    thumbSize: { width: 960, height: 480 },
    thumbFull: orchardHarvestFull,
    category: 'Fruits',
    title: 'Heritage Orchard Harvest',
    activeClass: 'wide',
    summary: 'Restoring an old citrus and apple orchard and picking every fruit by hand at peak ripeness.',
    paragraphs: [
      'When a neighbour retired, we took over his forty-year-old orchard. We pruned every tree, planted clover between the rows and brought in beehives for pollination.',
      'Three seasons later the orchard gives oranges, apples and guavas for our boxes, our market stall and two local juice bars.',
    ],
    location: 'Ratones, Florianópolis',
    year: 2023,
    partner: 'Ilha Juice Co.',
  },
  {
    id: 3,
    thumb: maizeFields,
    thumbSize: { width: 600, height: 620 },
    thumbFull: maizeFieldsFull,
    category: 'Grains',
    title: 'Golden Maize Fields',
    activeClass: '',
    summary: 'Heirloom maize grown in rotation with beans, and milled in small batches for local bakers.',
    paragraphs: [
      'We sow heirloom maize saved from our own seed and rotate it with beans that return nitrogen to the soil, so no synthetic fertilizer is needed.',
      'After harvest the cobs dry in the barn and are milled every week, so the bakers and schools we supply always get fresh cornmeal.',
    ],
    location: 'Rio Vermelho, Florianópolis',
    year: 2022,
    partner: 'Padaria do Norte',
  },
  {
    id: 4,
    thumb: pollinatorMeadow,
    thumbSize: { width: 600, height: 480 },
    thumbFull: pollinatorMeadowFull,
    category: 'Sustainability',
    title: 'Pollinator Meadow',
    activeClass: '',
    summary: 'Wildflower strips and sunflowers that feed bees and the beneficial insects our crops depend on.',
    paragraphs: [
      'Between fields we sowed strips of native wildflowers and sunflowers. They flower from spring to autumn and give bees, hoverflies and ladybirds food and shelter.',
      'The insects pollinate our fruit and keep pests in check, one of the reasons we never need synthetic pesticides.',
    ],
    location: 'Rio Vermelho, Florianópolis',
    year: 2024,
    partner: 'Federal University of Santa Catarina',
  },
  {
    id: 5,
    thumb: rainwaterIrrigation,
    thumbSize: { width: 600, height: 700 },
    thumbFull: rainwaterIrrigationFull,
    category: 'Sustainability',
    title: 'Rainwater Irrigation',
    activeClass: '',
    summary: 'Roof-fed rainwater tanks and drip lines that water every bed without touching the town supply.',
    paragraphs: [
      'Every barn and greenhouse roof now drains into tanks that hold 120,000 litres of rainwater. Gravity carries it to drip lines laid along each bed.',
      'Drip watering puts water at the roots, so we use less than half of what sprinklers needed, and the town supply stays free for our neighbours.',
    ],
    location: 'Rio Vermelho, Florianópolis',
    year: 2025,
    partner: 'Rio Vermelho Residents Association',
  },
];

export const findProjectById = (id: string | undefined): Project | undefined => projects.find((project) => String(project.id) === id);
