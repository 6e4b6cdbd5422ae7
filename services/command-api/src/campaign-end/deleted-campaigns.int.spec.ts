import { moneyOutProcessManagers } from '../money-out';
import { eachOnItsOwn } from '../money-out/each-on-its-own';
import {
  endCampaigns,
  giveByCard,
  moneyApiForTests,
  ofCampaign as eventsOfCampaign,
  openCampaign,
} from '../money-out/testing/money-world';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { subjectsTo, waitForSubject } from '../money-out/testing/wait-for-subject';
import { TEST_ADMIN } from '../testing/command-api-under-test';

const { clock, api } = moneyApiForTests();

const approvedCampaign = async () => (await openCampaign(api, {}, null)).campaignId;
const deleteCampaign = (campaignId: string) =>
  api.call(`/v1/campaigns/${campaignId}`, { method: 'DELETE', token: api.adminToken });
const give = (campaignId: string, amount: number, email: string) =>
  giveByCard(api, campaignId, amount, { email });
const ofCampaign = (type: string, campaignId: string) => eventsOfCampaign(api, type, campaignId);

describe('deleted campaigns and the jobs that walk many campaigns', () => {
  it('when a deleted campaign past its end date comes before another due campaign, then the other still ends', async () => {
    const deleted = await approvedCampaign();
    expect((await deleteCampaign(deleted)).status).toBe(200);
    const due = await approvedCampaign();

    await endCampaigns(api, clock);

    expect(await ofCampaign('CampaignEnded', deleted)).toEqual([]);
    expect((await ofCampaign('CampaignEnded', due)).map((event) => event.data)).toEqual([
      expect.objectContaining({ outcome: 'failed', reason: 'endDate' }),
    ]);
  });

  it('when a campaign with gifts is deleted, then every gift is refunded and each backer is told', async () => {
    const campaignId = await approvedCampaign();
    const first = await give(campaignId, 30, 'esi@example.org');
    const second = await give(campaignId, 20, 'kojo@example.org');

    const from = await endOfLog(api.deps);
    expect((await deleteCampaign(campaignId)).status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);

    expect((await ofCampaign('RefundRequested', campaignId)).map((event) => event.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentId: first, reason: 'The campaign was removed' }),
        expect.objectContaining({ paymentId: second, reason: 'The campaign was removed' }),
      ]),
    );
    expect(
      (await ofCampaign('DonationRefunded', campaignId))
        .map((event) => event.data.paymentId)
        .sort(),
    ).toEqual([first, second].sort());
    await waitForSubject(api, 'esi@example.org', 'Your Harambee donation has been refunded');
  });

  it('when a campaign that ended funded is deleted, then it is refused and nothing is written', async () => {
    const campaignId = await approvedCampaign();
    await give(campaignId, 100, 'ama@example.org');
    await endCampaigns(api, clock);
    const count = await api.eventCount();
    expect(await deleteCampaign(campaignId)).toMatchObject({
      status: 409,
      body: {
        message:
          'This campaign reached its goal and its money belongs to its creator: it cannot be deleted',
      },
    });
    expect(await api.eventCount()).toBe(count);
  });

  it('when one item of a money job throws, then the others are done and the admins are alerted once', async () => {
    const done: string[] = [];
    const work = async (item: string) => {
      if (item === 'campaign b') throw new Error('Campaign not found');
      done.push(item);
    };
    const items = ['campaign a', 'campaign b', 'campaign c'];
    await eachOnItsOwn(api.deps, 'campaign-end', items, (item) => item, work);
    await eachOnItsOwn(api.deps, 'campaign-end', items, (item) => item, work);

    expect(done).toEqual(['campaign a', 'campaign c', 'campaign a', 'campaign c']);
    const subject = 'Money job alert: campaign-end skipped campaign b';
    const alert = await waitForSubject(api, TEST_ADMIN.email, subject);
    expect(alert.text).toContain('Campaign not found');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(api, TEST_ADMIN.email).filter((sent) => sent === subject)).toHaveLength(1);
  });
});
