import type { NewEvent } from '@harambee/events';
import {
  adminRegistered,
  byAdmin,
  byCreator,
  campaignCreated,
  campaignReviewed,
  creatorRegistered,
  cryptoPledged,
  daysFromNow,
  donationRecorded,
} from '@harambee/events/src/testing/sample-events';

/**
 * A small marketplace: an admin; Kofi (Ghana) with an approved, featured campaign (c1) and a pending
 * one (c2), texted about each gift and written to in French; Zola (South Africa) with an approved (c3) and a rejected one (c4).
 */
export const marketplace = (): NewEvent[] => [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah', 'Ghana'),
  creatorRegistered('creator-2', 'Zola Dube', 'South Africa'),
  campaignCreated('c1', 'creator-1', {
    title: 'Solar kiosk for Accra market',
    goalCents: 200_000,
    category: 'equipment',
    country: 'Ghana',
    createdAt: daysFromNow(-3),
    endDate: daysFromNow(10),
  }),
  campaignCreated('c2', 'creator-1', {
    title: 'Second shop',
    country: 'Ghana',
    createdAt: daysFromNow(-1),
  }),
  campaignCreated('c3', 'creator-2', {
    title: 'Bakery expansion in Cape Town',
    goalCents: 5_000_000,
    category: 'expansion',
    country: 'South Africa',
    createdAt: daysFromNow(-2),
    endDate: daysFromNow(3),
  }),
  campaignCreated('c4', 'creator-2', { title: 'Rejected idea', country: 'South Africa' }),
  campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
  campaignReviewed('CampaignFeatured', 'c1', 'admin-1'),
  campaignReviewed('CampaignApproved', 'c3', 'admin-1'),
  campaignReviewed('CampaignRejected', 'c4', 'admin-1'),
  donationRecorded(
    'c1',
    { amountCents: 2_500, donorName: 'Wanjiru', message: 'Go!' },
    daysFromNow(-2),
  ),
  donationRecorded(
    'c1',
    { amountCents: 10_000, donorName: 'Hidden Person', anonymous: true },
    daysFromNow(-1),
  ),
  cryptoPledged('p1', 'c1', {
    amountCents: 3_000,
    donorName: 'Satoshi',
    email: 'satoshi@example.com',
  }),
  {
    type: 'CampaignUpdatePosted',
    data: {
      campaignId: 'c1',
      updateId: 'u1',
      title: 'Panels ordered',
      content: '<p>Soon</p>',
      postedAt: daysFromNow(-1),
    },
    metadata: byCreator('creator-1'),
  },
  {
    type: 'WalletLinked',
    data: {
      userId: 'creator-1',
      country: 'Ghana',
      provider: 'momo',
      accountNumber: '0241235678',
      linkedAt: daysFromNow(-1),
    },
    metadata: byCreator('creator-1'),
  },
  {
    type: 'BlogPostPublished',
    data: {
      postId: 'b1',
      title: 'First harvest',
      content: '<p>Old</p>',
      imagePath: 'b1.jpg',
      createdAt: daysFromNow(-5),
    },
    metadata: byAdmin('admin-1'),
  },
  {
    type: 'BlogPostPublished',
    data: {
      postId: 'b2',
      title: 'New markets',
      content: '<p>New</p>',
      imagePath: 'b2.jpg',
      createdAt: daysFromNow(-1),
    },
    metadata: byAdmin('admin-1'),
  },
  {
    type: 'ContactMessageReceived',
    data: {
      messageId: 'm1',
      name: 'Ama',
      email: 'ama@example.com',
      role: 'investor',
      message: 'Older',
      receivedAt: daysFromNow(-2),
    },
    metadata: { actorId: null, actorRole: 'anonymous', correlationId: 'x', causationId: null },
  },
  {
    type: 'ContactMessageReceived',
    data: {
      messageId: 'm2',
      name: 'Kwame',
      email: 'kwame@example.com',
      role: 'partner',
      message: 'Newer',
      receivedAt: daysFromNow(-1),
    },
    metadata: { actorId: null, actorRole: 'anonymous', correlationId: 'y', causationId: null },
  },
  {
    type: 'TextAlertsChosen',
    data: { userId: 'creator-1', gifts: true, payouts: false, chosenAt: daysFromNow(-1) },
    metadata: byCreator('creator-1'),
  },
  {
    type: 'LanguageChosen',
    data: { userId: 'creator-1', language: 'fr', chosenAt: daysFromNow(-1) },
    metadata: byCreator('creator-1'),
  },
];
