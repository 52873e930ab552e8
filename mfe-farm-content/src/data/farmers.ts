import farmer1 from '../assets/farmers/farmer-1.svg';
import farmer2 from '../assets/farmers/farmer-2.svg';
import farmer3 from '../assets/farmers/farmer-3.svg';
import farmer4 from '../assets/farmers/farmer-4.svg';
import farmer5 from '../assets/farmers/farmer-5.svg';
import farmer6 from '../assets/farmers/farmer-6.svg';

/** One skill bar on a member's page; `end` is the percentage the bar fills to. */
export interface SkillProgress {
  id: number;
  title: string;
  end: number;
}

interface MemberInfo {
  id: number;
  title: string;
  description: string;
}

/** A titled group of facts about a member (Main Skills, Personal Skills). */
export interface MemberDataGroup {
  id: number;
  listTitle: string;
  memberInfo: readonly MemberInfo[];
}

/** A farm member (docs/product.md#farmers). */
export interface Farmer {
  id: number;
  name: string;
  /** Shown as written; dialled as its digits. */
  phone: string;
  title: string;
  /** Portrait illustration URL. */
  thumb: string;
  /** One short paragraph for the member's page. */
  bio: string;
  skillProgress: readonly SkillProgress[];
  memberData: readonly MemberDataGroup[];
}

/** Every member shares the same skill targets (docs/product.md#farmer-details): Cereals 88, Fruit 95, Vegetables 80. */
const SKILL_PROGRESS: readonly SkillProgress[] = [
  { id: 1, title: 'Cereals', end: 88 },
  { id: 2, title: 'Fruit', end: 95 },
  { id: 3, title: 'Vegetables', end: 80 },
];

const memberData = (main: readonly MemberInfo[], personal: readonly MemberInfo[]): readonly MemberDataGroup[] => [
  { id: 1, listTitle: 'Main Skills', memberInfo: main },
  { id: 2, listTitle: 'Personal Skills', memberInfo: personal },
];

export const farmers: readonly Farmer[] = [
  {
    id: 1,
    name: 'Rafael Moreira',
    phone: '+55 (48) 99812-4410',
    title: 'Head Farmer',
    thumb: farmer1,
    bio: 'Rafael has worked the Rio Vermelho fields for twenty years. He plans every planting season and keeps our soil healthy with compost, cover crops and careful rotation.',
    skillProgress: SKILL_PROGRESS,
    memberData: memberData(
      [
        { id: 1, title: 'Crop planning', description: 'Seasonal planting calendars for vegetables, fruit and grains.' },
        { id: 2, title: 'Soil care', description: 'Composting, cover crops and rotation instead of synthetic fertilizers.' },
      ],
      [
        { id: 1, title: 'Leadership', description: 'Guides a team of twelve through busy harvest weeks.' },
        { id: 2, title: 'Patience', description: 'Lets every crop ripen in its own time.' },
      ],
    ),
  },
  {
    id: 2,
    name: 'Ana Beatriz Souza',
    phone: '+55 (48) 99634-2087',
    title: 'Orchard Keeper',
    thumb: farmer2,
    bio: 'Ana looks after our citrus, apple and berry orchards, pruning by hand and picking each fruit at peak ripeness.',
    skillProgress: SKILL_PROGRESS,
    memberData: memberData(
      [
        { id: 1, title: 'Orchard pruning', description: 'Shapes trees for light, airflow and healthy fruit.' },
        { id: 2, title: 'Natural pest control', description: 'Companion planting and beneficial insects, no synthetic pesticides.' },
      ],
      [
        { id: 1, title: 'Attention to detail', description: 'Checks every tree row each week of the season.' },
        { id: 2, title: 'Teaching', description: 'Runs our orchard walks for school visits.' },
      ],
    ),
  },
  {
    id: 3,
    name: 'João Pedro Lima',
    phone: '+55 (48) 99127-5563',
    title: 'Grain Specialist',
    thumb: farmer3,
    bio: 'João grows our maize, rice and wheat, and mills small batches for the bakers and chefs who buy from us.',
    skillProgress: SKILL_PROGRESS,
    memberData: memberData(
      [
        { id: 1, title: 'Grain growing', description: 'Maize, rice and wheat from seed to milled flour.' },
        { id: 2, title: 'Seed saving', description: 'Keeps heirloom varieties alive from year to year.' },
      ],
      [
        { id: 1, title: 'Problem solving', description: 'Keeps old machines running through the harvest.' },
        { id: 2, title: 'Reliability', description: 'First in the field, last to leave.' },
      ],
    ),
  },
  {
    id: 4,
    name: 'Lúcia Ferreira',
    phone: '+55 (48) 99558-3196',
    title: 'Vegetable Grower',
    thumb: farmer4,
    bio: 'Lúcia runs our vegetable beds and greenhouses, from leafy greens to root crops, so the boxes stay full all year.',
    skillProgress: SKILL_PROGRESS,
    memberData: memberData(
      [
        { id: 1, title: 'Greenhouse growing', description: 'Extends the season for tomatoes, peppers and greens.' },
        { id: 2, title: 'Water care', description: 'Drip irrigation fed by our own rainwater tanks.' },
      ],
      [
        { id: 1, title: 'Creativity', description: 'Trials new varieties every spring.' },
        { id: 2, title: 'Teamwork', description: 'Shares the beds, the tools and the good ideas.' },
      ],
    ),
  },
  {
    id: 5,
    name: 'Marcos Oliveira',
    phone: '+55 (48) 99243-7781',
    title: 'Harvest & Packing Lead',
    thumb: farmer5,
    bio: 'Marcos organises each harvest and the packing shed, so produce leaves the farm within hours of being picked.',
    skillProgress: SKILL_PROGRESS,
    memberData: memberData(
      [
        { id: 1, title: 'Harvest timing', description: 'Picks each crop at peak ripeness.' },
        { id: 2, title: 'Careful packing', description: 'Plastic-free packing that keeps produce fresh on the road.' },
      ],
      [
        { id: 1, title: 'Organisation', description: 'Keeps every order on schedule.' },
        { id: 2, title: 'Calm under pressure', description: 'Thrives on busy market mornings.' },
      ],
    ),
  },
  {
    id: 6,
    name: 'Camila Rocha',
    phone: '+55 (48) 99871-0352',
    title: 'Community & Delivery',
    thumb: farmer6,
    bio: 'Camila plans our delivery rounds and looks after the chefs, schools and market vendors who rely on our produce.',
    skillProgress: SKILL_PROGRESS,
    memberData: memberData(
      [
        { id: 1, title: 'Delivery planning', description: 'Routes that get boxes to doors the day they are packed.' },
        { id: 2, title: 'Customer care', description: 'Knows every restaurant and school order by heart.' },
      ],
      [
        { id: 1, title: 'Communication', description: 'Keeps customers and the field team in step.' },
        { id: 2, title: 'Friendliness', description: 'The voice you hear when you call the farm.' },
      ],
    ),
  },
];

export const findFarmerById = (id: string | undefined): Farmer | undefined => farmers.find((farmer) => String(farmer.id) === id);
