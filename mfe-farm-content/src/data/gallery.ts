import basketUrl from '../assets/common/basket.svg';
import farmerUrl from '../assets/home/farmer.svg';
import tractorUrl from '../assets/common/tractor.svg';
import watermelonUrl from '../assets/home/watermelon.svg';
import truckUrl from '../assets/home/truck.svg';
import houseUrl from '../assets/home/house.svg';

/** A picture in the home harvest gallery carousel. */
export interface GalleryItem {
  id: number;
  thumb: string;
  category: string;
  title: string;
}

export const harvestGallery: readonly GalleryItem[] = [
  { id: 1, thumb: basketUrl, category: 'Harvest', title: 'Morning Vegetable Picking' },
  { id: 2, thumb: farmerUrl, category: 'Farmers', title: 'Hands in the Soil' },
  { id: 3, thumb: tractorUrl, category: 'Fields', title: 'Preparing the Maize Rows' },
  { id: 4, thumb: watermelonUrl, category: 'Fruits', title: 'Summer Melon Season' },
  { id: 5, thumb: truckUrl, category: 'Delivery', title: 'Fresh Boxes on the Road' },
  { id: 6, thumb: houseUrl, category: 'Farm', title: 'Our Farmhouse Garden' },
];

export const gallerySection = {
  eyebrow: 'Harvest Gallery',
  title: 'Moments From the Farm',
} as const;
