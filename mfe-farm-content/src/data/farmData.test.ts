import { farmers, findFarmerById } from './farmers';
import { FARM_TO_TABLE_STEPS } from './farmToTable';
import { findProjectById, projects } from './projects';
import { BOX_SIZE_OPTIONS, FREQUENCY_OPTIONS, METHOD_OPTIONS } from './subscription';

describe('farm sample data (docs/product.md#sample-data-counts)', () => {
  it('has 6 farmers with the skill targets and both skill groups', () => {
    expect(farmers).toHaveLength(6);
    for (const farmer of farmers) {
      expect(farmer.skillProgress.map(({ title, end }) => [title, end])).toEqual([
        ['Cereals', 88],
        ['Fruit', 95],
        ['Vegetables', 80],
      ]);
      expect(farmer.memberData.map((group) => group.listTitle)).toEqual(['Main Skills', 'Personal Skills']);
    }
  });

  it('has 5 projects with unique ids', () => {
    expect(projects).toHaveLength(5);
    expect(new Set(projects.map((project) => project.id)).size).toBe(5);
  });

  it('finds farmers and projects by their id in the URL, and nothing for unknown ids', () => {
    expect(findFarmerById('2')?.name).toBe(farmers[1]?.name);
    expect(findFarmerById('99')).toBeUndefined();
    expect(findFarmerById(undefined)).toBeUndefined();
    expect(findProjectById('5')?.title).toBe(projects[4]?.title);
    expect(findProjectById('abc')).toBeUndefined();
  });

  it('lists the farm-to-table steps in order', () => {
    expect(FARM_TO_TABLE_STEPS.map((step) => step.title)).toEqual(['Grow', 'Harvest', 'Pack', 'Deliver']);
  });

  it('offers the subscription choices, each with its words', () => {
    expect(BOX_SIZE_OPTIONS.map(({ value, label }) => `${value}=${label}`)).toEqual(['small=Couple', 'medium=Family', 'large=Gathering']);
    expect(FREQUENCY_OPTIONS.map(({ value }) => value)).toEqual(['weekly', 'biweekly', 'monthly']);
    expect(METHOD_OPTIONS.map(({ label }) => label)).toEqual(['Delivery to my door', 'Pickup at the farm']);
    for (const option of [...BOX_SIZE_OPTIONS, ...FREQUENCY_OPTIONS, ...METHOD_OPTIONS]) expect(option.description).toMatch(/\.$/);
  });
});
