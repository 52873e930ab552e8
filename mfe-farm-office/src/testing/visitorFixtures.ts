/**
 * What visitors sent, as the staff API answers it (contract/src/api/visitorOffice.ts), for the
 * tests of the office's Inbox, box requests, comments and privacy pages.
 */
import type { BoxRequestView, ContactMessage, OfficeComment, OfficeCounts, PrivacyReport } from 'contract';

export const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: '0b6e1f5c-6a7d-4f0e-9c1a-2d3e4f5a6b01',
  name: 'Marta Lima',
  email: 'marta@example.com',
  phone: '4830250199',
  text: 'Do you deliver to restaurants?\n\nWe would need 20 kg of tomatoes a week.',
  status: 'new',
  receivedAt: '2026-11-12T14:05:00.000Z',
  handledBy: null,
  handledAt: null,
  ...overrides,
});

export const boxRequest = (overrides: Partial<BoxRequestView> = {}): BoxRequestView => ({
  id: '7c2d9a10-1b2c-4d3e-8f90-a1b2c3d4e501',
  boxSize: 'medium',
  frequency: 'weekly',
  method: 'delivery',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  postcode: '88060-000',
  startDay: '2026-12-07',
  status: 'new',
  note: null,
  createdAt: '2026-11-12T14:05:00.000Z',
  updatedAt: '2026-11-12T14:05:00.000Z',
  updatedBy: null,
  ...overrides,
});

export const comment = (overrides: Partial<OfficeComment> = {}): OfficeComment => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  postId: 3,
  name: 'João Pereira',
  email: 'joao@example.com',
  text: 'Lovely carrots!\nWill the farm open for visits in spring?',
  status: 'pending',
  postedAt: '2026-11-10T09:30:00.000Z',
  ...overrides,
});

export const counts = (overrides: Partial<OfficeCounts> = {}): OfficeCounts => ({
  newMessages: 0,
  newBoxRequests: 0,
  pendingComments: 0,
  ...overrides,
});

/** Everything stored about Marta: a message, a box request, a comment, the newsletter, e-mails and an order. */
export const report = (overrides: Partial<PrivacyReport> = {}): PrivacyReport => ({
  email: 'marta@example.com',
  contactMessages: [message()],
  boxRequests: [boxRequest({ name: 'Marta Lima', email: 'marta@example.com', status: 'contacted' })],
  comments: [comment({ name: 'Marta Lima', email: 'marta@example.com', status: 'approved' })],
  newsletter: { state: 'confirmed', createdAt: '2026-10-01T10:00:00.000Z' },
  outboxMessages: 4,
  keptOrders: [{ number: 'TV-7K3M9Q2X', createdAt: '2026-11-12T14:05:00.000Z' }],
  ...overrides,
});
