export { ScratchUnavailableError } from '@harambee/projector';
export type { Moment } from './moment';
export { createTimeTravel, type CampaignMoment, type TimeTravel } from './time-travel';
