import {
  InvalidInputError,
  actorOrAnonymous,
  handle,
  parseInput,
  requireActor,
  requireLogin,
  signToken,
  success,
} from '@harambee/platform';
import { CAMPAIGN_IMAGE_KINDS } from '@harambee/rules';
import type { AlongsideWrite } from '@harambee/eventstore';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, loadState } from '../core/handle-command';
import {
  acceptImage,
  type ImageRules,
  multipartImage,
  recordWithImage,
} from '../core/image-upload';
import { sanitizeRichText } from '../core/rich-text';
import {
  type CampaignCommand,
  type CampaignState,
  campaignDecider,
  campaignStream,
  editableBy,
} from './campaign';
import {
  campaignIdParam,
  campaignUpdateForm,
  createCampaignForm,
  editCampaignForm,
  rejectCampaignForm,
} from './campaign-schemas';
import { createCampaign, provenCreator } from './create-campaign';
import { approvalMailFor, rejectionMailFor } from './rejection';

const campaignImage: ImageRules = {
  allowed: CAMPAIGN_IMAGE_KINDS,
  invalidMessage: { key: 'create.rule.imageType' },
};

/** The spec's words for a creator whose session is gone, on the edit and update screens. */
const editorLogin = requireLogin({ key: 'api.login.toUpdateCampaign' });
const updateLogin = requireLogin({ key: 'api.login.toPostUpdates' });

type AdminCommand = Exclude<Extract<CampaignCommand, { at: string }>['type'], 'RejectCampaign'>;
const adminActions: Record<string, AdminCommand> = {
  approve: 'ApproveCampaign',
  feature: 'FeatureCampaign',
  unfeature: 'UnfeatureCampaign',
};

export const campaignRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock } = deps;
  const secret = config.jwtSecret;
  const run = (
    req: Request,
    command: CampaignCommand,
    context: ReturnType<typeof contextOf>,
    alongside?: AlongsideWrite,
  ) => {
    const { id } = parseInput(campaignIdParam, req.params);
    return handleCommand(store, campaignStream(id), campaignDecider, command, context, alongside);
  };
  const reviewed = (res: Response, id: string, state: CampaignState) =>
    success(res, {
      campaign: { _id: id, status: state.status, featured: 'featured' in state && state.featured },
    });

  // Refuse before the multipart body is read, so only the creator or an admin can make the server buffer an upload.
  const editorOnly: RequestHandler = handle(async (req, _res, next) => {
    const actor = editorLogin(req, secret);
    const { id } = parseInput(campaignIdParam, req.params);
    editableBy((await loadState(store, campaignStream(id), campaignDecider)).state, actor);
    next();
  });

  const router = Router();
  router.post(
    '/v1/campaigns',
    multipartImage(),
    handle(async (req, res) => {
      const context = contextOf(req, actorOrAnonymous(req, secret), clock);
      const form = parseInput(createCampaignForm(context.now), req.body ?? {});
      if (!req.file) throw new InvalidInputError({ key: 'create.rule.image' });
      const proven = await provenCreator(deps, form, context.now);
      const image = await acceptImage(req.file, campaignImage);
      const { campaignId, account, created } = await recordWithImage(config.uploadsDir, image, () =>
        createCampaign(deps, form, proven, image.fileName, context),
      );
      const token = signToken({ userId: account._id, role: account.role }, secret);
      success(
        res,
        { token, user: account, campaign: { _id: campaignId, status: 'pending' } },
        created ? 201 : 200,
      );
    }),
  );
  router.patch(
    '/v1/campaigns/:id',
    editorOnly,
    multipartImage(),
    handle(async (req, res) => {
      const actor = editorLogin(req, secret);
      const { id } = parseInput(campaignIdParam, req.params);
      const form = parseInput(editCampaignForm, req.body ?? {});
      const image = req.file ? await acceptImage(req.file, campaignImage) : undefined;
      const context = contextOf(req, actor, clock);
      const { state } = await recordWithImage(config.uploadsDir, image, () =>
        run(
          req,
          {
            type: 'EditCampaign',
            actor,
            data: {
              campaignId: id,
              title: form.title,
              story: sanitizeRichText(form.story),
              category: form.category,
              imagePath: image?.fileName,
              editedAt: context.now.toISOString(),
            },
          },
          context,
        ),
      );
      const pendingEdit = 'pendingEdit' in state && Boolean(state.pendingEdit);
      success(res, { campaign: { _id: id, status: state.status, pendingEdit } });
    }),
  );
  router.patch(
    '/v1/campaigns/:id/reject',
    handle(async (req, res) => {
      const context = contextOf(req, requireActor(req, secret, 'admin'), clock);
      const { id } = parseInput(campaignIdParam, req.params);
      const { reason } = parseInput(rejectCampaignForm, req.body ?? {});
      const mail = await rejectionMailFor(deps, id, reason);
      const command = { type: 'RejectCampaign' as const, at: context.now.toISOString(), reason };
      reviewed(res, id, (await run(req, command, context, mail)).state);
    }),
  );
  router.patch(
    '/v1/campaigns/:id/:action',
    handle(async (req, res, next) => {
      const type = adminActions[String(req.params.action)];
      if (!type) return next();
      const context = contextOf(req, requireActor(req, secret, 'admin'), clock);
      const { id } = parseInput(campaignIdParam, req.params);
      // The approval and the creator's mail about it are written together, as a rejection's are.
      const mail = type === 'ApproveCampaign' ? await approvalMailFor(deps, id) : undefined;
      const { state } = await run(req, { type, at: context.now.toISOString() }, context, mail);
      reviewed(res, id, state);
    }),
  );
  router.delete(
    '/v1/campaigns/:id',
    handle(async (req, res) => {
      const context = contextOf(req, requireActor(req, secret, 'admin'), clock);
      const { reason } = parseInput(rejectCampaignForm, req.body ?? {});
      await run(req, { type: 'DeleteCampaign', at: context.now.toISOString(), reason }, context);
      success(res, null);
    }),
  );
  router.post(
    '/v1/campaigns/:id/updates',
    handle(async (req, res) => {
      const actor = updateLogin(req, secret);
      const { id } = parseInput(campaignIdParam, req.params);
      const form = parseInput(campaignUpdateForm, req.body ?? {});
      const content = sanitizeRichText(form.content);
      if (!content) throw new InvalidInputError({ key: 'api.content.required' });
      const context = contextOf(req, actor, clock);
      const update = {
        campaignId: id,
        updateId: randomUUID(),
        title: form.title,
        content,
        postedAt: context.now.toISOString(),
      };
      await run(req, { type: 'PostCampaignUpdate', actor, data: update }, context);
      success(
        res,
        {
          update: {
            _id: update.updateId,
            title: update.title,
            content,
            createdAt: update.postedAt,
          },
        },
        201,
      );
    }),
  );
  return router;
};
