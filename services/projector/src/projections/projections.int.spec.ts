import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import type { EventOf, NewEvent } from '@harambee/events';
import { live } from '@harambee/read-models';
import {
  adminRegistered,
  appendEach,
  byAdmin,
  byCreator,
  bySystem,
  campaignCreated,
  campaignReviewed,
  creatorRegistered,
  cryptoPledgeConfirmed,
  cryptoPledged,
  donationRecorded,
  donationRefunded,
  sessionsRevoked,
} from '@harambee/events/src/testing/sample-events';
import { shownTotalsMatchLedger } from '@harambee/ledger';
import { postgresBooks } from '../books/stored-books';
import {
  projectionDatabaseForEach,
  projectAll,
} from '../../../../test/support/read-side/projector-under-test';

describe.each(testDatabaseKinds())('projections on %s', (kind) => {
  const world = projectionDatabaseForEach(kind, () => [
    adminRegistered('admin-1', 'Amina Admin'),
    creatorRegistered('creator-1', 'Kofi Mensah', 'Ghana'),
    campaignCreated('c1', 'creator-1', {
      title: 'Solar kiosk',
      goalCents: 200_000,
      country: 'Ghana',
    }),
  ]);

  const campaign = async () =>
    (
      await world.db.query<Record<string, unknown>>(
        `select status, featured, verified, title, amount_raised_cents::int as raised, donation_count
         from ${live('campaigns')} where id = 'c1'`,
      )
    )[0];

  it('when creators and admins register, then their public profiles are kept without password hashes', async () => {
    await projectAll(world.db, world.store);
    const users = await world.db.query(`select * from ${live('users')} order by id`);
    expect(users).toEqual([
      expect.objectContaining({
        id: 'admin-1',
        role: 'admin',
        name: 'Amina Admin',
        phone: null,
        country: null,
      }),
      expect.objectContaining({
        id: 'creator-1',
        role: 'creator',
        name: 'Kofi Mensah',
        country: 'Ghana',
      }),
    ]);
    expect(Object.keys(users[0]!)).not.toContain('password_hash');
  });

  it("when a user's sessions are revoked, then the read side knows their new session version, once even if replayed", async () => {
    const versionOf = async () =>
      await world.db.query<{ id: string; session_version: number }>(
        `select id, session_version from ${live('users')} order by id`,
      );
    await appendEach(
      world.store,
      sessionsRevoked('creator-1', 1),
      sessionsRevoked('creator-1', 2, 'password-reset'),
    );
    await projectAll(world.db, world.store);
    await projectAll(world.db, world.store);
    expect(await versionOf()).toEqual([
      { id: 'admin-1', session_version: 0 },
      { id: 'creator-1', session_version: 2 },
    ]);
  });

  it('when users open accounts in a language and choose another, then the read side keeps the one saved last, and forgets it on erasure', async () => {
    const languages = async () =>
      await world.db.query<{ id: string; language: string | null }>(
        `select id, language from ${live('users')} order by id`,
      );
    const { data } = creatorRegistered(
      'creator-2',
      'Neema Mwakyusa',
    ) as EventOf<'CreatorRegistered'>;
    const chosen = (userId: string, language: string): NewEvent => ({
      type: 'LanguageChosen',
      data: { userId, language, chosenAt: new Date().toISOString() },
      metadata: byCreator(userId),
    });
    await appendEach(
      world.store,
      { type: 'CreatorRegistered', data: { ...data, language: 'sw' }, metadata: bySystem() },
      chosen('creator-1', 'sw'),
      chosen('creator-1', 'fr'),
    );
    await projectAll(world.db, world.store);
    await projectAll(world.db, world.store);
    expect(await languages()).toEqual([
      { id: 'admin-1', language: null },
      { id: 'creator-1', language: 'fr' },
      { id: 'creator-2', language: 'sw' },
    ]);

    await appendEach(world.store, {
      type: 'PersonalDataErased',
      data: { userId: 'creator-1', reason: 'asked', erasedAt: new Date().toISOString() },
      metadata: byCreator('creator-1'),
    });
    await projectAll(world.db, world.store);
    expect((await languages())[1]).toEqual({ id: 'creator-1', language: null });
  });

  it('when a campaign is created, then it waits as pending with nothing raised', async () => {
    await projectAll(world.db, world.store);
    expect(await campaign()).toEqual({
      status: 'pending',
      featured: false,
      verified: false,
      title: 'Solar kiosk',
      raised: 0,
      donation_count: 0,
    });
  });

  it('when an admin approves and features it, then it is verified and featured; an edit sends it back to review', async () => {
    await appendEach(
      world.store,
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      campaignReviewed('CampaignFeatured', 'c1', 'admin-1'),
    );
    await projectAll(world.db, world.store);
    expect(await campaign()).toMatchObject({ status: 'approved', featured: true, verified: true });

    await appendEach(world.store, {
      type: 'CampaignEdited',
      data: {
        campaignId: 'c1',
        title: 'Solar kiosk, bigger',
        story: '<p>More panels.</p>',
        category: 'expansion',
        imagePath: 'c1.png',
        editedAt: new Date().toISOString(),
      },
      metadata: byCreator('creator-1'),
    });
    await projectAll(world.db, world.store);
    expect(await campaign()).toMatchObject({
      status: 'pending',
      title: 'Solar kiosk, bigger',
      verified: true,
    });
  });

  it('when a live campaign is edited, then its live text stays until the edit is approved; a rejected edit leaves it and keeps the reason', async () => {
    const editedText = {
      title: 'Solar kiosk, bigger',
      story: '<p>More panels.</p>',
      category: 'expansion' as const,
      imagePath: 'c1.png',
    };
    const proposeEdit = (title: string): NewEvent => ({
      type: 'CampaignEditProposed',
      data: { campaignId: 'c1', ...editedText, title, editedAt: new Date().toISOString() },
      metadata: byCreator('creator-1'),
    });
    const review = async () =>
      (
        await world.db.query<Record<string, unknown>>(
          `select status, title, pending_edit, edit_rejection from ${live('campaigns')} where id = 'c1'`,
        )
      )[0];
    const pendingListing = async () =>
      world.db.query(
        `select id from ${live('campaigns')} where status = 'pending' or pending_edit is not null`,
      );
    await appendEach(
      world.store,
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      proposeEdit('Typo fixed'),
    );
    await projectAll(world.db, world.store);
    expect(await review()).toMatchObject({
      status: 'approved',
      title: 'Solar kiosk',
      pending_edit: { title: 'Typo fixed', image_path: 'c1.png' },
    });
    expect(await pendingListing()).toEqual([{ id: 'c1' }]);

    const at = new Date().toISOString();
    await appendEach(world.store, {
      type: 'CampaignEditRejected',
      data: { campaignId: 'c1', at, reason: 'Keep the title short' },
      metadata: byAdmin('admin-1'),
    });
    await projectAll(world.db, world.store);
    expect(await review()).toMatchObject({
      status: 'approved',
      title: 'Solar kiosk',
      pending_edit: null,
      edit_rejection: { reason: 'Keep the title short', at },
    });

    await appendEach(world.store, proposeEdit('Solar kiosk, bigger'), {
      type: 'CampaignEditApproved',
      data: { campaignId: 'c1', at },
      metadata: byAdmin('admin-1'),
    });
    await projectAll(world.db, world.store);
    expect(await review()).toMatchObject({
      status: 'approved',
      title: 'Solar kiosk, bigger',
      pending_edit: null,
      edit_rejection: null,
    });
    const [searchable] = await world.db.query<{ story: string; image_path: string }>(
      `select story, image_path from ${live('campaigns')} where id = 'c1'`,
    );
    expect(searchable).toEqual({ story: '<p>More panels.</p>', image_path: 'c1.png' });
  });

  it('when a campaign is rejected, then it is no longer featured; when deleted, it stays marked (who, when, why) with its totals, so the books still agree, and its updates are gone', async () => {
    await appendEach(
      world.store,
      {
        type: 'CampaignUpdatePosted',
        data: {
          campaignId: 'c1',
          updateId: 'u1',
          title: 'Week one',
          content: '<p>Hi</p>',
          postedAt: new Date().toISOString(),
        },
        metadata: byCreator('creator-1'),
      },
      campaignReviewed('CampaignRejected', 'c1', 'admin-1'),
    );
    await projectAll(world.db, world.store);
    expect(await campaign()).toMatchObject({ status: 'rejected', featured: false });
    expect(await world.db.query(`select title from ${live('campaign_updates')}`)).toEqual([
      { title: 'Week one' },
    ]);

    const gift = donationRecorded('c1', { amountCents: 2_100 });
    const deleted = campaignReviewed('CampaignDeleted', 'c1', 'admin-1');
    Object.assign(deleted.data, { reason: 'Not a real business' });
    await appendEach(world.store, gift, deleted, donationRefunded(gift));
    await projectAll(world.db, world.store);
    expect(
      await world.db.query(
        `select deleted_by, deleted_reason, deleted_at is not null as marked,
                amount_raised_cents::int as raised, amount_refunded_cents::int as refunded
         from ${live('campaigns')}`,
      ),
    ).toEqual([
      {
        deleted_by: 'admin-1',
        deleted_reason: 'Not a real business',
        marked: true,
        raised: 2_100,
        refunded: 2_100,
      },
    ]);
    const books = postgresBooks(world.db);
    expect(
      shownTotalsMatchLedger(await books.postings(), await books.figures()).violations,
    ).toEqual([]);
    expect(await world.db.query(`select * from ${live('campaign_updates')}`)).toEqual([]);
  });

  it('when donations are recorded, then the campaign totals, the donation rows and the creator count move', async () => {
    await appendEach(
      world.store,
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      donationRecorded('c1', { amountCents: 2_500, donorName: 'Wanjiru' }),
      donationRecorded('c1', { amountCents: 10_000, anonymous: true, donorName: 'Hidden' }),
    );
    await projectAll(world.db, world.store);
    expect(await campaign()).toMatchObject({ raised: 12_500, donation_count: 2 });
    const donations = await world.db.query(
      `select donor_name, anonymous, status, amount_cents::int as amount from ${live('donations')} order by amount_cents`,
    );
    expect(donations).toEqual([
      { donor_name: 'Wanjiru', anonymous: false, status: 'completed', amount: 2_500 },
      { donor_name: 'Hidden', anonymous: true, status: 'completed', amount: 10_000 },
    ]);
    expect(
      await world.db.query(
        `select user_id, unseen_donations from ${live('creator_notifications')}`,
      ),
    ).toEqual([{ user_id: 'creator-1', unseen_donations: 2 }]);
  });

  it('when a crypto pledge comes in, then it waits pending and counts only once an admin confirms it', async () => {
    await appendEach(
      world.store,
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      cryptoPledged('p1', 'c1', { amountCents: 3_000 }),
    );
    await projectAll(world.db, world.store);
    expect(await campaign()).toMatchObject({ raised: 0, donation_count: 0 });
    expect(await world.db.query(`select status from ${live('donations')}`)).toEqual([
      { status: 'pending' },
    ]);

    await appendEach(world.store, cryptoPledgeConfirmed('p1', 'c1', 3_100, 'admin-1'));
    await projectAll(world.db, world.store);
    expect(await campaign()).toMatchObject({ raised: 3_100, donation_count: 1 });
    expect(
      await world.db.query(`select status, amount_cents::int as amount from ${live('donations')}`),
    ).toEqual([{ status: 'completed', amount: 3_100 }]);
  });

  it('when the creator has seen their donations, then the unseen count drops to zero', async () => {
    await appendEach(
      world.store,
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      donationRecorded('c1', { amountCents: 1_000 }),
      {
        type: 'DonationNotificationsSeen',
        data: { userId: 'creator-1', seenAt: new Date().toISOString() },
        metadata: byCreator('creator-1'),
      },
    );
    await projectAll(world.db, world.store);
    expect(
      await world.db.query(`select unseen_donations from ${live('creator_notifications')}`),
    ).toEqual([{ unseen_donations: 0 }]);
  });

  it('when a payout wallet is linked twice, then the latest account is kept', async () => {
    const linked = (accountNumber: string) => ({
      type: 'WalletLinked' as const,
      data: {
        userId: 'creator-1',
        country: 'Kenya',
        provider: 'mpesa' as const,
        accountNumber,
        linkedAt: new Date().toISOString(),
      },
      metadata: byCreator('creator-1'),
    });
    await appendEach(world.store, linked('0712345678'), linked('0798765432'));
    await projectAll(world.db, world.store);
    expect(
      await world.db.query(`select user_id, provider, account_number from ${live('wallets')}`),
    ).toEqual([{ user_id: 'creator-1', provider: 'mpesa', account_number: '0798765432' }]);
  });

  it('when blog posts are published, edited and deleted, and a contact message arrives, then the tables follow', async () => {
    const at = new Date().toISOString();
    const post = { title: 'Harvest', content: '<p>Good year</p>', imagePath: 'harvest.jpg' };
    await appendEach(
      world.store,
      {
        type: 'BlogPostPublished',
        data: { postId: 'b1', ...post, createdAt: at },
        metadata: byAdmin('admin-1'),
      },
      {
        type: 'BlogPostPublished',
        data: { postId: 'b2', ...post, createdAt: at },
        metadata: byAdmin('admin-1'),
      },
      {
        type: 'BlogPostEdited',
        data: { postId: 'b1', ...post, title: 'Harvest 2026', editedAt: at },
        metadata: byAdmin('admin-1'),
      },
      { type: 'BlogPostDeleted', data: { postId: 'b2', at }, metadata: byAdmin('admin-1') },
      {
        type: 'ContactMessageReceived',
        data: {
          messageId: 'm1',
          name: 'Ama',
          email: 'ama@example.com',
          role: 'investor',
          message: 'Hello',
          receivedAt: at,
        },
        metadata: { actorId: null, actorRole: 'anonymous', correlationId: 'x', causationId: null },
      },
    );
    await projectAll(world.db, world.store);
    expect(await world.db.query(`select id, title from ${live('blog_posts')}`)).toEqual([
      { id: 'b1', title: 'Harvest 2026' },
    ]);
    expect(
      await world.db.query(`select id, role, message from ${live('contact_messages')}`),
    ).toEqual([{ id: 'm1', role: 'investor', message: 'Hello' }]);
  });

  it('when events happen to a campaign, then its history names each actor as they were known, donors by donor name', async () => {
    await appendEach(
      world.store,
      campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
      donationRecorded('c1', { amountCents: 5_000, donorName: 'Wanjiru' }),
      donationRecorded('c1', { amountCents: 7_000, donorName: 'Secret', anonymous: true }),
    );
    await projectAll(world.db, world.store);
    const history = await world.db.query(
      `select event_type, actor_name, actor_role, summary from ${live('campaign_history')}
       where campaign_id = 'c1' order by transaction_id, global_position`,
    );
    expect(history).toEqual([
      {
        event_type: 'CampaignCreated',
        actor_name: 'Kofi Mensah',
        actor_role: 'creator',
        summary: expect.objectContaining({ title: 'Solar kiosk', goalAmount: 2000 }),
      },
      {
        event_type: 'CampaignApproved',
        actor_name: 'Amina Admin',
        actor_role: 'admin',
        summary: { status: 'approved' },
      },
      expect.objectContaining({
        event_type: 'DonationRecorded',
        actor_name: 'Wanjiru',
        actor_role: 'anonymous',
      }),
      expect.objectContaining({
        event_type: 'DonationRecorded',
        actor_name: 'Anonymous',
        summary: expect.objectContaining({ amount: 70 }),
      }),
    ]);
  });

  it('when an admin records an offline gift, then its history names the admin as actor and the backer in the summary', async () => {
    const offline = donationRecorded('c1', { amountCents: 4_000, donorName: 'Wambui' });
    await appendEach(world.store, {
      ...offline,
      data: { ...offline.data, paymentMethod: 'admin' },
      metadata: byAdmin('admin-1'),
    } as NewEvent);
    await projectAll(world.db, world.store);
    const [entry] = await world.db.query(
      `select actor_name, actor_role, summary from ${live('campaign_history')}
       where campaign_id = 'c1' and event_type = 'DonationRecorded'`,
    );
    expect(entry).toEqual({
      actor_name: 'Amina Admin',
      actor_role: 'admin',
      summary: expect.objectContaining({ amount: 40, method: 'admin', donor: 'Wambui' }),
    });
  });
});
